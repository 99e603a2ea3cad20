import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complianceDocuments, files, requirementGroups, requirements, serviceStageAuthorizations, stageTemplates, users } from '../../db/schema';

const d = complianceDocuments;
const a = serviceStageAuthorizations;

/**
 * The service_stage_authorizations table (owned by this module). It also reads, never writes, the
 * stages and requirements of the service's set and the service's documents: the same read-only
 * queries the stage summary makes, where a port would cost a round trip per stage.
 */
export function stageAuthorizationsRepository(db: Executor) {
  return {
    /** The stages of the service's set, in the selector's order. */
    stages(setId: string) {
      return db.select({ id: stageTemplates.id, name: stageTemplates.name }).from(stageTemplates).where(eq(stageTemplates.setId, setId)).orderBy(asc(stageTemplates.position), asc(stageTemplates.id));
    },

    requirementsOf(stageIds: readonly string[]) {
      if (stageIds.length === 0) return Promise.resolve([]);
      return db
        .select({ stageId: requirementGroups.stageId, id: requirements.id, name: requirements.name, delivery: requirements.delivery })
        .from(requirements)
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .where(inArray(requirementGroups.stageId, [...stageIds]));
    },

    /** The newest live document's status per requirement and period (what the summary and cards read). */
    newestStatuses(serviceId: string, requirementIds: readonly string[]) {
      if (requirementIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([d.requirementId, d.year, d.month], { requirementId: d.requirementId, year: d.year, month: d.month, status: d.status })
        .from(d)
        .where(and(eq(d.serviceId, serviceId), inArray(d.requirementId, [...requirementIds]), isNull(d.deletedAt)))
        .orderBy(d.requirementId, d.year, d.month, desc(d.createdAt), desc(d.id));
    },

    /**
     * The documents an authorization covers: per requirement and period the newest live one, when
     * accepted, with its file's hash (what the authorization's record lists), in the record's order.
     */
    async acceptedDocuments(serviceId: string, requirementIds: readonly string[]) {
      if (requirementIds.length === 0) return [];
      const rows = await db
        .selectDistinctOn([d.requirementId, d.year, d.month], { requirement: requirements.name, year: d.year, month: d.month, name: files.name, sha256: files.sha256, status: d.status })
        .from(d)
        .innerJoin(requirements, eq(requirements.id, d.requirementId))
        .innerJoin(files, eq(files.id, d.fileId))
        .where(and(eq(d.serviceId, serviceId), inArray(d.requirementId, [...requirementIds]), isNull(d.deletedAt)))
        .orderBy(d.requirementId, d.year, d.month, desc(d.createdAt), desc(d.id));
      return rows.filter((r) => r.status === 'ACCEPTED').toSorted((x, y) => x.requirement.localeCompare(y.requirement, 'es') || x.year - y.year || x.month - y.month);
    },

    /**
     * Per stage, its document changes on the service: documents delivered (deleted ones included),
     * plus those rejected, plus those deleted. Each only grows (a document is decided once, from
     * review, and deleted once), so a higher count than at the authorization means something changed.
     */
    async changes(serviceId: string, stageIds: readonly string[]): Promise<Map<string, number>> {
      if (stageIds.length === 0) return new Map();
      const rows = await db
        .select({
          stageId: requirementGroups.stageId,
          changes: sql<number>`(count(*) + count(*) filter (where ${d.status} = 'REJECTED') + count(${d.deletedAt}))::int`,
        })
        .from(d)
        .innerJoin(requirements, eq(requirements.id, d.requirementId))
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .where(and(eq(d.serviceId, serviceId), inArray(requirementGroups.stageId, [...stageIds])))
        .groupBy(requirementGroups.stageId);
      return new Map(rows.map((r) => [r.stageId, Number(r.changes)]));
    },

    authorizations(serviceId: string) {
      return db
        .select({ stageId: a.stageId, authorizedAt: a.authorizedAt, changesSeen: a.changesSeen, authorizedByName: users.completeName, recordFileId: a.recordFileId, recordFolderId: a.recordFolderId })
        .from(a)
        .leftJoin(users, eq(users.id, a.authorizedBy))
        .where(eq(a.serviceId, serviceId));
    },

    async userName(id: string): Promise<string> {
      const [row] = await db.select({ name: users.completeName }).from(users).where(eq(users.id, id));
      return row?.name ?? '';
    },

    /** One row per service and stage: a new authorization rewrites who, when and what it saw. */
    async upsert(values: { serviceId: string; stageId: string; authorizedBy: string; authorizedAt: Date; changesSeen: number; recordFileId: string; recordFolderId: string }) {
      const { authorizedBy, authorizedAt, changesSeen, recordFileId, recordFolderId } = values;
      await db
        .insert(a)
        .values(values)
        .onConflictDoUpdate({ target: [a.serviceId, a.stageId], set: { authorizedBy, authorizedAt, changesSeen, recordFileId, recordFolderId } });
    },
  };
}
