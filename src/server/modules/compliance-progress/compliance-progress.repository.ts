import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DOCUMENTS_PER_REQUIREMENT } from '../../../shared/contracts/compliance-documents.contract';
import { DEFAULT_DOCUMENT_SET_ID } from '../../../shared/domain/compliance-defaults';
import type { Executor } from '../../db/client';
import { companies, companyLinks, complianceDocuments, documentSets, requirementGroups, requirements, stageTemplates } from '../../db/schema';

const d = complianceDocuments;

/**
 * Which delivered documents count for a company: `company` its company-level ones only (its stage
 * page); `all` every one (the company looking at its own expedient); `viewer` company-level ones plus
 * those delivered on services with that client (a counterpart never sees another client's documents).
 */
export type DocumentScope = { kind: 'company' } | { kind: 'all' } | { kind: 'viewer'; viewerId: string };

export function scopeSql(scope: DocumentScope): SQL {
  if (scope.kind === 'company') return sql`d.service_id is null`;
  if (scope.kind === 'all') return sql`true`;
  return sql`(d.service_id is null or exists (select 1 from services s where s.id = d.service_id and s.client_company_id = ${scope.viewerId}))`;
}

export interface ProgressRow {
  stageId: string;
  total: number;
  accepted: number;
  review: number;
  rejected: number;
}

