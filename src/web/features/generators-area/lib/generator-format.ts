import type { TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { generatorPaymentLabel, generatorStatusLabel, PAYMENT_NOT_APPLICABLE_LABEL } from '../../../../shared/domain/generator';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import { formatMxnCents } from '../../../../shared/mx/money';

/** 2026-11-03 → 03-11-2026, the way the list, its filters and the report show dates; "N/A" if absent. */
export function formatListDate(isoDate: string | null): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : 'N/A';
}

const STATUS_COLORS: Record<string, string> = { DRAFT: 'gray', REVISION: 'orange', APPROVED: 'green', REJECTED: 'red', DISABLED: 'gray', STORED: 'dark', PAID: 'teal' };

export const statusColor = (status: string) => STATUS_COLORS[status] ?? 'gray';

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
    statusPago: generatorPaymentLabel(g),
    statusColor: statusColor(g.status),
    paidColor: g.statusPago === 'PAID' ? 'teal' : generatorPaymentLabel(g) === PAYMENT_NOT_APPLICABLE_LABEL ? 'gray' : 'yellow',
    /** "Firmas pendientes (1 de 3)" while a signature process runs. */
    signing: g.signing ? R.firmasPendientes(g.signing.signed, g.signing.total) : null,
    /** The client's reason, shown on the row while the generator is Rechazado. */
    reason: g.status === 'REJECTED' && g.comment ? g.comment : null,
  };
}
