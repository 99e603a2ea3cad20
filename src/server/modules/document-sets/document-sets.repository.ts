import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { RequirementFormat, TDeliveryRule } from '../../../shared/domain/compliance';
import type { Executor } from '../../db/client';
import { complianceDocuments, documentSets, requirementGroups, requirements, services, stageTemplates } from '../../db/schema';

export type DocumentSetRow = typeof documentSets.$inferSelect;
export type StageRow = typeof stageTemplates.$inferSelect;
export type GroupRow = typeof requirementGroups.$inferSelect;
export type RequirementRow = typeof requirements.$inferSelect;

export interface RequirementValues {
  name: string;
  format: RequirementFormat;
  delivery: TDeliveryRule;
  helpText: string;
}

/** Any document ever delivered against the requirement, deleted ones included (the foreign key keeps them). Raw names: see list(). */
const documentsOf = sql<boolean>`exists (select 1 from compliance_documents cd where cd.requirement_id = "requirements"."id")`;

/** The one row an `insert … returning()` gives back. */
function inserted<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`document-sets: ${what} insert returned nothing`);
  return row;
}

/**
 * The document-set tables (documentSets → stageTemplates → requirementGroups → requirements), owned by
 * this module. It reads, never writes, services (how many use a set) and compliance documents
 * (whether a requirement has any): a yes/no or a count each.
 */