/** Reads only: document sets, documents and links belong to their own modules. */
export function complianceProgressRepository(db: Executor) {
  /** The company's sets: the platform's default set and the sets it owns (not the generators line, not retired). */
  const companySets = (companyId: string) =>
    and(
      or(eq(documentSets.id, DEFAULT_DOCUMENT_SET_ID), eq(documentSets.ownerCompanyId, companyId)),
      eq(documentSets.generators, false),
      eq(documentSets.retired, false),
    );

  return {
    /** The company's stages in set then stage order; `expedientOnly` keeps the stages named like 'expediente'. */
    stages(companyId: string, options: { expedientOnly?: boolean } = {}) {
      return db
        .select({ id: stageTemplates.id, name: stageTemplates.name, description: stageTemplates.description })
        .from(stageTemplates)
        .innerJoin(documentSets, eq(documentSets.id, stageTemplates.setId))
        .where(and(companySets(companyId), options.expedientOnly ? sql`${stageTemplates.name} ilike '%expediente%'` : undefined))
        .orderBy(sql`${documentSets.id} <> ${DEFAULT_DOCUMENT_SET_ID}`, asc(documentSets.name), asc(stageTemplates.position), asc(stageTemplates.name));
    },

    /**
     * Per stage, its requirements by the status of their newest document (year, month, upload), in
     * one query: a LATERAL newest-row lookup per requirement, served by the company indexes.
     */
    async progress(companyId: string, stageIds: readonly string[], scope: DocumentScope): Promise<ProgressRow[]> {
      if (stageIds.length === 0) return [];
      const ids = sql.join(stageIds.map((id) => sql`${id}::uuid`), sql`, `);
      const result = await db.execute(sql`
        select g.stage_id as "stageId",
               count(*)::int as total,
               count(*) filter (where nd.status = 'ACCEPTED')::int as accepted,
               count(*) filter (where nd.status = 'REVIEW')::int as review,
               count(*) filter (where nd.status = 'REJECTED')::int as rejected
        from requirement_groups g
        join requirements q on q.group_id = g.id
        left join lateral (
          select d.status from compliance_documents d
          where d.company_id = ${companyId} and d.requirement_id = q.id and d.deleted_at is null and ${scopeSql(scope)}
          order by d.year desc, d.month desc, d.created_at desc, d.id desc
          limit 1
        ) nd on true
        where g.stage_id in (${ids})
        group by g.stage_id`);
      return (result as unknown as { rows: ProgressRow[] }).rows.map((r) => ({ ...r, total: Number(r.total), accepted: Number(r.accepted), review: Number(r.review), rejected: Number(r.rejected) }));
    },

    requirementsOfStages: (stageIds: readonly string[]) =>
      stageIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ stageId: requirementGroups.stageId, group: { id: requirementGroups.id, name: requirementGroups.name }, requirement: requirements })
            .from(requirementGroups)
            .innerJoin(requirements, eq(requirements.groupId, requirementGroups.id))
            .where(inArray(requirementGroups.stageId, [...stageIds]))
            .orderBy(asc(requirementGroups.position), asc(requirementGroups.name), asc(requirements.position), asc(requirements.name)),

    /** The newest documents of each requirement in scope (one window query), with each requirement's total. */
    async newestDocuments(companyId: string, requirementIds: readonly string[], scope: DocumentScope) {
      if (requirementIds.length === 0) return [];
      const list = sql.join(requirementIds.map((id) => sql`${id}::uuid`), sql`, `);
      const ranked = await db.execute(sql`
        select id, total from (
          select d.id,
                 row_number() over (partition by d.requirement_id order by d.year desc, d.month desc, d.created_at desc, d.id desc) as rank,
                 (count(*) over (partition by d.requirement_id))::int as total
          from compliance_documents d
          where d.company_id = ${companyId} and d.requirement_id in (${list}) and d.deleted_at is null and ${scopeSql(scope)}
        ) ranked where rank <= ${DOCUMENTS_PER_REQUIREMENT}`);
      const rows = (ranked as unknown as { rows: { id: string; total: number }[] }).rows;
      if (rows.length === 0) return [];
      const totals = new Map(rows.map((r) => [r.id, Number(r.total)]));
      const documents = await db
        .select()
        .from(d)
        .where(inArray(d.id, [...totals.keys()]))
        .orderBy(asc(d.requirementId), sql`${d.year} desc, ${d.month} desc, ${d.createdAt} desc, ${d.id} desc`);
      return documents.map((document) => ({ document, total: totals.get(document.id) ?? 0 }));
    },

    /** The company-level documents of the requirements, for Documents.zip (requirement, then period, then upload). */
    /** `period`: YYYY-MM bounds, both included; none for every month. */
    companyDocumentsForZip: (companyId: string, requirementIds: readonly string[], period?: { from: string; to: string }) =>
      db
        .select({ requirementId: d.requirementId, year: d.year, month: d.month, name: d.name, extension: d.extension, fileId: d.fileId })
        .from(d)
        .where(
          and(
            eq(d.companyId, companyId),
            isNull(d.serviceId),
            inArray(d.requirementId, [...requirementIds]),
            isNull(d.deletedAt),
            period
              ? sql`(${d.year}, ${d.month}) >= (${Number(period.from.slice(0, 4))}::int, ${Number(period.from.slice(5, 7))}::int) and (${d.year}, ${d.month}) <= (${Number(period.to.slice(0, 4))}::int, ${Number(period.to.slice(5, 7))}::int)`
              : undefined,
          ),
        )
        .orderBy(asc(d.requirementId), asc(d.year), asc(d.month), asc(d.createdAt), asc(d.id)),

    /**
     * The live documents (any status) of the requirements that `scope` lets the viewer see — its own
     * company-level ones plus those delivered on the viewer's services, never on another client's —
     * for the expedient's ZIP: requirement, then period, then upload.
     */
    async expedientDocumentsForZip(companyId: string, requirementIds: readonly string[], scope: DocumentScope) {
      if (requirementIds.length === 0) return [];
      const list = sql.join(requirementIds.map((id) => sql`${id}::uuid`), sql`, `);
      const result = await db.execute(sql`
        select d.requirement_id as "requirementId", d.year, d.month, d.name, d.extension, d.file_id as "fileId"
        from compliance_documents d
        where d.company_id = ${companyId} and d.requirement_id in (${list}) and d.deleted_at is null and ${scopeSql(scope)}
        order by d.requirement_id, d.year, d.month, d.created_at, d.id`);
      return (result as unknown as { rows: { requirementId: string; year: number; month: number; name: string; extension: string; fileId: string }[] }).rows.map((r) => ({
        ...r,
        year: Number(r.year),
        month: Number(r.month),
      }));
    },

    async company(companyId: string) {
      const [row] = await db.select({ id: companies.id, name: companies.name, rfc: companies.rfc }).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row;
    },

    /** One live document of the company that `scope` lets the viewer read (what its expedient shows). */
    async documentInScope(companyId: string, documentId: string, scope: DocumentScope) {
      const result = await db.execute(sql`
        select d.file_id as "fileId", d.name, d.extension from compliance_documents d
        where d.id = ${documentId} and d.company_id = ${companyId} and d.deleted_at is null and ${scopeSql(scope)}`);
      return (result as unknown as { rows: { fileId: string; name: string; extension: string }[] }).rows[0];
    },

    /** The first of `mine` (in that order) that is an accepted client of `companyId` (companyId is its provider). */
    async clientOf(mine: readonly string[], companyId: string): Promise<string | undefined> {
      if (mine.length === 0) return undefined;
      const rows = await db
        .select({ clientId: companyLinks.clientId })
        .from(companyLinks)
        .where(and(eq(companyLinks.status, 'ACCEPTED'), eq(companyLinks.providerId, companyId), inArray(companyLinks.clientId, [...mine])));
      const clients = new Set(rows.map((r) => r.clientId));
      return mine.find((id) => clients.has(id));
    },

    /** The first of `mine` (in that order) with an accepted link to `companyId`, on either side. */
    async linkedViewer(mine: readonly string[], companyId: string): Promise<string | undefined> {
      if (mine.length === 0) return undefined;
      const rows = await db
        .select({ clientId: companyLinks.clientId, providerId: companyLinks.providerId })
        .from(companyLinks)
        .where(
          and(
            eq(companyLinks.status, 'ACCEPTED'),
            or(and(eq(companyLinks.providerId, companyId), inArray(companyLinks.clientId, [...mine])), and(eq(companyLinks.clientId, companyId), inArray(companyLinks.providerId, [...mine]))),
          ),
        );
      const linked = new Set(rows.map((r) => (r.clientId === companyId ? r.providerId : r.clientId)));
      return mine.find((id) => linked.has(id));
    },
  };
}
export type ComplianceProgressRepository = ReturnType<typeof complianceProgressRepository>;
