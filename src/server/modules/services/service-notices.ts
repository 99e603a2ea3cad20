import type { TServiceLite } from '../../../shared/contracts/services.contract';
import { viewerState, type ServiceSide } from '../../../shared/domain/service-rules';
import { AVISOS_SERVICIO as A } from '../../../shared/labels/services';
import type { Notice } from '../notifications/notifications.service';
import type { ServiceWithNames } from './services.repository';

/** The list where a company finds the other side of a service (its services dialog opens from there). */
const listWith = (otherIs: ServiceSide) => (otherIs === 'provider' ? '/dashboard/home/providers' : '/dashboard/home/clients');

/** To the other side's administrators: `creatorName` proposed a service; they answer it from their list. */
export function createdNotice(creatorName: string, creatorSide: ServiceSide, serviceName: string): Notice {
  return { type: 'service.created', subject: A.creadoAsunto, text: A.creado(creatorName, serviceName), subText: A.creadoDetalle, path: listWith(creatorSide) };
}

/** To the proposing side's administrators: the other side answered. */
export function answeredNotice(answererName: string, answererSide: ServiceSide, serviceName: string, accepted: boolean): Notice {
  return {
    type: accepted ? 'service.accepted' : 'service.rejected',
    subject: accepted ? A.aceptadoAsunto : A.rechazadoAsunto,
    text: A.respondido(answererName, serviceName, accepted),
    subText: '',
    path: listWith(answererSide),
  };
}

/** A service as the lists show it, from `viewerCompanyId`'s side. */
export function toServiceLite(row: ServiceWithNames, viewerCompanyId: string): TServiceLite {
  const { service } = row;
  const createdByViewer = service.createdByCompanyId === viewerCompanyId;
  return {
    id: service.id,
    name: service.name,
    setId: service.setId,
    setName: row.setName,
    generators: row.generators,
    startDate: service.startDate,
    endDate: service.endDate,
    status: service.status,
    viewerState: viewerState(service.status, createdByViewer),
    createdByViewer,
    clientId: service.clientCompanyId,
    clientName: row.clientName,
    providerId: service.providerCompanyId,
    providerName: row.providerName,
  };
}
