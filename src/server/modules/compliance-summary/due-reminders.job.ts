import { mexicoIsoDate } from '../../../shared/mx/dates';
import type { PeriodStatus } from '../../../shared/domain/compliance-due';
import { MEMBER_ROLES } from '../../../shared/domain/enums';
import { MENSAJES_VENCIMIENTOS as V } from '../../../shared/labels/compliance-summary';
import { monthName } from '../../../shared/labels/months';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import type { NotificationsService } from '../notifications/notifications.service';
import { dueItemsOf, type DueItem } from './due-items';
import { dueRemindersRepository, type ServiceKey } from './due-reminders.repository';
import { utcDate } from './stage-summary';
import { pacingOf, startHourlyDailySchedule, type DailyScheduleOptions, type Pacing } from '../../jobs/daily-schedule';

const MAIL_LINES = 50;
const SCHEDULE_KEY = `schedule:${JOB_TYPES.complianceDueReminders}`;

const ddmmyyyy = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;

function line(item: DueItem) {
  const period = `${monthName(item.month)} ${item.year}`;
  return (item.kind === 'OVERDUE' ? V.vencido : V.porVencer)(item.serviceName, item.requirementName, period, ddmmyyyy(item.due));
}

/**
 * What one provider's reminder says, kept while its services are read: how many documents are due
 * soon and overdue, the first mail lines of each kind (the mail lists due-soon first, MAIL_LINES in
 * all) and its first item (the link when it is the only one).
 */
interface ProviderDue {
  soon: number;
  overdue: number;
  soonLines: string[];
  overdueLines: string[];
  first: DueItem;
}

/** One provider as the walk reads it; `due` stays null while none of its services owes anything. */
interface ProviderWalk {
  companyId: string;
  due: ProviderDue | null;
}

export interface DueRemindersDeps extends Pacing {
  db: Db;
  notifications: NotificationsService;
  jobs: JobRunner;
  now?: (() => Date) | undefined;
}

