import { and, asc, desc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCUMENTS_PER_REQUIREMENT } from '../../../shared/contracts/compliance-documents.contract';
import type { DocumentAction, DocumentStatus } from '../../../shared/domain/compliance';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import type { DocumentDtoSource } from './compliance-documents.dto';
import { companies, complianceDocuments, documentEvents, requirementGroups, requirements, stageTemplates, users } from '../../db/schema';

export type ComplianceDocumentRow = typeof complianceDocuments.$inferSelect;
const d = complianceDocuments;
const live = isNull(d.deletedAt);
// Aliased `d` in SQL for the older-documents page, whose expedient scope fragments name the alias.
const older = alias(complianceDocuments, 'd');

// A service stage is the screen a provider and its client open most: its statements are prepared once per connection.
// The stage of the set with its groups and requirements in page order: one row per requirement, or
// one with neither when the stage has none (a group without requirements shows nothing).
const stageWithRequirements = preparedPerExecutor((db) =>
  db
    .select({ stage: { id: stageTemplates.id, name: stageTemplates.name, description: stageTemplates.description }, group: { id: requirementGroups.id, name: requirementGroups.name }, requirement: requirements })
    .from(stageTemplates)
    .leftJoin(requirementGroups, eq(requirementGroups.stageId, stageTemplates.id))
    .leftJoin(requirements, eq(requirements.groupId, requirementGroups.id))
    .where(and(eq(stageTemplates.id, sql.placeholder('stageId')), eq(stageTemplates.setId, sql.placeholder('setId'))))
    .orderBy(asc(requirementGroups.position), asc(requirementGroups.name), asc(requirements.position), asc(requirements.name))
    .prepare('stage_with_requirements'),
);

// The stage's documents are read by the stage id alone: callers answer them only when the stage is the service set's.
const ofStage = sql`${d.requirementId} in (select r.id from ${requirements} r join ${requirementGroups} g on g.id = r.group_id where g.stage_id = ${sql.placeholder('stageId')})`;

// The status of each period's newest live document, for the stage summary: one row per requirement and period.
const periodNewestStatuses = preparedPerExecutor((db) =>
  db
    .selectDistinctOn([d.requirementId, d.year, d.month], { requirementId: d.requirementId, year: d.year, month: d.month, status: d.status })
    .from(d)
    .where(and(eq(d.serviceId, sql.placeholder('serviceId')), ofStage, live))
    .orderBy(d.requirementId, d.year, d.month, desc(d.createdAt), desc(d.id))
    .prepare('stage_period_newest_statuses'),
);

/**
 * One row of a service stage's documents: a listed one (a requirement's newest
 * DOCUMENTS_PER_REQUIREMENT) with its requirement's `total`, or past those the newest of an older
 * period, which carries only its status (what the due date reads of it).
 */
export type StageDocumentRow =
  | (DocumentDtoSource & { listed: true; requirementId: string; total: number; periodNewest: boolean })
  | { listed: false; requirementId: string; year: number; month: number; status: DocumentStatus; periodNewest: true };

const stageDocuments = preparedPerExecutor((db) => {
  // One window order gives all three: each requirement's rank and total, and each period's newest
  // (the first row of its period in that order). One sort, which the final order reuses. The
  // listed documents' columns ride along: their status and id are read from the table for every
  // document anyway, so reading the rest in the same pass saves looking each one up again.
  const newestFirst = sql`partition by ${d.requirementId} order by ${d.year} desc, ${d.month} desc, ${d.createdAt} desc, ${d.id} desc`;
  const period = sql`${d.year} * 12 + ${d.month}`;
  const ranked = db
    .select({
      id: d.id,
      requirementId: d.requirementId,
      fileId: d.fileId,
      name: d.name,
      extension: d.extension,
      description: d.description,
      year: d.year,
      month: d.month,
      expiresOn: d.expiresOn,
      createdAt: d.createdAt,
      status: d.status,
      validationComment: d.validationComment,
      validatedAt: d.validatedAt,
      listed: sql<boolean>`row_number() over (${newestFirst}) <= ${sql.raw(String(DOCUMENTS_PER_REQUIREMENT))}`.as('listed'),
      total: sql<number>`(count(*) over (partition by ${d.requirementId}))::int`.as('total'),
      periodNewest: sql<boolean>`lag(${period}) over (${newestFirst}) is distinct from ${period}`.as('period_newest'),
    })
    .from(d)
    .where(and(eq(d.serviceId, sql.placeholder('serviceId')), ofStage, live))
    .as('ranked');
  // A two-year service sends about as many older periods as listed documents: their other columns
  // stay in the database (null here), half the text the server would decode for nothing.
  const ifListed = <T>(column: AnyColumn) => sql<T>`case when ${ranked.listed} then ${column} end`.mapWith(column);
  return db
    .select({
      listed: ranked.listed,
      requirementId: ranked.requirementId,
      year: ranked.year,
      month: ranked.month,
      status: ranked.status,
      periodNewest: ranked.periodNewest,
      total: ranked.total,
      id: ifListed<string>(ranked.id),
      fileId: ifListed<string>(ranked.fileId),
      name: ifListed<string>(ranked.name),
      extension: ifListed<string>(ranked.extension),
      description: ifListed<string>(ranked.description),
      expiresOn: ifListed<string | null>(ranked.expiresOn),
      createdAt: ifListed<Date>(ranked.createdAt),
      validationComment: ifListed<string>(ranked.validationComment),
      validatedAt: ifListed<Date | null>(ranked.validatedAt),
    })
    .from(ranked)
    .where(or(ranked.listed, ranked.periodNewest))
    .orderBy(asc(ranked.requirementId), desc(ranked.year), desc(ranked.month), desc(ranked.createdAt), desc(ranked.id))
    .prepare('service_stage_documents');
});

/** Owner of compliance_documents and document_events; every read is scoped by the service id. */
export function complianceDocumentsRepository(db: Executor) {
  return {
    /** The stage when it belongs to the set, with its groups → requirements in page order; undefined otherwise. */
    async stageWithRequirements(setId: string, stageId: string) {
      const rows = await stageWithRequirements(db).execute({ setId, stageId });
      const [first] = rows;
      if (!first) return undefined;
      const requirementRows: { group: { id: string; name: string }; requirement: typeof requirements.$inferSelect }[] = [];
      for (const { group, requirement } of rows) if (group && requirement) requirementRows.push({ group, requirement });
      return { stage: first.stage, rows: requirementRows };
    },

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

    /**
     * A service stage's documents in one read of the service index: each requirement's newest
     * DOCUMENTS_PER_REQUIREMENT (`listed`) with its `total`, and the newest document of each period
     * (`periodNewest`: its status is what the due date reads). The select types every column as a
     * listed row has it; the other rows carry only what StageDocumentRow gives them.
     */
    stageDocuments: (serviceId: string, stageId: string) => stageDocuments(db).execute({ serviceId, stageId }) as Promise<StageDocumentRow[]>,

    /** The status of the newest live document per requirement of the stage and period (DISTINCT ON over the service index). */
    periodNewestStatuses: (serviceId: string, stageId: string) => periodNewestStatuses(db).execute({ serviceId, stageId }),

    /**
     * One page of a requirement's documents strictly older than document `afterId` (year, month,
     * upload, id descending): a service's, a company's own, or a company's within an expedient
     * `scope` (SQL over the alias `d`, as compliance-progress's scopeSql writes it). A company's
     * cursor must be a document of that company. The anchor may since have been deleted: its key
     * still orders the rest.
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
