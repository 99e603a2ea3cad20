import { and, asc, desc, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyLinks, complianceDocuments, requirementGroups, requirements, scheduledRuns, services, stageTemplates } from '../../db/schema';

/** Where the walk of active services stands: the last service read. */
export interface ServiceKey {
  providerCompanyId: string;
  id: string;
}

/** Reads for the daily reminder, plus its (name, day) claim and walk progress in scheduled_runs. */
export function dueRemindersRepository(db: Executor) {
  return {
    /** Accepted services still running on `day`, provider by provider: by keyset on (provider, id) after `after`, `limit` at a time. */
    activeServices(day: string, after: ServiceKey | null, limit: number) {
      return db
        .select({ id: services.id, providerCompanyId: services.providerCompanyId, name: services.name, setId: services.setId, startDate: services.startDate, endDate: services.endDate, answeredAt: services.answeredAt })
        .from(services)
        .where(
          and(
            eq(services.status, 'ACCEPTED'),
            or(isNull(services.endDate), gte(services.endDate, day)),
            after ? sql`(${services.providerCompanyId}, ${services.id}) > (${after.providerCompanyId}, ${after.id})` : undefined,
            // A pair that either side deactivated on its card gets no reminders.
            notExists(
              db
                .select({ one: sql`1` })
                .from(companyLinks)
                .where(and(eq(companyLinks.clientId, services.clientCompanyId), eq(companyLinks.providerId, services.providerCompanyId), sql`not (${companyLinks.clientActive} and ${companyLinks.providerActive})`)),
            ),
          ),
        )
        .orderBy(asc(services.providerCompanyId), asc(services.id))
        .limit(limit);
    },

    requirementsOfSets(setIds: string[]) {
      if (setIds.length === 0) return Promise.resolve([]);
      return db
        .select({ setId: stageTemplates.setId, id: requirements.id, name: requirements.name, delivery: requirements.delivery })
        .from(requirements)
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId))
        .where(inArray(stageTemplates.setId, setIds))
        .orderBy(asc(stageTemplates.position), asc(requirementGroups.position), asc(requirements.position));
    },

    /** The newest live document's status per service, requirement and period. */
    periodStatuses(serviceIds: string[]) {
      if (serviceIds.length === 0) return Promise.resolve([]);
      const d = complianceDocuments;
      return db
        .selectDistinctOn([d.serviceId, d.requirementId, d.year, d.month], { serviceId: d.serviceId, requirementId: d.requirementId, year: d.year, month: d.month, status: d.status })
        .from(d)
        .where(and(inArray(d.serviceId, serviceIds), isNull(d.deletedAt)))
        .orderBy(d.serviceId, d.requirementId, d.year, d.month, desc(d.createdAt), desc(d.id));
    },

    /**
     * Takes the day's walk, or resumes one that stopped (a crash, a failed batch): where to go on
     * from (`after`: the last provider whose reminder committed, null at the start), or null when the
     * day's walk is done.
     */
    async startWalk(name: string, day: string): Promise<{ after: string | null } | null> {
      const taken = await db.insert(scheduledRuns).values({ name, day, done: false }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (taken.length === 1) return { after: null };
      const [run] = await db.select({ progress: scheduledRuns.progress, done: scheduledRuns.done }).from(scheduledRuns).where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.day, day)));
      return run && !run.done ? { after: run.progress } : null;
    },

    /** Moves the walk's progress from `from` to `to` (ending it when `done`); false when another run moved it first. */
    async advanceWalk(name: string, day: string, move: { from: string | null; to: string | null; done: boolean }): Promise<boolean> {
      const rows = await db
        .update(scheduledRuns)
        .set({ progress: move.to, done: move.done })
        .where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.day, day), eq(scheduledRuns.done, false), sql`${scheduledRuns.progress} is not distinct from ${move.from}`))
        .returning({ name: scheduledRuns.name });
      return rows.length === 1;
    },

    /** True when this call took the day's run; false when another run (or process) already did. */
    async claim(name: string, day: string): Promise<boolean> {
      const rows = await db.insert(scheduledRuns).values({ name, day }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      return rows.length === 1;
    },

    /** For tests and diagnostics: whether `name` ran on `day`. */
    async ran(name: string, day: string): Promise<boolean> {
      const rows = await db.select({ one: sql`1` }).from(scheduledRuns).where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.day, day)));
      return rows.length > 0;
    },
  };
}
