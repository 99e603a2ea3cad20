import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES_RESUMEN } from '../../../../shared/labels/compliance-summary';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/http/api-error';
import { downloadExpedient } from '../api/download-expedient.api';

/** 'Descargar' on the expedient: a ZIP of what this user sees there; an empty expedient says so instead. */
export function ExpedientDownloadButton({ companyId }: { companyId: string }) {
  const download = useMutation({ mutationFn: () => downloadExpedient(companyId) });
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={download.isPending}
      aria-label={T.descargarExpedienteAria}
      onClick={() => download.mutate(undefined, { onError: (error) => showToast('error', errorMessage(error) || MENSAJES_RESUMEN.errorDescarga) })}
    >
      {T.descargarExpediente}
    </Button>
  );
}
