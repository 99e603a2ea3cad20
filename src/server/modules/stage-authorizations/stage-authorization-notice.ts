import { AVISOS_AUTORIZACION_ETAPA as A } from '../../../shared/labels/stage-authorization';
import { serviceContractPath } from '../../../shared/labels/contracts';
import type { Audience, Notice } from '../notifications/notifications.service';
import type { ServiceAccess, ServiceRow } from '../services/service-access';

/** The provider's deliverers: its Administradores and Colaboradores. */
export const stageAuthorizedAudience = (service: ServiceRow): Audience => ({ companyId: service.providerCompanyId, roles: ['Administrador', 'Colaborador'] });

/** Opens the provider's service screen on the authorized stage. */
export const stageAuthorizedNotice = (access: Pick<ServiceAccess, 'service' | 'clientName'>, stageName: string): Notice => ({
  type: A.tipo,
  subject: A.asunto,
  text: A.texto(access.clientName, stageName),
  subText: access.service.name,
  path: serviceContractPath('provider', access.service.id),
});
