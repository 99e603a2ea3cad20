import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCUMENTS_PER_REQUIREMENT } from '../../../shared/contracts/compliance-documents.contract';
import type { DocumentAction } from '../../../shared/domain/compliance';
import type { Executor } from '../../db/client';
import { companies, complianceDocuments, documentEvents, requirementGroups, requirements, stageTemplates, users } from '../../db/schema';

export type ComplianceDocumentRow = typeof complianceDocuments.$inferSelect;
const d = complianceDocuments;
const live = isNull(d.deletedAt);
// Aliased `d` in SQL for the older-documents page, whose expedient scope fragments name the alias.
const older = alias(complianceDocuments, 'd');

/** Owner of compliance_documents and document_events; every read is scoped by the service id. */
export function complianceDocumentsRepository(db: Executor) {
  return {
    async stageOfSet(setId: string, stageId: string) {
      const [row] = await db.select().from(stageTemplates).where(and(eq(stageTemplates.id, stageId), eq(stageTemplates.setId, setId))).limit(1);
      return row;
    },

    requirementsOfStage: (stageId: string) =>
      db
        .select({ group: { id: requirementGroups.id, name: requirementGroups.name }, requirement: requirements })
        .from(requirementGroups)
        .innerJoin(requirements, eq(requirements.groupId, requirementGroups.id))
        .where(eq(requirementGroups.stageId, stageId))
        .orderBy(asc(requirementGroups.position), asc(requirementGroups.name), asc(requirements.position), asc(requirements.name)),

    /** The requirement when it belongs to the set (any stage), with its stage id. */
    async requirementOfSet(setId: string, requirementId: string) {
      const [row] = await db
        .select({ requirement: requirements, stageId: stageTemplates.id })
        .from(requirements)
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId))
        .where(and(eq(requirements.id, requirementId), eq(stageTemplates.setId, setId)))
        .limit(1);
      return row;
    },

    /** The newest documents of each requirement (one window query), with each requirement's total. */
    async newestDocuments(serviceId: string, requirementIds: string[]) {
      if (requirementIds.length === 0) return [];
      const ranked = db
        .select({
          id: d.id,
          rank: sql<number>`row_number() over (partition by ${d.requirementId} order by ${d.year} desc, ${d.month} desc, ${d.createdAt} desc, ${d.id} desc)`.as('rank'),
          total: sql<number>`(count(*) over (partition by ${d.requirementId}))::int`.as('total'),
        })
        .from(d)
        .where(and(eq(d.serviceId, serviceId), inArray(d.requirementId, requirementIds), live))
        .as('ranked');
      return db
        .select({ document: d, rank: ranked.rank, total: ranked.total })
        .from(ranked)
        .innerJoin(d, eq(d.id, ranked.id))
        .where(lte(ranked.rank, DOCUMENTS_PER_REQUIREMENT))
        .orderBy(asc(d.requirementId), asc(ranked.rank));
    },

    /**
     * One page of a requirement's documents strictly older than document `afterId`, in the stage
     * view's order (year, month, created_at, id descending): a row-value keyset over the service or
     * company index. The anchor may since have been deleted: its key still orders the rest.
     */
    /**
     * One page of a requirement's documents strictly older than document `afterId` (year, month,
     * upload, id descending): a service's, a company's own, or a company's within an expedient
     * `scope` (SQL over the alias `d`, as compliance-progress's scopeSql writes it). A company's
     * cursor must be a document of that company.
     */
    olderDocuments(owner: { serviceId: string } | { companyId: string; scope?: SQL }, requirementId: string, afterId: string, limit: number) {
      const t = older;
      const ownerCondition = 'serviceId' in owner ? eq(t.serviceId, owner.serviceId) : and(eq(t.companyId, owner.companyId), owner.scope ?? isNull(t.serviceId));
      const sameCompany = 'companyId' in owner ? sql` and a.company_id = ${owner.companyId}` : sql``;
      const anchor = sql`(select a.year, a.month, a.created_at, a.id from compliance_documents a where a.id = ${afterId} and a.requirement_id = ${requirementId}${sameCompany})`;
      return db
        .select()
        .from(t)
        .where(and(ownerCondition, eq(t.requirementId, requirementId), isNull(t.deletedAt), sql`(${t.year}, ${t.month}, ${t.createdAt}, ${t.id}) < ${anchor}`))
        .orderBy(desc(t.year), desc(t.month), desc(t.createdAt), desc(t.id))
        .limit(limit);
    },

    /** Periods with an accepted document, per requirement (what the due date skips). */
    /** The newest live document's status per requirement and period (DISTINCT ON over the service index). */
    periodStatuses: (serviceId: string, requirementIds: string[]) =>
      requirementIds.length === 0
        ? Promise.resolve([])
        : db
            .selectDistinctOn([d.requirementId, d.year, d.month], { requirementId: d.requirementId, year: d.year, month: d.month, status: d.status })
            .from(d)
            .where(and(eq(d.serviceId, serviceId), inArray(d.requirementId, requirementIds), live))
            .orderBy(d.requirementId, d.year, d.month, desc(d.createdAt), desc(d.id)),

    async newestOfPeriod(serviceId: string, requirementId: string, year: number, month: number) {
      const [row] = await db
        .select()
        .from(d)
        .where(and(eq(d.serviceId, serviceId), eq(d.requirementId, requirementId), eq(d.year, year), eq(d.month, month), live))
        .orderBy(desc(d.createdAt), desc(d.id))
        .limit(1);
      return row;
    },

    async find(serviceId: string, documentId: string) {
      const [row] = await db.select().from(d).where(and(eq(d.serviceId, serviceId), eq(d.id, documentId), live)).limit(1);
      return row;
    },

    async insert(values: typeof d.$inferInsert) {
      const [row] = await db.insert(d).values(values).returning();
      if (!row) throw new Error('compliance document insert');
      return row;
    },

    async update(serviceId: string, documentId: string, values: Partial<typeof d.$inferInsert>) {
      const [row] = await db.update(d).set(values).where(and(eq(d.serviceId, serviceId), eq(d.id, documentId))).returning();
      if (!row) throw new Error('compliance document update');
      return row;
    },

    /** Decides a document still under review; undefined when another decision got there first. */
    async decide(serviceId: string, documentId: string, values: Pick<typeof d.$inferInsert, 'status' | 'validationComment' | 'validatedBy' | 'validatedAt'>) {
      const [row] = await db
        .update(d)
        .set(values)
        .where(and(eq(d.serviceId, serviceId), eq(d.id, documentId), eq(d.status, 'REVIEW'), live))
        .returning();
      return row;
    },

    async addEvent(values: { documentId: string; action: DocumentAction; userId: string; companyId: string; comment?: string }) {
      await db.insert(documentEvents).values(values);
    },

    history: (documentId: string) =>
      db
        .select({ id: documentEvents.id, action: documentEvents.action, comment: documentEvents.comment, createdAt: documentEvents.createdAt, user: users.completeName, company: companies.name })
        .from(documentEvents)
        .leftJoin(users, eq(users.id, documentEvents.userId))
        .leftJoin(companies, eq(companies.id, documentEvents.companyId))
        .where(eq(documentEvents.documentId, documentId))
        .orderBy(asc(documentEvents.createdAt), asc(documentEvents.id)),

    async companyName(companyId: string) {
      const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row?.name ?? '';
    },
  };
}
