import { acceptsUploads, daysUntil, type TDeliveryRule } from '../../../shared/domain/compliance';
import { expectedDeliveries, type PeriodStatus } from '../../../shared/domain/compliance-due';
import { periodsUntil, utcDate } from './stage-summary';

/** How many days ahead the reminder warns (issue 11 item 7). */
export const REMIND_DAYS_BEFORE = 3;

export interface DueItem {
  serviceId: string;
  serviceName: string;
  providerCompanyId: string;
  requirementName: string;
  year: number;
  month: number;
  due: Date;
  kind: 'DUE_SOON' | 'OVERDUE';
}

/**
 * The periods of one service the provider owes (missing or rejected) due in exactly
 * REMIND_DAYS_BEFORE days or already past their due date, on `today` (UTC midnight of the day the
 * reminder runs): the cards' rule (expectedDeliveries), so a period under review or accepted is never overdue.
 */
export function dueItemsOf(input: {
  service: { id: string; name: string; providerCompanyId: string; startDate: string; endDate: string | null; answeredAt: Date | null };
  requirements: readonly { id: string; name: string; delivery: TDeliveryRule }[];
  statusesOf: (requirementId: string) => readonly PeriodStatus[];
  today: Date;
}): DueItem[] {
  const start = utcDate(input.service.startDate);
  const until = periodsUntil(input.today, input.service.endDate);
  if (until < start) return [];
  const calendar = { start, end: input.service.endDate ? utcDate(input.service.endDate) : null, acceptedAt: input.service.answeredAt };
  const items: DueItem[] = [];
  for (const requirement of input.requirements) {
    if (!acceptsUploads(requirement.name)) continue;
    for (const { period, due, state } of expectedDeliveries(requirement.delivery, calendar, input.statusesOf(requirement.id), input.today)) {
      const soon = state === 'PENDING' && daysUntil(due, input.today) === REMIND_DAYS_BEFORE;
      if (!soon && state !== 'OVERDUE') continue;
      items.push({
        serviceId: input.service.id,
        serviceName: input.service.name,
        providerCompanyId: input.service.providerCompanyId,
        requirementName: requirement.name,
        ...period,
        due,
        kind: state === 'OVERDUE' ? 'OVERDUE' : 'DUE_SOON',
      });
    }
  }
  return items;
}
