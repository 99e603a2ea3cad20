import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MENSAJES_RESUMEN as M } from '../../../../shared/labels/compliance-summary';
import { DownloadDocumentsModal, periodOptions } from '../../../components/compliance/download-documents-form';
import { downloadStageDocuments } from '../api/download-documents.api';
import { stageSummaryQuery } from '../api/stage-summary.query';

export { periodOptions };

export interface DownloadDocumentsDialogProps {
  serviceId: string;
  stage: { id: string; name: string };
  service: { startDate: string; endDate: string | null };
  opened: boolean;
  onClose: () => void;
}

/** DESCARGAR DOCUMENTOS of a service stage (spec 2 §5 "Download by service"): the service's months up to its end, and every month holding documents. */
export function DownloadDocumentsDialog({ serviceId, stage, service, opened, onClose }: DownloadDocumentsDialogProps) {
  const summary = useQuery({ ...stageSummaryQuery(serviceId, stage.id), enabled: opened });
  const withDocuments = summary.data?.documentPeriods;
  const options = useMemo(() => periodOptions(service.startDate, service.endDate, undefined, withDocuments), [service.startDate, service.endDate, withDocuments]);
  return (
    <DownloadDocumentsModal
      title={M.tituloDescarga(stage.name)}
      opened={opened}
      onClose={onClose}
      groups={summary.data?.groups}
      loadError={summary.isError}
      options={options}
      maxPeriod={service.endDate?.slice(0, 7)}
      onDownload={(body) => downloadStageDocuments(serviceId, stage.id, body)}
    />
  );
}
