import { acceptsUploads, expectedPeriods, isExpedientStage, REPSE_REGISTRATION_REQUIREMENT, type DocumentStatus, type RequirementFormat, type TDeliveryRule } from '../../shared/domain/compliance';
import { DEMO_REJECTION_COMMENTS, type DemoComplianceService } from './demo-compliance-data';

export interface PlanRequirement {
  id: string;
  name: string;
  format: RequirementFormat;
  delivery: TDeliveryRule;
  stageName: string;
}

export interface PlannedDocument {
  requirement: PlanRequirement;
  year: number;
  month: number;
  status: DocumentStatus;
  comment: string;
  expiresOn: string | null;
  uploadedAt: Date;
  validatedAt: Date | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** First day (UTC) of the month `monthsAgo` before `today`'s. */
export function monthStart(today: Date, monthsAgo: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
}

type Choice = { status: DocumentStatus; comment?: string; replaced?: boolean } | null;

/** Last complete month: mostly accepted, some under review, one rejected, some missing; the month before: one missing, one rejected and replaced. */
function everyStatus(r: number, k: number): Choice {
  if (k === 0) {
    if (r % 4 === 1) return null;
    if (r === 2) return { status: 'REJECTED', comment: DEMO_REJECTION_COMMENTS[0] };
    return r % 4 === 0 ? { status: 'ACCEPTED' } : { status: 'REVIEW' };
  }
  if (k === 1 && r === 9) return null;
  if (k === 1 && r === 5) return { status: 'ACCEPTED', replaced: true };
  return { status: 'ACCEPTED' };
}

/** The last month's first requirement was rejected and waits for a new upload; the rest of that month is under review. */
function awaitingReupload(r: number, k: number): Choice {
  if (k > 0) return { status: 'ACCEPTED' };
  return r === 0 ? { status: 'REJECTED', comment: DEMO_REJECTION_COMMENTS[1] } : { status: 'REVIEW' };
}

/**
 * Which documents a demo service has, newest period judged against `today` so the demo always shows
 * a recent month. Times are in the past, one apart from another, so "newest" never ties.
 */
export function planDocuments(service: Pick<DemoComplianceService, 'monthsAgo' | 'plan'>, requirements: readonly PlanRequirement[], today: Date): PlannedDocument[] {
  const start = monthStart(today, service.monthsAgo);
  const until = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const latest = today.getTime() - HOUR;
  const out: PlannedDocument[] = [];
  let r = -1;
  for (const [index, requirement] of requirements.entries()) {
    if (!acceptsUploads(requirement.name)) continue;
    const expedient = isExpedientStage(requirement.stageName);
    if (!expedient) r += 1;
    const periods = expectedPeriods(requirement.delivery, start, until);
    for (const [i, period] of periods.entries()) {
      const k = periods.length - 1 - i;
      const choice = expedient ? { status: 'ACCEPTED' as const } : service.plan === 'every-status' ? everyStatus(r, k) : awaitingReupload(r, k);
      if (!choice) continue;
      const offset = index * 7 * 60_000 + k * 60_000;
      const due = expedient ? start.getTime() + (3 + index) * DAY : Date.UTC(period.year, period.month, 3 + (index % 9), 9 + (index % 8));
      const uploaded = Math.min(due, latest - 2 * DAY) + offset;
      const validated = (at: number) => (at + 2 * DAY < latest ? at + 2 * DAY : at + HOUR);
      const repse = requirement.name === REPSE_REGISTRATION_REQUIREMENT;
      const expiresOn = repse ? isoDate(new Date(today.getTime() + (service.plan === 'every-status' ? 700 : 20) * DAY)) : null;
      const base = { requirement, year: period.year, month: period.month, expiresOn };
      if (choice.replaced) {
        const rejectedAt = validated(uploaded);
        out.push({ ...base, status: 'REJECTED', comment: DEMO_REJECTION_COMMENTS[2] ?? '', uploadedAt: new Date(uploaded), validatedAt: new Date(rejectedAt) });
        const again = rejectedAt + 5 * 60_000;
        out.push({ ...base, status: choice.status, comment: '', uploadedAt: new Date(again), validatedAt: new Date(validated(again)) });
        continue;
      }
      out.push({ ...base, status: choice.status, comment: choice.comment ?? '', uploadedAt: new Date(uploaded), validatedAt: choice.status === 'REVIEW' ? null : new Date(validated(uploaded)) });
    }
  }
  return out;
}
