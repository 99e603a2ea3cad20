import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCUMENTS_PER_REQUIREMENT } from '../../../shared/contracts/compliance-documents.contract';
import type { DocumentAction, DocumentStatus } from '../../../shared/domain/compliance';
import type { PeriodStatus } from '../../../shared/domain/compliance-due';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import type { DocumentDtoSource } from './compliance-documents.dto';
import type { RequirementDocuments } from './requirement-groups';
import { companies, complianceDocuments, documentEvents, requirementGroups, requirements, stageTemplates, users } from '../../db/schema';

export type ComplianceDocumentRow = typeof complianceDocuments.$inferSelect;
const d = complianceDocuments;
const live = isNull(d.deletedAt);
// Aliased `d` in SQL for the older-documents page, whose expedient scope fragments name the alias.
const older = alias(complianceDocuments, 'd');

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

/** A requirement of a service stage: its newest DOCUMENTS_PER_REQUIREMENT documents, how many it has, and the status of each period's newest. */
export interface StageRequirementDocuments extends RequirementDocuments {
  periodStatuses: PeriodStatus[];
}

/**
 * A document of the stage as PostgreSQL writes it into the requirement's JSON array, newest first:
 * a listed one whole, past those the newest of an older period with only what the due date reads.
 * `periodNewest` tells whether a listed one is its period's newest (its status counts then).
 */
type ListedJson = [year: number, month: number, status: DocumentStatus, periodNewest: boolean, id: string, fileId: string, name: string, extension: string, description: string, expiresOn: string | null, createdAt: string, validationComment: string, validatedAt: string | null];
type OlderPeriodJson = [year: number, month: number, status: DocumentStatus];

type RequirementDocumentsJson = [total: number, documents: (ListedJson | OlderPeriodJson)[]] | [null, null];

function toRequirementDocuments(json: RequirementDocumentsJson | null): StageRequirementDocuments {
  const [total, entries] = json ?? [null, null];
  const list: DocumentDtoSource[] = [];
  const periodStatuses: PeriodStatus[] = [];
  for (const entry of entries ?? []) {
    const [year, month, status] = entry;
    if (entry.length === 3) {
      periodStatuses.push({ year, month, status });
      continue;
    }
    const [, , , periodNewest, id, fileId, name, extension, description, expiresOn, createdAt, validationComment, validatedAt] = entry;
    if (periodNewest) periodStatuses.push({ year, month, status });
    list.push({ id, fileId, name, extension, description, year, month, expiresOn, createdAt: new Date(createdAt), status, validationComment, validatedAt: validatedAt === null ? null : new Date(validatedAt) });
  }
  return { list, total: total ?? 0, periodStatuses };
}

/**
 * A requirement's documents in the service (placeholder serviceId) as one JSON value, [total,
 * documents newest first]: the server parses one text instead of a dozen fields for each of a long
 * stage's 300 documents, which was most of its CPU for the call. One window order gives the rank,
 * the total and each period's newest (the first of its period in that order), read backwards from
 * the service index (only the id tiebreak is sorted). The listed documents' columns ride along:
 * their status and id are read from the table for every document anyway.
 */
const documentsOfRequirement = sql<RequirementDocumentsJson>`(
  select json_build_array(min(total), json_agg(case when listed
      then json_build_array(year, month, status, period_newest, id, file_id, name, extension, description, expires_on, created_at, validation_comment, validated_at)
      else json_build_array(year, month, status) end
    order by year desc, month desc, created_at desc, id desc))
  from (
    select ${d.id} as id, ${d.fileId} as file_id, ${d.name} as name, ${d.extension} as extension, ${d.description} as description,
      ${d.year} as year, ${d.month} as month, ${d.expiresOn} as expires_on, ${d.createdAt} as created_at, ${d.status} as status,
      ${d.validationComment} as validation_comment, ${d.validatedAt} as validated_at,
      row_number() over newest_first <= ${sql.raw(String(DOCUMENTS_PER_REQUIREMENT))} as listed,
      (count(*) over ())::int as total,
      lag(${d.year} * 12 + ${d.month}) over newest_first is distinct from ${d.year} * 12 + ${d.month} as period_newest
    from ${d}
    where ${d.serviceId} = ${sql.placeholder('serviceId')} and ${d.requirementId} = ${requirements.id} and ${d.deletedAt} is null
    window newest_first as (order by ${d.year} desc, ${d.month} desc, ${d.createdAt} desc, ${d.id} desc)
  ) ranked
  where listed or period_newest
)`;

// A service stage is the screen a provider and its client open most: its statements are prepared once per connection.
// The stage of the set with its groups and requirements in page order: one row per requirement, or
// one with neither when the stage has none (a group without requirements shows nothing). With
// `withDocuments`, each requirement's documents in the service (placeholder serviceId) ride along in
// the same statement; without, `documents` is null.
const stageOfSet = (db: Executor, withDocuments: boolean) =>
  db
    .select({
      stage: { id: stageTemplates.id, name: stageTemplates.name, description: stageTemplates.description },
      group: { id: requirementGroups.id, name: requirementGroups.name },
      requirement: requirements,
      documents: withDocuments ? documentsOfRequirement : sql<null>`null`,
    })
    .from(stageTemplates)
    .leftJoin(requirementGroups, eq(requirementGroups.stageId, stageTemplates.id))
    .leftJoin(requirements, eq(requirements.groupId, requirementGroups.id))
    .where(and(eq(stageTemplates.id, sql.placeholder('stageId')), eq(stageTemplates.setId, sql.placeholder('setId'))))
    .orderBy(asc(requirementGroups.position), asc(requirementGroups.name), asc(requirements.position), asc(requirements.name));
const stageWithRequirements = preparedPerExecutor((db) => stageOfSet(db, false).prepare('stage_with_requirements'));
const serviceStage = preparedPerExecutor((db) => stageOfSet(db, true).prepare('service_stage'));
type StageOfSetRow = Awaited<ReturnType<ReturnType<typeof stageWithRequirements>['execute']>>[number];

/** The stage of its rows with the requirement rows in page order; undefined when the stage is not the set's. */
function stageOfRows(rows: readonly StageOfSetRow[]) {
  const [first] = rows;
  if (!first) return undefined;
  const requirementRows: { group: { id: string; name: string }; requirement: typeof requirements.$inferSelect; documents: RequirementDocumentsJson | null }[] = [];
  for (const { group, requirement, documents } of rows) if (group && requirement) requirementRows.push({ group, requirement, documents });
  return { stage: first.stage, rows: requirementRows };
}

/** Owner of compliance_documents and document_events; every read is scoped by the service id. */
export function complianceDocumentsRepository(db: Executor) {
  return {
    /** The stage when it belongs to the set, with its groups → requirements in page order; undefined otherwise. */
    stageWithRequirements: async (setId: string, stageId: string) => stageOfRows(await stageWithRequirements(db).execute({ setId, stageId })),

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
     * The stage when it belongs to the set, with its groups → requirements in page order and each
     * requirement's documents in the service: its newest DOCUMENTS_PER_REQUIREMENT with its total,
     * and the status of each period's newest document (what the due date reads), by requirement id;
     * undefined otherwise.
     */
    async serviceStage(setId: string, stageId: string, serviceId: string) {
      const found = stageOfRows(await serviceStage(db).execute({ setId, stageId, serviceId }));
      if (!found) return undefined;
      const documents = new Map(found.rows.map(({ requirement, documents: json }) => [requirement.id, toRequirementDocuments(json)]));
      return { stage: found.stage, rows: found.rows, documents };
    },

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
