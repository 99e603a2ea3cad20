import { Badge, Stack, Tooltip } from '@mantine/core';
import type { TBlacklistDetail } from '../../../shared/contracts/sat-standing.contract';
import { blacklistLabel } from '../../../shared/labels/counterparts';
import { blacklistHover } from '../../../shared/labels/sat-lists';

const COLOR = (status: boolean | null) => (status === null ? 'gray' : status ? 'red' : 'green');

/**
 * The SAT blacklist label of a company (spec 2 §4, issue 23): PERTENECE, NO PERTENECE or BAJO
 * REVISIÓN, read from the current 69/69-B lists; hovering, focusing or touching it tells the list,
 * the situation and the publication date (or which 69-B list it was checked against).
 */
/** `prefix` ('Listas 69 y 69B') is left out where a column header already names the label. */
export function BlacklistBadge({ status, detail, prefix }: { status: boolean | null; detail: Pick<TBlacklistDetail, 'checkedAt'> & { listings: readonly { label: string; date: string | null }[] }; prefix?: string }) {
  const lines = blacklistHover(detail, status);
  const label = prefix ? `${prefix}: ${blacklistLabel(status)}` : blacklistLabel(status);
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Stack>
      }
      multiline
      w={300}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge color={COLOR(status)} variant="light" tt="none" tabIndex={0} aria-label={`${label}. ${lines.join(' ')}`} data-blacklist={status === null ? 'review' : String(status)}>
        {label}
      </Badge>
    </Tooltip>
  );
}