export function documentSetsRepository(db: Executor) {
  return {
    /** Platform sets and the company's own, with their stage count and the services using them. */
    async list(companyId: string) {
      // Raw names: drizzle leaves columns unqualified in a one-table select, which a correlated subquery would misread.
      const servicesCount = sql<number>`(select count(*)::int from services s where s.set_id = "document_sets"."id"
        and ("document_sets"."owner_company_id" is not null or s.client_company_id = ${companyId} or s.provider_company_id = ${companyId}))`;
      const stagesCount = sql<number>`(select count(*)::int from stage_templates st where st.set_id = "document_sets"."id")`;
      return db
        .select({ set: documentSets, servicesCount, stagesCount })
        .from(documentSets)
        .where(or(isNull(documentSets.ownerCompanyId), eq(documentSets.ownerCompanyId, companyId)));
    },

    async find(setId: string): Promise<DocumentSetRow | undefined> {
      const [row] = await db.select().from(documentSets).where(eq(documentSets.id, setId));
      return row;
    },

    /** Services using the set; `companyId` limits it to that company's services (a platform set's count). */
    async servicesUsing(setId: string, companyId?: string): Promise<number> {
      const conditions = [eq(services.setId, setId)];
      const side = companyId ? or(eq(services.clientCompanyId, companyId), eq(services.providerCompanyId, companyId)) : undefined;
      if (side) conditions.push(side);
      const [row] = await db.select({ n: count() }).from(services).where(and(...conditions));
      return row?.n ?? 0;
    },

    /** Case- and accent-blind among the company's own sets and the platform's. */
    async nameTaken(companyId: string, name: string, exceptId?: string): Promise<boolean> {
      const conditions = [or(isNull(documentSets.ownerCompanyId), eq(documentSets.ownerCompanyId, companyId)), sql`avala_fold(${documentSets.name}) = avala_fold(${name})`];
      if (exceptId) conditions.push(ne(documentSets.id, exceptId));
      const [row] = await db.select({ id: documentSets.id }).from(documentSets).where(and(...conditions)).limit(1);
      return row !== undefined;
    },

    async insert(companyId: string, name: string): Promise<DocumentSetRow> {
      return inserted(await db.insert(documentSets).values({ ownerCompanyId: companyId, name }).returning(), 'set');
    },

    async update(setId: string, values: Partial<Pick<DocumentSetRow, 'name' | 'retired'>>): Promise<DocumentSetRow | undefined> {
      const [row] = await db.update(documentSets).set(values).where(eq(documentSets.id, setId)).returning();
      return row;
    },

    async remove(setId: string): Promise<boolean> {
      const rows = await db.delete(documentSets).where(eq(documentSets.id, setId)).returning({ id: documentSets.id });
      return rows.length === 1;
    },

    /** The whole tree in three ordered queries, each row with whether documents were delivered under it. */
    async tree(setId: string) {
      const stages = await db
        .select({ stage: stageTemplates })
        .from(stageTemplates)
        .where(eq(stageTemplates.setId, setId))
        .orderBy(asc(stageTemplates.position), asc(stageTemplates.id));
      const stageIds = stages.map((s) => s.stage.id);
      const groups = stageIds.length
        ? await db.select().from(requirementGroups).where(inArray(requirementGroups.stageId, stageIds)).orderBy(asc(requirementGroups.position), asc(requirementGroups.id))
        : [];
      const groupIds = groups.map((g) => g.id);
      const reqs = groupIds.length
        ? await db
            .select({ requirement: requirements, hasDocuments: documentsOf })
            .from(requirements)
            .where(inArray(requirements.groupId, groupIds))
            .orderBy(asc(requirements.position), asc(requirements.id))
        : [];
      return { stages: stages.map((s) => s.stage), groups, requirements: reqs };
    },

    async findStage(setId: string, stageId: string): Promise<StageRow | undefined> {
      const [row] = await db.select().from(stageTemplates).where(and(eq(stageTemplates.setId, setId), eq(stageTemplates.id, stageId)));
      return row;
    },

    async findGroup(setId: string, groupId: string): Promise<GroupRow | undefined> {
      const [row] = await db
        .select({ group: requirementGroups })
        .from(requirementGroups)
        .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId))
        .where(and(eq(stageTemplates.setId, setId), eq(requirementGroups.id, groupId)));
      return row?.group;
    },

    async findRequirement(setId: string, requirementId: string): Promise<RequirementRow | undefined> {
      const [row] = await db
        .select({ requirement: requirements })
        .from(requirements)
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId))
        .where(and(eq(stageTemplates.setId, setId), eq(requirements.id, requirementId)));
      return row?.requirement;
    },

    /** Whether any requirement under the set, the stage, the group or the requirement itself has documents. */
    async hasDocuments(scope: { setId?: string; stageId?: string; groupId?: string; requirementId?: string }): Promise<boolean> {
      const base = db
        .select({ id: complianceDocuments.id })
        .from(complianceDocuments)
        .innerJoin(requirements, eq(requirements.id, complianceDocuments.requirementId))
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId));
      const where = scope.requirementId
        ? eq(requirements.id, scope.requirementId)
        : scope.groupId
          ? eq(requirementGroups.id, scope.groupId)
          : scope.stageId
            ? eq(requirementGroups.stageId, scope.stageId)
            : eq(stageTemplates.setId, scope.setId ?? '00000000-0000-0000-0000-000000000000');
      const [row] = await base.where(where).limit(1);
      return row !== undefined;
    },

    async nextStagePosition(setId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`coalesce(max(${stageTemplates.position}) + 1, 0)::int` }).from(stageTemplates).where(eq(stageTemplates.setId, setId));
      return row?.n ?? 0;
    },
    async nextGroupPosition(stageId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`coalesce(max(${requirementGroups.position}) + 1, 0)::int` }).from(requirementGroups).where(eq(requirementGroups.stageId, stageId));
      return row?.n ?? 0;
    },
    async nextRequirementPosition(groupId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`coalesce(max(${requirements.position}) + 1, 0)::int` }).from(requirements).where(eq(requirements.groupId, groupId));
      return row?.n ?? 0;
    },

    async insertStage(values: typeof stageTemplates.$inferInsert): Promise<StageRow> {
      return inserted(await db.insert(stageTemplates).values(values).returning(), 'stage');
    },
    async updateStage(stageId: string, values: { name: string; description: string }) {
      const [row] = await db.update(stageTemplates).set(values).where(eq(stageTemplates.id, stageId)).returning();
      return row;
    },
    async removeStage(stageId: string) {
      await db.delete(stageTemplates).where(eq(stageTemplates.id, stageId));
    },

    async insertGroup(values: typeof requirementGroups.$inferInsert): Promise<GroupRow> {
      return inserted(await db.insert(requirementGroups).values(values).returning(), 'group');
    },
    async updateGroup(groupId: string, name: string) {
      const [row] = await db.update(requirementGroups).set({ name }).where(eq(requirementGroups.id, groupId)).returning();
      return row;
    },
    async removeGroup(groupId: string) {
      await db.delete(requirementGroups).where(eq(requirementGroups.id, groupId));
    },

    async insertRequirement(values: typeof requirements.$inferInsert): Promise<RequirementRow> {
      return inserted(await db.insert(requirements).values(values).returning(), 'requirement');
    },
    async updateRequirement(requirementId: string, values: Partial<RequirementValues & { exampleImage: string | null }>) {
      const [row] = await db.update(requirements).set(values).where(eq(requirements.id, requirementId)).returning();
      return row;
    },
    async removeRequirement(requirementId: string) {
      await db.delete(requirements).where(eq(requirements.id, requirementId));
    },

    /** Children ids of a parent, for checking a new order names exactly them. */
    async stageIds(setId: string) {
      return (await db.select({ id: stageTemplates.id }).from(stageTemplates).where(eq(stageTemplates.setId, setId))).map((r) => r.id);
    },
    async groupIds(stageId: string) {
      return (await db.select({ id: requirementGroups.id }).from(requirementGroups).where(eq(requirementGroups.stageId, stageId))).map((r) => r.id);
    },
    async requirementIds(groupId: string) {
      return (await db.select({ id: requirements.id }).from(requirements).where(eq(requirements.groupId, groupId))).map((r) => r.id);
    },

    /** Positions 0..n-1 in the given order (ids already checked to be exactly the parent's children). */
    async reorder(level: 'stages' | 'groups' | 'requirements', ids: string[]) {
      const table = level === 'stages' ? stageTemplates : level === 'groups' ? requirementGroups : requirements;
      for (const [position, id] of ids.entries()) await db.update(table).set({ position }).where(eq(table.id, id));
    },
  };
}
export type DocumentSetsRepository = ReturnType<typeof documentSetsRepository>;
