import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complianceDocuments, requirementGroups, requirements, stageTemplates } from '../../db/schema';

export type StageRequirement = Pick<typeof requirements.$inferSelect, 'id' | 'name' | 'delivery'> & { groupId: string; groupName: string };

/** Reads only: the document-set and documents tables belong to their own modules. */
export function complianceSummaryRepository(db: Executor) {
  return {
    /** The stage of the service's set; undefined when it belongs to another set. */
    async stage(setId: string, stageId: string) {
      const [row] = await db
        .select({ id: stageTemplates.id, name: stageTemplates.name })
        .from(stageTemplates)
        .where(and(eq(stageTemplates.id, stageId), eq(stageTemplates.setId, setId)));
      return row;
    },

    /** The stage's requirements in the order the stage page shows them. */
    stageRequirements(stageId: string): Promise<StageRequirement[]> {
      return db
        .select({ id: requirements.id, name: requirements.name, delivery: requirements.delivery, groupId: requirementGroups.id, groupName: requirementGroups.name })
        .from(requirements)
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .where(eq(requirementGroups.stageId, stageId))
        .orderBy(asc(requirementGroups.position), asc(requirements.position), asc(requirements.id));
    },

    /**
     * The status of the newest non-deleted document per requirement and period (DISTINCT ON over the
     * service index): one row per delivered period, however many documents were uploaded.
     */
    newestStatuses(serviceId: string, requirementIds: string[]) {
      if (requirementIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([complianceDocuments.requirementId, complianceDocuments.year, complianceDocuments.month], {
          requirementId: complianceDocuments.requirementId,
          year: complianceDocuments.year,
          month: complianceDocuments.month,
          status: complianceDocuments.status,
        })
        .from(complianceDocuments)
        .where(and(eq(complianceDocuments.serviceId, serviceId), inArray(complianceDocuments.requirementId, requirementIds), isNull(complianceDocuments.deletedAt)))
        .orderBy(
          complianceDocuments.requirementId,
          complianceDocuments.year,
          complianceDocuments.month,
          desc(complianceDocuments.createdAt),
          desc(complianceDocuments.id),
        );
    },

    /** The months (newest first) that hold a live document of the requirements: the download dialog offers them all. */
    documentPeriods(serviceId: string, requirementIds: string[]) {
      if (requirementIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinct({ year: complianceDocuments.year, month: complianceDocuments.month })
        .from(complianceDocuments)
        .where(and(eq(complianceDocuments.serviceId, serviceId), inArray(complianceDocuments.requirementId, requirementIds), isNull(complianceDocuments.deletedAt)))
        .orderBy(desc(complianceDocuments.year), desc(complianceDocuments.month));
    },

    /** Non-deleted documents (any status) of the requirements between two periods, for the ZIP. */
    documentsForZip(serviceId: string, requirementIds: string[], from: { year: number; month: number }, to: { year: number; month: number }) {
      const period = sql`(${complianceDocuments.year} * 100 + ${complianceDocuments.month})`;
      return db
        .select({
          requirementId: complianceDocuments.requirementId,
          year: complianceDocuments.year,
          month: complianceDocuments.month,
          name: complianceDocuments.name,
          extension: complianceDocuments.extension,
          fileId: complianceDocuments.fileId,
        })
        .from(complianceDocuments)
        .where(
          and(
            eq(complianceDocuments.serviceId, serviceId),
            inArray(complianceDocuments.requirementId, requirementIds),
            isNull(complianceDocuments.deletedAt),
            gte(period, from.year * 100 + from.month),
            lte(period, to.year * 100 + to.month),
          ),
        )
        .orderBy(asc(complianceDocuments.year), asc(complianceDocuments.month), asc(complianceDocuments.createdAt), asc(complianceDocuments.id));
    },
  };
}
