import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TEXTOS_SERVICIO_GENERADORES as T } from '../../../../shared/labels/service-generators';
import { roleMayHandleDocuments } from '../../../../shared/permissions';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { GeneratorsTab } from './generators-tab';

export interface ServiceGeneratorsModalProps {
  serviceId: string;
  serviceName: string;
  /** The viewer's company on the service (its client or its provider): its row actions follow that side. */
  viewerCompanyId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The full-screen generators list of one service (spec 3 §2.5): the Generadores list of the area
 * (search, column filters, archived, pages, row menu) over GET /generador/serviceId/{id}/allLite.
 */
export function ServiceGeneratorsModal({ serviceId, serviceName, viewerCompanyId, opened, onClose }: ServiceGeneratorsModalProps) {
  const { data: user } = useQuery(currentUserQuery());
  const role = user?.companies.find((c) => c.companyId === viewerCompanyId)?.role ?? null;
  const viewer = { companyId: viewerCompanyId, mayHandle: roleMayHandleDocuments(role) };
  return (
    <Modal opened={opened} onClose={onClose} fullScreen title={T.tituloGeneradores(serviceName)} transitionProps={{ duration: 0 }}>
      {opened ? <GeneratorsTab viewer={viewer} canFill={false} serviceId={serviceId} /> : null}
    </Modal>
  );
}
