import { and, asc, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import { dueDateOf, filingPeriodOf, mexicoIsoDay, periodMonths, previousPeriod, type FilingKind, type FilingPeriod } from '../../../shared/domain/filing-periods';
import { FILING_KIND_LABELS, FILINGS_REMINDER as R, filingPeriodName } from '../../../shared/labels/filings';
import type { Db, Executor } from '../../db/client';
import { scheduledRuns, services } from '../../db/schema';
import { pacingOf, startHourlyDailySchedule, type DailyScheduleOptions, type Pacing } from '../../jobs/daily-schedule';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import type { NotificationsService } from '../notifications/notifications.service';
import { presentedFilings } from './presented-filings';
import { formatIsoDay } from '../../../shared/mx/dates';

/** Days before a due date the reminder goes out. */
export const REMINDER_DAYS = 10;
const CLAIM = JOB_TYPES.filingReminders;
const SCHEDULE_KEY = `schedule:${JOB_TYPES.filingReminders}`;

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = formatIsoDay;

/** The period whose reminder window (10 days before its due date up to the due date) holds `day`, if any. */
export function periodToRemind(day: string): FilingPeriod | null {
  const candidate = previousPeriod(filingPeriodOf(day));
  const due = dueDateOf(candidate);
  return day >= addDays(due, -REMINDER_DAYS) && day <= due ? candidate : null;
}

/**
 * One batch of the providers with an accepted service running in the period, by keyset on the
 * provider's id (`after`), each with its first client: the notice's link opens MIS REPORTES for one
 * client at a time.
 */
function providersRunning(db: Executor, period: FilingPeriod, after: string | null, limit: number) {
  const { first, last } = periodMonths(period);
  return db
    .selectDistinctOn([services.providerCompanyId], { id: services.providerCompanyId, clientId: services.clientCompanyId })
    .from(services)
    .where(
      and(
        eq(services.status, 'ACCEPTED'),
        lte(services.startDate, last),
        or(isNull(services.endDate), gte(services.endDate, first)),
        after ? gt(services.providerCompanyId, after) : undefined,
      ),
    )
    .orderBy(asc(services.providerCompanyId), asc(services.clientCompanyId))
    .limit(limit);
}

/**
 * Providers with an accepted service running in the period, and the kinds each has not presented:
 * `batchSize` providers at a time, with `pauseMs` between batches.
 */
async function owing(db: Executor, period: FilingPeriod, { batchSize, walk }: ReturnType<typeof pacingOf>): Promise<Map<string, { kinds: FilingKind[]; clientId: string }>> {
  const out = new Map<string, { kinds: FilingKind[]; clientId: string }>();
  const restBefore = walk();
  for (let after: string | null = null; ; ) {
    // A short batch was the last, so no rest follows it.
    await restBefore();
    const rows = await providersRunning(db, period, after, batchSize);
    if (rows.length === 0) return out;
    after = rows.at(-1)?.id ?? null;
    const acks = await presentedFilings(db, rows.map((r) => r.id), [period]);
    for (const { id, clientId } of rows) {
      const kinds = (['ICSOE', 'SISUB'] as const).filter((k) => !acks.some((a) => a.providerId === id && a.kind === k));
      if (kinds.length) out.set(id, { kinds, clientId });
    }
    if (rows.length < batchSize) return out;
  }
}

export interface FilingRemindersDeps extends Pacing {
  db: Db;
  notifications: NotificationsService;
  jobs: JobRunner;
  now?: (() => Date) | undefined;
}

/**
 * 'filings.reminders': once a day; when the day falls within 10 days before a period's due date,
 * each provider's administrators hear once which filings (ICSOE, SISUB) of that period are still
 * to be presented. The claim is per period (name, due date) in scheduled_runs and commits with the
 * notifications, so the reminder never repeats — and a day the server was down only delays it.
 *
 * Only one process runs it: the `scheduled_runs` claim in `scheduleToday` lets one process queue it
 * per day, and the job runner's lease (renewed by its heartbeat) keeps the claimed job on one worker.
 * The providers are read before the claim, `batchSize` at a time with `pauseMs` between batches;
 * a period already reminded skips that walk.
 */
export function createFilingReminders(deps: FilingRemindersDeps) {
  const pacing = pacingOf(deps);

  async function run(payload: { day?: string } = {}): Promise<string[] | null> {
    const day = payload.day ?? mexicoIsoDay(deps.now?.() ?? new Date());
    const period = periodToRemind(day);
    if (!period) return null;
    const due = dueDateOf(period);
    const reminded = await deps.db
      .select({ name: scheduledRuns.name })
      .from(scheduledRuns)
      .where(and(eq(scheduledRuns.name, CLAIM), eq(scheduledRuns.day, due)));
    if (reminded.length > 0) return null;
    const byProvider = await owing(deps.db, period, pacing);
    const told = await deps.db.transaction(async (tx) => {
      const claimed = await tx.insert(scheduledRuns).values({ name: CLAIM, day: due }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (claimed.length === 0) return null;
      for (const [companyId, { kinds, clientId }] of byProvider) {
        await deps.notifications.notifyAudience(
          tx,
          { companyId, roles: ['Administrador'] },
          {
            type: 'filings.due',
            text: R.texto(kinds.map((k) => FILING_KIND_LABELS[k]).join(' y '), filingPeriodName(period), ddmmyyyy(due)),
            subText: R.detalle,
            path: `/dashboard/reportes/${clientId}`,
            subject: R.asunto,
            mailDetails: R.detalle,
          },
        );
      }
      return [...byProvider.keys()];
    });
    if (told?.length) deps.notifications.sendSoon();
    return told;
  }

  /** Queues today's run once per day, whichever process asks first. */
  async function scheduleToday(): Promise<boolean> {
    const day = mexicoIsoDay(deps.now?.() ?? new Date());
    return deps.db.transaction(async (tx) => {
      const claimed = await tx.insert(scheduledRuns).values({ name: SCHEDULE_KEY, day }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (claimed.length === 0) return false;
      await deps.jobs.enqueue(tx, JOB_TYPES.filingReminders, { day });
      return true;
    });
  }

  deps.jobs.register<{ day?: string }>(JOB_TYPES.filingReminders, async (payload) => {
    await run(payload);
  });

  return {
    run,
    scheduleToday,
    /** 1–2 minutes after start, then every hour: queue the day's reminder if nobody has yet. */
    startSchedule: (onError?: (error: unknown) => void, options?: DailyScheduleOptions) => startHourlyDailySchedule(scheduleToday, onError, options),
  };
}
export type FilingReminders = ReturnType<typeof createFilingReminders>;
