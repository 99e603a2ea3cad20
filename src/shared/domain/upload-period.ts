import type { Period } from './compliance';

/** The months a service's document may be filed under (both ends included). */
export interface PeriodRange {
  first: Period;
  last: Period;
}

const index = (p: Period) => p.year * 12 + (p.month - 1);
const fromIndex = (i: number): Period => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });
const monthOf = (isoDate: string): Period => ({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) });

/**
 * A service's span for uploads: from its start month to its end month, never past the current
 * month (a service yet to start takes its first month only). `today` is 'YYYY-MM-DD'.
 */
export function uploadPeriodRange(service: { startDate: string; endDate: string | null }, today: string): PeriodRange {
  const first = monthOf(service.startDate);
  const current = monthOf(today);
  let last = index(current) < index(first) ? first : current;
  if (service.endDate) {
    const end = monthOf(service.endDate);
    if (index(end) < index(last)) last = index(end) < index(first) ? first : end;
  }
  return { first, last };
}

export const isInRange = (period: Period, range: PeriodRange) => index(period) >= index(range.first) && index(period) <= index(range.last);

/** The period itself when inside the range, else the range's nearest end. */
export function clampPeriod(period: Period, range: PeriodRange): Period {
  if (index(period) < index(range.first)) return range.first;
  if (index(period) > index(range.last)) return range.last;
  return period;
}

/** Every month of the range, oldest first. */
export function periodsOf(range: PeriodRange): Period[] {
  const out: Period[] = [];
  for (let i = index(range.first); i <= index(range.last); i++) out.push(fromIndex(i));
  return out;
}
