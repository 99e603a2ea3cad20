import { mexicoIsoDate } from '../mx/dates';
/**
 * The four-monthly filings a REPSE provider owes (ICSOE to the IMSS, SISUB to the INFONAVIT):
 * January–April due 17 May, May–August due 17 September, September–December due 17 January of
 * the next year. Dates are ISO calendar days ('YYYY-MM-DD') read in Mexico City.
 */
export const FILING_KINDS = ['ICSOE', 'SISUB'] as const;
export type FilingKind = (typeof FILING_KINDS)[number];

/**
 * The Reporteo stage's requirements (default document set, FOURMONTHLY: April, August, December)
 * whose document is the acuse of the period ending that month.
 */
export const FILING_ACK_REQUIREMENTS = { ICSOE: 'Acuse ICSOE', SISUB: 'Acuse SISUB' } as const satisfies Record<FilingKind, string>;

export const FILING_STATUSES = ['POR_PRESENTAR', 'PRESENTADO', 'VENCIDO'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** period 1 = January–April, 2 = May–August, 3 = September–December. */
export type FilingPeriod = { year: number; period: 1 | 2 | 3 };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the Mexico City calendar day of an instant; an ISO date string passes through. */
export function mexicoIsoDay(at: Date | string): string {
  if (typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)) return at;
  const date = typeof at === 'string' ? new Date(at) : at;
  return mexicoIsoDate(date);
}

/** The four-month period a day falls in (an instant is read as its Mexico City day). */
export function filingPeriodOf(date: Date | string): FilingPeriod {
  const day = mexicoIsoDay(date);
  const month = Number(day.slice(5, 7));
  return { year: Number(day.slice(0, 4)), period: (Math.floor((month - 1) / 4) + 1) as 1 | 2 | 3 };
}

/** First and last month (1–12) and first and last day (ISO) of a period. */
export function periodMonths(p: FilingPeriod): { firstMonth: number; lastMonth: number; first: string; last: string } {
  const firstMonth = (p.period - 1) * 4 + 1;
  const lastMonth = firstMonth + 3;
  const lastDay = new Date(Date.UTC(p.year, lastMonth, 0)).getUTCDate();
  return { firstMonth, lastMonth, first: `${String(p.year)}-${pad(firstMonth)}-01`, last: `${String(p.year)}-${pad(lastMonth)}-${pad(lastDay)}` };
}

/** The 17th of the month after the period ends: 17 May, 17 September, 17 January of the next year. */
export function dueDateOf(p: FilingPeriod): string {
  if (p.period === 3) return `${String(p.year + 1)}-01-17`;
  return `${String(p.year)}-${p.period === 1 ? '05' : '09'}-17`;
}

export function previousPeriod(p: FilingPeriod): FilingPeriod {
  return p.period === 1 ? { year: p.year - 1, period: 3 } : { year: p.year, period: (p.period - 1) as 1 | 2 };
}

export function nextPeriod(p: FilingPeriod): FilingPeriod {
  return p.period === 3 ? { year: p.year + 1, period: 1 } : { year: p.year, period: (p.period + 1) as 2 | 3 };
}

/** The current period first, then the `count` before it (newest first). */
export function recentPeriods(today: Date | string, count = 4): FilingPeriod[] {
  let p = filingPeriodOf(today);
  const out = [p];
  for (let i = 0; i < count; i++) {
    p = previousPeriod(p);
    out.push(p);
  }
  return out;
}

export const samePeriod = (a: FilingPeriod, b: FilingPeriod) => a.year === b.year && a.period === b.period;

/**
 * Presented once an acknowledgement is on file; otherwise owed until its due date (the due day
 * itself still counts as on time) and overdue the day after. `today` is read in Mexico City.
 */
export function filingStatus(input: { due: string; acknowledgedAt: Date | string | null | undefined; today: Date | string }): FilingStatus {
  if (input.acknowledgedAt) return 'PRESENTADO';
  return mexicoIsoDay(input.today) > input.due ? 'VENCIDO' : 'POR_PRESENTAR';
}
