import { acceptsUploads, daysUntil, dueDate, expectedPeriods, type TDeliveryRule } from '../../../shared/domain/compliance';
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
 * The undelivered periods of one service due in exactly REMIND_DAYS_BEFORE days or already past
 * their due date, on `today` (UTC midnight of the day the reminder runs).
 */
export function dueItemsOf(input: {
  service: { id: string; name: string; providerCompanyId: string; startDate: string; endDate: string | null };
  requirements: readonly { id: string; name: string; delivery: TDeliveryRule }[];
  isDelivered: (requirementId: string, year: number, month: number) => boolean;
  today: Date;
}): DueItem[] {
  const start = utcDate(input.service.startDate);
  const until = periodsUntil(input.today, input.service.endDate);
  if (until < start) return [];
  const items: DueItem[] = [];
  for (const requirement of input.requirements) {
    if (!acceptsUploads(requirement.name)) continue;
    for (const period of expectedPeriods(requirement.delivery, start, until)) {
      const due = dueDate(requirement.delivery, period, start);
      const left = daysUntil(due, input.today);
      if (left !== REMIND_DAYS_BEFORE && left >= 0) continue;
      if (input.isDelivered(requirement.id, period.year, period.month)) continue;
      items.push({
        serviceId: input.service.id,
        serviceName: input.service.name,
        providerCompanyId: input.service.providerCompanyId,
        requirementName: requirement.name,
        ...period,
        due,
        kind: left < 0 ? 'OVERDUE' : 'DUE_SOON',
      });
    }
  }
  return items;
}
