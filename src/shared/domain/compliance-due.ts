import { dueDate, expectedPeriods, isPeriodOf, type Period, type TDeliveryRule } from './compliance';

const key = (p: Period) => p.year * 100 + p.month;

/**
 * The delivery a requirement card counts down to: the oldest expected period (service start → today,
 * or the service end) without an accepted document, else the first period still to come. Null when
 * nothing more is expected (a ONCE requirement accepted, or a service that ended with all accepted).
 */
export function nextDue(
  rule: TDeliveryRule,
  service: { start: Date; end: Date | null },
  accepted: readonly Period[],
  today: Date,
): { period: Period; due: Date } | null {
  const ended = service.end !== null && service.end < today;
  const until = ended && service.end ? service.end : today;
  const from = until < service.start ? service.start : until;
  const done = new Set(accepted.map(key));
  const open = expectedPeriods(rule, service.start, from).find((p) => !done.has(key(p)));
  if (open) return { period: open, due: dueDate(rule, open, service.start) };
  if (rule.kind === 'ONCE' || ended) return null;
  // All delivered so far: the first period after the last one expected, within a year.
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth() + 1;
  for (let i = 0; i < 12; i++) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const period = { year, month };
    if (isPeriodOf(rule, period)) return { period, due: dueDate(rule, period, service.start) };
  }
  return null;
}
