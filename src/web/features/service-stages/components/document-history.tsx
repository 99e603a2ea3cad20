import { Loader, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_ACTION_LABELS } from '../../../../shared/labels/compliance-documents';
import { formatShortDateTime } from '../../../lib/format/dates';
import { documentHistoryQuery } from '../api/service-stages.query';

/** The document's history in the viewer: who did what and when (issue 11 item 5). */
export function DocumentHistory({ serviceId, documentId }: { serviceId: string; documentId: string }) {
  const history = useQuery(documentHistoryQuery(serviceId, documentId));
  if (history.isPending) return <Loader size="xs" aria-label="Cargando historial" />;
  if (history.isError || history.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Historial
      </Text>
      <Timeline bulletSize={10} lineWidth={2}>
        {history.data.map((entry) => (
          <Timeline.Item key={entry.id} title={DOCUMENT_ACTION_LABELS[entry.action]}>
            <Text size="xs" c="dimmed">
              {entry.user} · {formatShortDateTime(entry.date)}
            </Text>
            {entry.comment ? <Text size="xs">{entry.comment}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
