import { z } from './zod-locale';

/**
 * The REPSE compliance loop (spec 2): services agreed between a client and a provider, each under a
 * document set (the spec's "service type") of stages → requirement groups → requirements; the
 * provider delivers documents per period and the client validates them.
 */

export const REQUIREMENT_FORMATS = ['PDF', 'XML'] as const;
export type RequirementFormat = (typeof REQUIREMENT_FORMATS)[number];

/** How often a requirement is delivered. Periods end on the listed months; delivery is due the next month on `day`. */
export const DELIVERY_KINDS = ['ONCE', 'MONTHLY', 'BIMONTHLY', 'FOURMONTHLY', 'YEARLY'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const ZDeliveryRule = z.object({
  kind: z.enum(DELIVERY_KINDS),
  /** Day of the month the delivery is due (1–28, so every month has it); for ONCE, days after the service was accepted. */
  day: z.number().int().min(1).max(28),
});
export type TDeliveryRule = z.infer<typeof ZDeliveryRule>;

/** A service's authorization handshake: created by one side, accepted or rejected by the other. */
export const SERVICE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** A delivered document's validation (spec 2 §4): Bajo revisión → Aceptado / Rechazado. */
export const DOCUMENT_STATUSES = ['REVIEW', 'ACCEPTED', 'REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a document's history records (who and when). */
export const DOCUMENT_ACTIONS = ['UPLOADED', 'VIEWED', 'DOWNLOADED', 'VALIDATED', 'REJECTED', 'DELETED'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** A requirement's or a period's state in the stage summary (spec 2 §4). */
export const REQUIREMENT_STATUSES = ['ACEPTADO', 'BAJO_REVISION', 'RECHAZADO', 'FALTANTE'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/** A month's colour in the summary (spec 2 §4). FORMATOS_INCORRECTO never arises: formats are checked on upload. */
export const MONTH_STATUSES = ['ACEPTADO', 'RECHAZADO', 'FALTANTE', 'PARCIAL', 'BAJO_REVISION'] as const;
export type MonthStatus = (typeof MONTH_STATUSES)[number];

/** The provider's REPSE registration as the cards show it (spec 2 §4). */
export const REPSE_STATUSES = ['CURRENT', 'EXPIRED', 'INVALID', 'NOT_LOADED', 'REVIEW', 'EXPIRING'] as const;
export type RepseStatus = (typeof REPSE_STATUSES)[number];

/** Days before expiry when a REPSE registration shows POR VENCER. */
export const REPSE_EXPIRING_DAYS = 30;
/** A REPSE registration lasts three years (LFT art. 15 and the STPS rules) unless the upload says otherwise. */
export const REPSE_VALIDITY_YEARS = 3;

export interface Period {
  year: number;
  /** 1–12 */
  month: number;
}

const periodMonths: Record<Exclude<DeliveryKind, 'ONCE'>, readonly number[]> = {
  MONTHLY: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  BIMONTHLY: [2, 4, 6, 8, 10, 12],
  FOURMONTHLY: [4, 8, 12],
  YEARLY: [12],
};

/** Whether a document for `period` closes a period of the rule (a monthly one any month; a bimonthly one even months…). */
export function isPeriodOf(rule: TDeliveryRule, period: Period): boolean {
  return rule.kind === 'ONCE' || periodMonths[rule.kind].includes(period.month);
}

const ymd = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/**
 * The date a period's delivery is due: `day` of the month after the period ends; ONCE: `day` days
 * after `onceFrom` (the day the service was accepted, or its start if it starts later: see onceFrom()).
 */
export function dueDate(rule: TDeliveryRule, period: Period, onceFrom: Date): Date {
  if (rule.kind === 'ONCE') return new Date(onceFrom.getTime() + rule.day * 86_400_000);
  return ymd(period.month === 12 ? period.year + 1 : period.year, period.month === 12 ? 1 : period.month + 1, rule.day);
}

/**
 * The periods a requirement expects between the service's start and `until` (today, or the end of the
 * service if it ended), oldest first. ONCE expects the start month's period only.
 */
export function expectedPeriods(rule: TDeliveryRule, serviceStart: Date, until: Date): Period[] {
  const first = { year: serviceStart.getUTCFullYear(), month: serviceStart.getUTCMonth() + 1 };
  if (rule.kind === 'ONCE') return [first];
  const out: Period[] = [];
  let { year, month } = first;
  const last = until.getUTCFullYear() * 12 + until.getUTCMonth();
  while (year * 12 + (month - 1) <= last) {
    if (isPeriodOf(rule, { year, month })) out.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** Whole days from `today` to `due`, rounded up (spec 2: the card's countdown; negative is overdue). */
export function daysUntil(due: Date, today: Date): number {
  return Math.ceil((due.getTime() - today.getTime()) / 86_400_000);
}

/** A requirement's state from its newest document's status (none: FALTANTE). */
export function requirementStatus(newest: DocumentStatus | undefined): RequirementStatus {
  if (!newest) return 'FALTANTE';
  return newest === 'ACCEPTED' ? 'ACEPTADO' : newest === 'REJECTED' ? 'RECHAZADO' : 'BAJO_REVISION';
}

/** A month's colour from its requirements: all accepted, any rejected, none delivered, or in between. */
export function monthStatus(statuses: readonly RequirementStatus[]): MonthStatus {
  if (statuses.every((s) => s === 'FALTANTE')) return 'FALTANTE';
  if (statuses.every((s) => s === 'ACEPTADO')) return 'ACEPTADO';
  if (statuses.some((s) => s === 'RECHAZADO')) return 'RECHAZADO';
  if (statuses.every((s) => s === 'ACEPTADO' || s === 'BAJO_REVISION')) return 'BAJO_REVISION';
  return 'PARCIAL';
}

/** The REPSE card state from the registration's newest document and its expiry. */
export function repseStatus(newest: { status: DocumentStatus; expiresOn: Date | null } | undefined, today: Date): RepseStatus {
  if (!newest) return 'NOT_LOADED';
  if (newest.status === 'REVIEW') return 'REVIEW';
  if (newest.status === 'REJECTED') return 'INVALID';
  if (!newest.expiresOn) return 'CURRENT';
  const left = daysUntil(newest.expiresOn, today);
  if (left < 0) return 'EXPIRED';
  return left <= REPSE_EXPIRING_DAYS ? 'EXPIRING' : 'CURRENT';
}

/** Stages named like 'expediente' have no VER RESUMEN (spec 2 §2). */
export const isExpedientStage = (name: string) => /expediente/i.test(name);

/** The requirement named 'Generador' never receives uploads (spec 2 §2). */
export const acceptsUploads = (requirementName: string) => requirementName.trim().toLowerCase() !== 'generador';

/** The requirement whose document sets a provider's REPSE status. */
export const REPSE_REGISTRATION_REQUIREMENT = 'Registro REPSE (aviso y acuerdo)';
