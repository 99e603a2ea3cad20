import type { FilingKind, FilingPeriod, FilingStatus } from '../domain/filing-periods';
import { monthName } from './months';

/** Status badges of the four-monthly filings (issue 24). */
export const FILING_STATUS_LABELS = {
  POR_PRESENTAR: 'Por presentar',
  PRESENTADO: 'Presentado',
  VENCIDO: 'Vencido',
} as const satisfies Record<FilingStatus, string>;

export const FILING_KIND_LABELS = {
  ICSOE: 'ICSOE (IMSS)',
  SISUB: 'SISUB (INFONAVIT)',
} as const satisfies Record<FilingKind, string>;

/** "Enero–abril 2026". */
export function filingPeriodName(p: FilingPeriod): string {
  const first = (p.period - 1) * 4 + 1;
  return `${monthName(first)}–${monthName(first + 3).toLowerCase()} ${String(p.year)}`;
}
