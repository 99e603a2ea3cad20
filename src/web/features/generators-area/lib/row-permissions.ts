import type { TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { generatorActions as can } from '../../../../shared/domain/generator';

export interface Viewer {
  companyId: string;
  /** Administrador or Colaborador of the company (may act on generators). */
  mayHandle: boolean;
}

/** Which row actions to offer (spec 3 §4); the server decides again what is allowed. */
export function rowPermissions(g: TGeneratorLite, viewer: Viewer) {
  const provider = g.providerCompanyId === viewer.companyId;
  const client = g.clientCompanyId === viewer.companyId;
  return {
    edit: provider && viewer.mayHandle && can.canEdit(g.status),
    viewPdf: can.canViewPdf(g),
    info: can.canViewInfo(g),
    /** Shown to the provider; disabled for APPROVED, DISABLED and REVISION. */
    disableVisible: provider && viewer.mayHandle,
    disable: provider && viewer.mayHandle && can.canDisable(g.status),
    store: viewer.mayHandle && can.canStore(g.status),
    unstore: viewer.mayHandle && can.canUnstore(g.status),
    review: client && viewer.mayHandle && g.status === 'REVISION',
    /** Approving or rejecting waits until everybody signed (the server answers 409 before). */
    reviewBlocked: g.signing !== null,
    pay: client && viewer.mayHandle && g.status === 'APPROVED',
  };
}
