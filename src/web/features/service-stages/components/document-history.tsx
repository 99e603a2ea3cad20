import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DocumentHistoryTimeline } from '../../../components/compliance/document-history-timeline';
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
      <DocumentHistoryTimeline entries={history.data} />
    </Stack>
  );
}
