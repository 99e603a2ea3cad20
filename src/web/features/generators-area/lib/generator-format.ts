import type { TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { generatorStatusLabel, paymentStatusLabel } from '../../../../shared/domain/generator';
import { formatMxnCents } from '../../../../shared/mx/money';

/** 2026-11-03 → 03-11-2026, the way the list, its filters and the report show dates; "N/A" if absent. */
export function formatListDate(isoDate: string | null): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : 'N/A';
}

const STATUS_COLORS: Record<string, string> = { DRAFT: 'gray', REVISION: 'orange', APPROVED: 'green', REJECTED: 'red', DISABLED: 'gray', STORED: 'dark', PAID: 'teal' };

/** What each column of a row shows. */
export function rowCells(g: TGeneratorLite) {
  return {
    provider: g.providerName,
    code: g.generatedCode,
    startDate: formatListDate(g.startDate),
    endDate: formatListDate(g.endDate),
    total: formatMxnCents(g.totalCents),
    city: g.city || '—',
    status: generatorStatusLabel(g.status),
    statusPago: paymentStatusLabel(g.statusPago),
    statusColor: STATUS_COLORS[g.status] ?? 'gray',
    paidColor: g.statusPago === 'PAID' ? 'teal' : 'yellow',
  };
}
