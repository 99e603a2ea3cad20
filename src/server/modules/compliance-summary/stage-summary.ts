import type { TSummaryPeriod } from '../../../shared/contracts/compliance-summary.contract';
import { expectedPeriods, monthStatus, requirementStatus, type DocumentStatus, type TDeliveryRule } from '../../../shared/domain/compliance';
import { onceStatus } from '../../../shared/domain/compliance-due';
import { monthName } from '../../../shared/labels/months';

/** A `date` column ('YYYY-MM-DD') as UTC midnight, the way the domain rules count periods. */
export const utcDate = (value: string) => new Date(`${value}T00:00:00Z`);

/** Today, or the service's end when it already ended: the last period a summary or a reminder looks at. */
export function periodsUntil(today: Date, endDate: string | null): Date {
  if (!endDate) return today;
  const end = utcDate(endDate);
  return end < today ? end : today;
}

const key = (year: number, month: number) => year * 100 + month;

/**
 * Shapes the summary over the small query result: every period some requirement expects (by its
 * delivery rule) newest first, each with the status of its requirements' newest documents.
 */
export function buildStageSummary(input: {
  requirements: readonly { id: string; name: string; delivery: TDeliveryRule }[];
  newest: readonly { requirementId: string; year: number; month: number; status: DocumentStatus }[];
  start: Date;
  until: Date;
}): TSummaryPeriod[] {
  const statusOf = new Map(input.newest.map((d) => [`${d.requirementId}:${key(d.year, d.month)}`, d.status]));
  const periods = new Map<number, { year: number; month: number; requirements: TSummaryPeriod['requirements'] }>();
  if (input.until >= input.start) {
    for (const requirement of input.requirements) {
      for (const period of expectedPeriods(requirement.delivery, input.start, input.until)) {
        const k = key(period.year, period.month);
        const entry = periods.get(k) ?? { ...period, requirements: [] };
        // A one-time delivery is filed under the month it was delivered: it counts for the service's first month.
        const status = requirement.delivery.kind === 'ONCE' ? onceStatus(input.newest.filter((d) => d.requirementId === requirement.id)) : statusOf.get(`${requirement.id}:${k}`);
        entry.requirements.push({ requirementId: requirement.id, requirementName: requirement.name, status: requirementStatus(status) });
        periods.set(k, entry);
      }
    }
  }
  return [...periods.entries()]
    .toSorted(([a], [b]) => b - a)
    .map(([, p]) => ({
      year: p.year,
      month: p.month,
      yearMonth: `${p.year}-${String(p.month).padStart(2, '0')}`,
      monthString: monthName(p.month),
      status: monthStatus(p.requirements.map((r) => r.status)),
      requirements: p.requirements,
    }));
}
