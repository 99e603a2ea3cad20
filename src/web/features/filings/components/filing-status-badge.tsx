import { Badge } from '@mantine/core';
import type { FilingStatus } from '../../../../shared/domain/filing-periods';
import { FILING_STATUS_LABELS } from '../../../../shared/labels/filings';

const COLORS = { POR_PRESENTAR: 'yellow', PRESENTADO: 'green', VENCIDO: 'red' } as const satisfies Record<FilingStatus, string>;

/** Por presentar / Presentado / Vencido. */
export function FilingStatusBadge({ status }: { status: FilingStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none">
      {FILING_STATUS_LABELS[status]}
    </Badge>
  );
}
