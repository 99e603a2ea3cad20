import { AVISOS_CONTRATO as A, serviceContractPath } from '../../../shared/labels/contracts';
import type { Audience, Notice } from '../notifications/notifications.service';
import type { ServiceAccess } from '../services/service-access';

type Service = Pick<ServiceAccess, 'service' | 'clientName' | 'providerName'>;

/** The client's reviewers: its Administradores and Colaboradores. */
export const contractReviewers = ({ service }: Service): Audience => ({ companyId: service.clientCompanyId, roles: ['Administrador', 'Colaborador'] });

/** The provider's deliverers, plus whoever uploaded the file. */
export const contractDeliverers = ({ service }: Service, uploadedBy: string | null): Audience => ({ companyId: service.providerCompanyId, roles: ['Administrador', 'Colaborador'], userIds: [uploadedBy] });

/** `annex`: the annex's name; without it, the contract. */
export const contractUploadedNotice = (s: Service, annex?: string): Notice => ({
  type: A.tipo,
  text: A.subidoTexto(s.providerName, annex ? A.anexo(annex) : A.contrato),
  subText: s.service.name,
  path: serviceContractPath('client', s.service.id),
  subject: A.asunto.subido,
});

export function contractDecidedNotice(s: Service, decision: { accepted: boolean; comment: string }, annex?: string): Notice {
  const what = annex ? A.anexo(annex) : A.contrato;
  return {
    type: A.tipo,
    text: decision.accepted ? A.aceptadoTexto(s.clientName, what) : A.rechazadoTexto(s.clientName, what, decision.comment),
    subText: s.service.name,
    path: serviceContractPath('provider', s.service.id),
    subject: decision.accepted ? A.asunto.aceptado : A.asunto.rechazado,
  };
}
