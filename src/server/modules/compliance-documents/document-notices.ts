import { AVISOS_DOCUMENTOS as A, serviceStagePath } from '../../../shared/labels/compliance-documents';
import { monthName } from '../../../shared/labels/months';
import type { Audience, Notice } from '../notifications/notifications.service';
import type { ComplianceDocumentRow } from './compliance-documents.repository';
import type { ServiceRow } from '../services/service-access';

const period = (doc: Pick<ComplianceDocumentRow, 'year' | 'month'>) => `${monthName(doc.month)} ${doc.year}`;

/** The client side's people who review documents: its Administradores and Colaboradores. */
export const clientReviewers = (service: ServiceRow): Audience => ({ companyId: service.clientCompanyId, roles: ['Administrador', 'Colaborador'] });

/** The provider side's people who deliver, plus whoever uploaded the document. */
export const providerDeliverers = (service: ServiceRow, doc: ComplianceDocumentRow): Audience => ({
  companyId: service.providerCompanyId,
  roles: ['Administrador', 'Colaborador'],
  userIds: [doc.uploadedBy],
});

export function uploadedNotice(service: ServiceRow, stageId: string, doc: ComplianceDocumentRow, providerName: string, requirement: string): Notice {
  return {
    type: A.tipo,
    text: A.subirTexto(providerName, requirement, period(doc)),
    subText: service.name,
    path: serviceStagePath('client', service.id, stageId),
    subject: A.asunto.subido(requirement),
  };
}

export function decidedNotice(service: ServiceRow, stageId: string, doc: ComplianceDocumentRow, clientName: string, requirement: string): Notice {
  const rejected = doc.status === 'REJECTED';
  return {
    type: A.tipo,
    text: rejected ? A.rechazadoTexto(clientName, requirement, period(doc), doc.validationComment) : A.aceptadoTexto(clientName, requirement, period(doc)),
    subText: service.name,
    path: serviceStagePath('provider', service.id, stageId),
    subject: rejected ? A.asunto.rechazado(requirement) : A.asunto.aceptado(requirement),
  };
}
