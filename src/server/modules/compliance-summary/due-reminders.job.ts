import { mexicoIsoDate } from '../../../shared/mx/dates';
import type { PeriodStatus } from '../../../shared/domain/compliance-due';
import { MEMBER_ROLES } from '../../../shared/domain/enums';
import { MENSAJES_VENCIMIENTOS as V } from '../../../shared/labels/compliance-summary';
import { monthName } from '../../../shared/labels/months';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import type { NotificationsService } from '../notifications/notifications.service';
import { dueItemsOf, type DueItem } from './due-items';
import { dueRemindersRepository } from './due-reminders.repository';
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
 * What one provider's reminder says, kept as the walk goes: how many documents are due soon and
 * overdue, the first mail lines of each kind (the mail lists due-soon first, MAIL_LINES in all) and
 * its first item (the link when it is the only one). Keeping every item instead held millions of
 * them at 500,000 services and ran the server out of memory.
 */
interface ProviderDue {
  soon: number;
  overdue: number;
  soonLines: string[];
  overdueLines: string[];
  first: DueItem;
}

export interface DueRemindersDeps extends Pacing {
  db: Db;
  notifications: NotificationsService;
  jobs: JobRunner;
  now?: (() => Date) | undefined;
}

/**
 * 'compliance.due-reminders': once per day, each provider company with documents due in 3 days or
 * overdue on an accepted service hears it once (one notification and one mail per member, listing
 * them), not once per requirement. The day's claim commits with the notifications, so a second run
 * of the same day (another process, a retry, the hourly scheduler) tells nobody twice.
 *
 * Only one process runs it: the `scheduled_runs` claim in `scheduleToday` lets one process queue it
 * per day, and the job runner's lease (renewed by its heartbeat) keeps the claimed job on one worker.
 * It walks the active services `batchSize` at a time with `pauseMs` between batches.
 */
export function createDueReminders(deps: DueRemindersDeps) {
  const repo = dueRemindersRepository(deps.db);
  const { batchSize, restBefore } = pacingOf(deps);

  async function collect(day: string): Promise<Map<string, ProviderDue>> {
    const today = utcDate(day);
    const byProvider = new Map<string, ProviderDue>();
    for (let after: string | null = null; ; ) {
      // A short batch was the last, so no rest follows it.
      await restBefore(after === null);
      const batch = await repo.activeServices(day, after, batchSize);
      if (batch.length === 0) return byProvider;
      after = batch.at(-1)?.id ?? null;
      const reqs = await repo.requirementsOfSets([...new Set(batch.map((s) => s.setId))]);
      const statuses = new Map<string, PeriodStatus[]>();
      for (const s of await repo.periodStatuses(batch.map((b) => b.id))) {
        const k = `${s.serviceId}:${s.requirementId}`;
        statuses.set(k, [...(statuses.get(k) ?? []), s]);
      }
      for (const service of batch) {
        const items = dueItemsOf({
          service,
          requirements: reqs.filter((r) => r.setId === service.setId),
          statusesOf: (requirementId) => statuses.get(`${service.id}:${requirementId}`) ?? [],
          today,
        });
        for (const item of items) {
          let due = byProvider.get(service.providerCompanyId);
          if (!due) byProvider.set(service.providerCompanyId, (due = { soon: 0, overdue: 0, soonLines: [], overdueLines: [], first: item }));
          const [count, lines] = item.kind === 'DUE_SOON' ? (['soon', due.soonLines] as const) : (['overdue', due.overdueLines] as const);
          due[count] += 1;
          if (lines.length < MAIL_LINES) lines.push(line(item));
        }
      }
      if (batch.length < batchSize) return byProvider;
    }
  }

  /** Runs the reminder of `day` (default: today in Mexico City). Returns the companies told, or null when that day already ran. */
  async function run(payload: { day?: string } = {}): Promise<string[] | null> {
    const day = payload.day ?? mexicoIsoDate(deps.now?.() ?? new Date());
    const byProvider = await collect(day);
    const told = await deps.db.transaction(async (tx) => {
      if (!(await dueRemindersRepository(tx).claim(JOB_TYPES.complianceDueReminders, day))) return null;
      for (const [companyId, due] of byProvider) {
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
      return [...byProvider.keys()];
    });
    if (told?.length) deps.notifications.sendSoon();
    return told;
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
