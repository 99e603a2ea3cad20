import { and, asc, desc, eq, gt, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyLinks, complianceDocuments, requirementGroups, requirements, scheduledRuns, services, stageTemplates } from '../../db/schema';

/** Reads for the daily reminder, plus its (name, day) claim in scheduled_runs. */
export function dueRemindersRepository(db: Executor) {
  return {
    /** Accepted services still running on `day`, by keyset on id (`after`), `limit` at a time. */
    activeServices(day: string, after: string | null, limit: number) {
      return db
        .select({ id: services.id, providerCompanyId: services.providerCompanyId, name: services.name, setId: services.setId, startDate: services.startDate, endDate: services.endDate, answeredAt: services.answeredAt })
        .from(services)
        .where(
          and(
            eq(services.status, 'ACCEPTED'),
            or(isNull(services.endDate), gte(services.endDate, day)),
            after ? gt(services.id, after) : undefined,
            // A pair that either side deactivated on its card gets no reminders.
            notExists(
              db
                .select({ one: sql`1` })
                .from(companyLinks)
                .where(and(eq(companyLinks.clientId, services.clientCompanyId), eq(companyLinks.providerId, services.providerCompanyId), sql`not (${companyLinks.clientActive} and ${companyLinks.providerActive})`)),
            ),
          ),
        )
        .orderBy(asc(services.id))
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
