import type { TUserMe } from '../../../../shared/domain/user';
import { mayHandleServicesWith } from '../../../../shared/domain/service-rules';
import type { InstructionStepKey } from '../../../../shared/labels/instructions';
import { mayValidateDocuments, menuEntries, roleMayHandleDocuments } from '../../../../shared/permissions';
import { permissionsOf, permissionSubjectOf } from '../../../lib/session/user-permissions';

export type InstructionPath =
  | '/dashboard/management/edit-profile'
  | '/dashboard/home/clients'
  | '/dashboard/home/providers'
  | '/dashboard/home'
  | '/dashboard/vault'
  | '/dashboard/sat69b'
  | '/campo'
  | '/dashboard/generadores';

export interface InstructionStep {
  key: InstructionStepKey;
  to: InstructionPath;
}

/**
 * The first steps a user of this company may take, in the order that gets it compliant: only the
 * ones its plan, role and invitation allow (the same flags that show the menus and buttons), each
 * with the screen that does it. REPSE steps for a company with the REPSE line; the generators line
 * adds field reports (a provider with the generadores flag) or the generators area (a client).
 */
export function instructionSteps(user: TUserMe): InstructionStep[] {
  const company = user.mainCompany;
  if (!company) return [];
  const flags = permissionsOf(user);
  const subject = permissionSubjectOf(user);
  const products = company.additionalProducts;
  const repse = products.includes('REPSE') || (!company.generadores && !products.includes('GENERADORES'));
  const generators = company.generadores || products.includes('GENERADORES');
  const provider = subject.invitedAs === 'provider';
  const handlesDocuments = roleMayHandleDocuments(subject.role);
  const steps: InstructionStep[] = [];
  const add = (allowed: boolean, key: InstructionStepKey, to: InstructionPath) => {
    if (allowed) steps.push({ key, to });
  };

  add(flags.canAccesAdministation && flags.canEditCompany, 'empresa', '/dashboard/management/edit-profile');
  add(flags.canCreateClients, 'clientes', '/dashboard/home/clients');
  add(flags.canCreateProviders, 'proveedores', '/dashboard/home/providers');
  if (repse) {
    const onProviders = mayHandleServicesWith(flags, subject.role, 'provider');
    const onClients = mayHandleServicesWith(flags, subject.role, 'client');
    add(onProviders || onClients, 'servicios', onProviders ? '/dashboard/home/providers' : '/dashboard/home/clients');
    add(handlesDocuments && (flags.canUploadDocuments.onExpedient || flags.canUploadDocuments.onCumplimiento), 'documentos', '/dashboard/home');
    add(handlesDocuments && (mayValidateDocuments(flags, subject, true) || mayValidateDocuments(flags, subject, false)), 'validaciones', provider ? '/dashboard/home/clients' : '/dashboard/home/providers');
    add(menuEntries(flags, subject).includes('vault'), 'boveda', '/dashboard/vault');
    // The RFC lookup against the SAT lists is open to every member (issue 23).
    add(true, 'sat', '/dashboard/sat69b');
  }
  if (generators) {
    add(company.generadores, 'campo', '/campo');
    add(!company.generadores, 'generadores', '/dashboard/generadores');
  }
  return steps;
}
