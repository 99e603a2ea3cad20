import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import type { ServerReview } from '../hooks/use-server-review';

/** At the top of the wizard while the generator is Rechazado: the client's reason, prominently. */
export function RejectionAlert({ review }: { review: ServerReview | null }) {
  if (review?.status !== 'REJECTED') return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title={R.rechazadoTitulo(review.version)} role="alert" data-testid="rejection-alert">
      <Text fz="sm" fw={600}>
        {R.motivoRechazo}: {review.reason || '—'}
      </Text>
      <Text fz="sm" mt={4}>
        {R.rechazadoAyuda}
      </Text>
    </Alert>
  );
}
