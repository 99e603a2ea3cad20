import { Text, Timeline } from '@mantine/core';
import type { TDocumentHistoryEntry } from '../../../shared/contracts/compliance-documents.contract';
import { DOCUMENT_ACTION_LABELS } from '../../../shared/labels/compliance-documents';
import { formatDateTime } from '../../lib/format/dates';

/** A document's history entries, oldest first: what was done, by whom and when. */
export function DocumentHistoryTimeline({ entries }: { entries: TDocumentHistoryEntry[] }) {
  return (
    <Timeline bulletSize={10} lineWidth={2}>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={DOCUMENT_ACTION_LABELS[entry.action]}>
          <Text size="xs" c="dimmed">
            {entry.user} · {formatDateTime(entry.date)}
          </Text>
          {entry.comment ? <Text size="xs">{entry.comment}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
