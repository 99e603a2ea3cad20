import { mexicoIsoDate } from '../mx/dates';
import { daysUntil, dueDate, expectedPeriods, isPeriodOf, type DocumentStatus, type Period, type TDeliveryRule } from './compliance';

const key = (p: Period) => p.year * 100 + p.month;

/**
 * Where a delivery stands: the provider owes it (PENDING, or OVERDUE once its due date passed), the
 * client is reviewing it (REVIEW), or it was accepted (DONE). Only what the provider owes can be overdue.
 */
export const DUE_STATES = ['PENDING', 'OVERDUE', 'REVIEW', 'DONE'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** A service's calendar as the due rules read it (UTC midnights). `acceptedAt` null: not accepted yet. */
export interface ServiceCalendar {
  start: Date;
  end: Date | null;
  acceptedAt: Date | null;
}

/** The newest live document's status of one period of a requirement. */
export interface PeriodStatus {
  year: number;
  month: number;
  status: DocumentStatus;
}

export interface Delivery {
  period: Period;
  due: Date;
  state: DueState;
}

/** UTC midnight of the Mexico City calendar day of `at` (the product's time zone). */
export function mexicoDayOf(at: Date): Date {
  return new Date(`${mexicoIsoDate(at)}T00:00:00Z`);
}

/**
 * The day one-time requirements count from: the day the service was accepted, or its start when it
 * starts later. A service accepted with a past start date does not owe them from its first minute.
 */
export function onceFrom(service: ServiceCalendar): Date {
  const accepted = service.acceptedAt ? mexicoDayOf(service.acceptedAt) : service.start;
  return accepted > service.start ? accepted : service.start;
}

/** A period's state from its newest document: accepted is done, under review waits on the client, missing or rejected is owed. */
export function periodState(newest: DocumentStatus | undefined, due: Date, today: Date): DueState {
  if (newest === 'ACCEPTED') return 'DONE';
  if (newest === 'REVIEW') return 'REVIEW';
  return daysUntil(due, today) < 0 ? 'OVERDUE' : 'PENDING';
}

/** ONCE: one delivery, whatever period its documents were filed under; the best of them counts. */
export function onceStatus(newest: readonly PeriodStatus[]): DocumentStatus | undefined {
  for (const status of ['ACCEPTED', 'REVIEW', 'REJECTED'] as const) if (newest.some((n) => n.status === status)) return status;
  return undefined;
}

/**
 * Every delivery a requirement expects from the service's start to today (or the service's end if
 * it ended; the first period for a service yet to start), oldest first, each with its due date and
 * state. The one rule behind requirement cards, summaries and the daily reminder.
 */
export function expectedDeliveries(rule: TDeliveryRule, service: ServiceCalendar, newest: readonly PeriodStatus[], today: Date): Delivery[] {
  const until = service.end !== null && service.end < today ? service.end : today;
  const from = until < service.start ? service.start : until;
  const once = onceFrom(service);
  if (rule.kind === 'ONCE') {
    const [period] = expectedPeriods(rule, service.start, from);
    if (!period) return [];
    const due = dueDate(rule, period, once);
    return [{ period, due, state: periodState(onceStatus(newest), due, today) }];
  }
  const statusOf = new Map(newest.map((n) => [key(n), n.status]));
  return expectedPeriods(rule, service.start, from).map((period) => {
    const due = dueDate(rule, period, once);
    return { period, due, state: periodState(statusOf.get(key(period)), due, today) };
  });
}

/**
 * The delivery a requirement card shows: the oldest one the provider owes (missing or rejected),
 * else the oldest under review, else the first period still to come. Null when nothing more is
 * expected (a ONCE requirement accepted, or a service that ended with everything accepted).
 */
export function nextDue(rule: TDeliveryRule, service: ServiceCalendar, newest: readonly PeriodStatus[], today: Date): (Delivery & { daysLeft: number }) | null {
  const deliveries = expectedDeliveries(rule, service, newest, today);
  const shown = deliveries.find((d) => d.state === 'PENDING' || d.state === 'OVERDUE') ?? deliveries.find((d) => d.state === 'REVIEW');
  if (shown) return { ...shown, daysLeft: daysUntil(shown.due, today) };
  const ended = service.end !== null && service.end < today;
  if (rule.kind === 'ONCE' || ended) return null;
  const last = deliveries.at(-1)?.period ?? { year: service.start.getUTCFullYear(), month: service.start.getUTCMonth() + 1 };
  let { year, month } = last;
  for (let i = 0; i < 12; i++) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const period = { year, month };
    if (isPeriodOf(rule, period)) {
      const due = dueDate(rule, period, onceFrom(service));
      return { period, due, state: 'PENDING', daysLeft: daysUntil(due, today) };
    }
  }
  return null;
}
