import { acceptsUploads, type DocumentStatus, type TDeliveryRule } from './compliance';
import { expectedDeliveries, onceStatus, type PeriodStatus, type ServiceCalendar } from './compliance-due';

/**
 * A client's approval of a whole stage of a service (spec 2 §7 PATCH …/stages/{stageId}/authorize).
 * NONE: never authorized; AUTHORIZED: authorized and nothing changed in the stage since; REVOKED: a
 * document was uploaded, rejected or deleted in the stage after the authorization (the record stays,
 * the stage needs authorizing again).
 */
export const STAGE_AUTHORIZATION_STATES = ['NONE', 'AUTHORIZED', 'REVOKED'] as const;
export type StageAuthorizationState = (typeof STAGE_AUTHORIZATION_STATES)[number];

export interface StageRequirementRule {
  id: string;
  name: string;
  delivery: TDeliveryRule;
}

const key = (p: { year: number; month: number }) => p.year * 100 + p.month;

/**
 * Whether one requirement is validated, with the rules of the cards and summaries
 * (compliance-due): a one-time requirement, its delivery accepted; a recurring one, every period
 * already due accepted and every period delivered early accepted too (none under review or
 * rejected), with at least one accepted. A period not due yet and not delivered does not hold it back.
 */
export function requirementValidated(rule: TDeliveryRule, service: ServiceCalendar, newest: readonly PeriodStatus[], today: Date): boolean {
  if (rule.kind === 'ONCE') return onceStatus(newest) === 'ACCEPTED';
  const statusOf = new Map<number, DocumentStatus>(newest.map((n) => [key(n), n.status]));
  let accepted = 0;
  for (const delivery of expectedDeliveries(rule, service, newest, today)) {
    const status = statusOf.get(key(delivery.period));
    if (status === 'ACCEPTED') accepted += 1;
    else if (status !== undefined || delivery.state === 'OVERDUE') return false;
  }
  return accepted > 0;
}

/**
 * A stage is validated (and so may be authorized) when every requirement that receives documents
 * (not the 'Generador') is validated; `pending` counts those that are not, `total` those that
 * count. A stage with no such requirement has nothing to authorize.
 */
export function stageValidation(
  requirements: readonly StageRequirementRule[],
  newest: readonly (PeriodStatus & { requirementId: string })[],
  service: ServiceCalendar,
  today: Date,
): { validated: boolean; pending: number; total: number } {
  const counted = requirements.filter((r) => acceptsUploads(r.name));
  const pending = counted.filter((r) => !requirementValidated(r.delivery, service, newest.filter((n) => n.requirementId === r.id), today)).length;
  return { validated: counted.length > 0 && pending === 0, pending, total: counted.length };
}