/** Greater than any service id: resuming after a provider skips all of its services. */
const AFTER_EVERY_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * 'compliance.due-reminders': once per day, each provider company with documents due in 3 days or
 * overdue on an accepted service hears it once (one notification and one mail per member, listing
 * them), not once per requirement.
 *
 * It walks the active services provider by provider, `batchSize` at a time with `pauseMs` between
 * batches, so it holds one batch and one provider's reminder, whatever the number of services
 * (holding the whole day's ran the server out of memory at 500,000 services). Each batch commits
 * the reminders of the providers it finished together with the walk's progress in `scheduled_runs`
 * (compare-and-set on the last provider told): a retry resumes after it, and a run that finds the
 * progress moved by another stops, so nobody is told twice or missed.
 *
 * Only one process runs it: the `scheduled_runs` claim in `scheduleToday` lets one process queue it
 * per day, and the job runner's lease (renewed by its heartbeat) keeps the claimed job on one worker.
 */
export function createDueReminders(deps: DueRemindersDeps) {
  const repo = dueRemindersRepository(deps.db);
  const pacing = pacingOf(deps);
  const { batchSize } = pacing;
  const name = JOB_TYPES.complianceDueReminders;

  /** Adds one service's due documents to its provider's reminder. */
  function add(provider: ProviderWalk, items: DueItem[]) {
    for (const item of items) {
      const due = (provider.due ??= { soon: 0, overdue: 0, soonLines: [], overdueLines: [], first: item });
      const [count, lines] = item.kind === 'DUE_SOON' ? (['soon', due.soonLines] as const) : (['overdue', due.overdueLines] as const);
      due[count] += 1;
      if (lines.length < MAIL_LINES) lines.push(line(item));
    }
  }

  async function tell(tx: Executor, companyId: string, due: ProviderDue) {
    const total = due.soon + due.overdue;
    const lines = [...due.soonLines, ...due.overdueLines].slice(0, MAIL_LINES);
    const more = total > MAIL_LINES ? [`… y ${total - MAIL_LINES} más.`] : [];
    const first = total === 1 ? due.first : undefined;
    await deps.notifications.notifyAudience(
      tx,
      { companyId, roles: MEMBER_ROLES },
      {
        type: 'compliance.due',
        text: V.texto(due.soon, due.overdue),
        subText: lines[0] ?? '',
        path: first ? `/dashboard/home/clients/stages/${first.serviceId}` : '/dashboard/home/clients',
        subject: V.asunto,
        mailDetails: [...lines, ...more].map((l) => `- ${l}`).join('\n'),
      },
    );
  }

  /** The due documents of each service of a batch, in the batch's order. */
  async function dueItemsOfBatch(batch: Awaited<ReturnType<typeof repo.activeServices>>, today: Date) {
    const reqs = await repo.requirementsOfSets([...new Set(batch.map((s) => s.setId))]);
    const statuses = new Map<string, PeriodStatus[]>();
    for (const s of await repo.periodStatuses(batch.map((b) => b.id))) {
      const k = `${s.serviceId}:${s.requirementId}`;
      statuses.set(k, [...(statuses.get(k) ?? []), s]);
    }
    return batch.map((service) =>
      dueItemsOf({
        service,
        requirements: reqs.filter((r) => r.setId === service.setId),
        statusesOf: (requirementId) => statuses.get(`${service.id}:${requirementId}`) ?? [],
        today,
      }),
    );
  }

  /**
   * Runs the reminder of `day` (default: today in Mexico City), or resumes it after a failure.
   * Returns how many companies this call told, or null when that day's run had already finished.
   */
  async function run(payload: { day?: string } = {}): Promise<number | null> {
    const day = payload.day ?? mexicoIsoDate(deps.now?.() ?? new Date());
    const walk = await repo.startWalk(name, day);
    if (!walk) return null;
    const today = utcDate(day);
    let progress = walk.after;
    let after: ServiceKey | null = progress ? { providerCompanyId: progress, id: AFTER_EVERY_ID } : null;
    let current = null as ProviderWalk | null;
    let told = 0;
    const restBefore = pacing.walk();
    for (;;) {
      await restBefore();
      const batch = await repo.activeServices(day, after, batchSize);
      const last = batch.length < batchSize;
      // Providers whose every service has been read: the batch commits their reminders.
      const finished: ProviderWalk[] = [];
      const items = await dueItemsOfBatch(batch, today);
      for (const [i, service] of batch.entries()) {
        if (current?.companyId !== service.providerCompanyId) {
          if (current) finished.push(current);
          current = { companyId: service.providerCompanyId, due: null };
        }
        add(current, items[i] ?? []);
      }
      if (last && current) finished.push(current);
      if (finished.length > 0 || last) {
        const move = { from: progress, to: finished.at(-1)?.companyId ?? progress, done: last };
        const toldNow = await deps.db.transaction(async (tx) => {
          if (!(await dueRemindersRepository(tx).advanceWalk(name, day, move))) return null;
          const owing = finished.flatMap(({ companyId, due }) => (due ? [{ companyId, due }] : []));
          for (const provider of owing) await tell(tx, provider.companyId, provider.due);
          return owing.length;
        });
        // Another run moved the walk first: it tells the rest.
        if (toldNow === null) return told;
        if (toldNow > 0) deps.notifications.sendSoon();
        told += toldNow;
        progress = move.to;
      }
      const end = batch.at(-1);
      if (last || !end) return told;
      after = { providerCompanyId: end.providerCompanyId, id: end.id };
    }
  }

  /** Queues today's run once per day, whichever process asks first. */
  async function scheduleToday(): Promise<boolean> {
    const day = mexicoIsoDate(deps.now?.() ?? new Date());
    return deps.db.transaction(async (tx) => {
      if (!(await dueRemindersRepository(tx).claim(SCHEDULE_KEY, day))) return false;
      await deps.jobs.enqueue(tx, JOB_TYPES.complianceDueReminders, { day });
      return true;
    });
  }

  deps.jobs.register<{ day?: string }>(JOB_TYPES.complianceDueReminders, async (payload) => {
    await run(payload);
  });

  return {
    run,
    scheduleToday,
    /** 1–2 minutes after start, then every hour: queue the day's reminder if nobody has yet. */
    startSchedule: (onError?: (error: unknown) => void, options?: DailyScheduleOptions) => startHourlyDailySchedule(scheduleToday, onError, options),
  };
}
export type DueReminders = ReturnType<typeof createDueReminders>;
