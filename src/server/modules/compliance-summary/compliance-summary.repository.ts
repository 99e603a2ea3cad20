import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { complianceDocuments, requirementGroups, requirements, stageTemplates } from '../../db/schema';

export type StageRequirement = Pick<typeof requirements.$inferSelect, 'id' | 'name' | 'delivery'> & { groupId: string; groupName: string };

// The summary is asked with every stage screen: its statements are prepared once per connection.
const stageOf = preparedPerExecutor((db) =>
  db
    .select({ id: stageTemplates.id, name: stageTemplates.name })
    .from(stageTemplates)
    .where(and(eq(stageTemplates.id, sql.placeholder('stageId')), eq(stageTemplates.setId, sql.placeholder('setId'))))
    .prepare('summary_stage_of_set'),
);

const stageRequirements = preparedPerExecutor((db) =>
  db
    .select({ id: requirements.id, name: requirements.name, delivery: requirements.delivery, groupId: requirementGroups.id, groupName: requirementGroups.name })
    .from(requirements)
    .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
    .where(eq(requirementGroups.stageId, sql.placeholder('stageId')))
    .orderBy(asc(requirementGroups.position), asc(requirements.position), asc(requirements.id))
    .prepare('summary_stage_requirements'),
);

const d = complianceDocuments;
const newestStatuses = preparedPerExecutor((db) =>
  db
    .selectDistinctOn([d.requirementId, d.year, d.month], { requirementId: d.requirementId, year: d.year, month: d.month, status: d.status })
    .from(d)
    .where(
      and(
        eq(d.serviceId, sql.placeholder('serviceId')),
        sql`${d.requirementId} in (select r.id from ${requirements} r join ${requirementGroups} g on g.id = r.group_id where g.stage_id = ${sql.placeholder('stageId')})`,
        isNull(d.deletedAt),
      ),
    )
    .orderBy(d.requirementId, d.year, d.month, desc(d.createdAt), desc(d.id))
    .prepare('summary_newest_statuses'),
);

/** Reads only: the document-set and documents tables belong to their own modules. */
export function complianceSummaryRepository(db: Executor) {
  return {
    /** The stage of the service's set; undefined when it belongs to another set. */
    async stage(setId: string, stageId: string) {
      const [row] = await stageOf(db).execute({ setId, stageId });
      return row;
    },

    /** The stage's requirements in the order the stage page shows them. */
    stageRequirements: (stageId: string): Promise<StageRequirement[]> => stageRequirements(db).execute({ stageId }),

    /**
     * The status of the newest non-deleted document per requirement of the stage and period
     * (DISTINCT ON over the service index): one row per delivered period, however many documents
     * were uploaded.
     */
    newestStatuses: (serviceId: string, stageId: string) => newestStatuses(db).execute({ serviceId, stageId }),

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
