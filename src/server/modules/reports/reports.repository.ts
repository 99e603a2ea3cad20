import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DocumentStatus } from '../../../shared/domain/compliance';
import type { Executor } from '../../db/client';
import { companies, companyLinks, requirementGroups, requirements, services, stageTemplates } from '../../db/schema';

/** The stage MIS REPORTES lists: a set's "Reporteo" stage (spec 2 §10: Expediente, Cumplimiento, Reporteo). */
export const REPORT_STAGE_PATTERN = '%reporteo%';

/** One row of the compliance workbook: a requirement of a service, with its newest live document. */
export interface WorkbookRow {
  clientId: string;
  clientName: string;
  clientRfc: string;
  serviceId: string;
  serviceName: string;
  startDate: string;
  endDate: string | null;
  stageName: string;
  groupName: string;
  requirementName: string;
  year: number | null;
  month: number | null;
  status: DocumentStatus | null;
  uploadedAt: string | null;
  validatedAt: string | null;
  validator: string | null;
  comment: string | null;
}

/** Where a batch of the workbook resumes: the last row's sort key. */
export type WorkbookCursor = { clientName: string; serviceName: string; serviceId: string; position: number; requirementId: string };

/**
 * Read model of the reports (no table of its own). It reads services, stages and links to find
 * what a report lists; documents are written only through compliance-documents (their owner).
 */
export function reportsRepository(db: Executor) {
  return {
    /** The link between client and provider, unless rejected (a rejected link shows no report). */
    async liveLink(clientId: string, providerId: string) {
      const [row] = await db
        .select({ status: companyLinks.status })
        .from(companyLinks)
        .where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, providerId), ne(companyLinks.status, 'REJECTED')))
        .limit(1);
      return row;
    },

    async names(ids: string[]) {
      const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The accepted services between the two companies, oldest first. */
    acceptedServices: (clientId: string, providerId: string) =>
      db
        .select({ id: services.id, name: services.name, setId: services.setId, startDate: services.startDate, endDate: services.endDate })
        .from(services)
        .where(and(eq(services.clientCompanyId, clientId), eq(services.providerCompanyId, providerId), eq(services.status, 'ACCEPTED')))
        .orderBy(asc(services.startDate), asc(services.name), asc(services.id)),

    /** The first "Reporteo" stage of each set. */
    async reportStages(setIds: string[]): Promise<Map<string, string>> {
      if (setIds.length === 0) return new Map();
      const rows = await db
        .select({ setId: stageTemplates.setId, id: stageTemplates.id })
        .from(stageTemplates)
        .where(and(inArray(stageTemplates.setId, setIds), sql`${stageTemplates.name} ilike ${REPORT_STAGE_PATTERN}`))
        .orderBy(asc(stageTemplates.position), asc(stageTemplates.id));
      const by = new Map<string, string>();
      for (const row of rows) if (!by.has(row.setId)) by.set(row.setId, row.id);
      return by;
    },

    /** The service when `providerId` provides it, with whether `requirementId` is in its set's Reporteo stage. */
    async serviceRequirement(providerId: string, serviceId: string, requirementId: string) {
      const [service] = await db
        .select({ id: services.id, setId: services.setId, clientId: services.clientCompanyId })
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.providerCompanyId, providerId)))
        .limit(1);
      if (!service) return undefined;
      const [requirement] = await db
        .select({ id: requirements.id })
        .from(requirements)
        .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
        .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId))
        .where(and(eq(requirements.id, requirementId), eq(stageTemplates.setId, service.setId), sql`${stageTemplates.name} ilike ${REPORT_STAGE_PATTERN}`))
        .limit(1);
      return { service, inReportStage: requirement !== undefined };
    },

    /** The provider's clients (links not rejected) with their accepted services, by name. */
    async clientsOf(providerId: string) {
      const result = await db.execute(sql`
        select c.id, c.name, c.rfc,
          (select count(*)::int from services s where s.client_company_id = c.id and s.provider_company_id = ${providerId} and s.status = 'ACCEPTED') as services
        from company_links l
        join companies c on c.id = l.client_id
        where l.provider_id = ${providerId} and l.status <> 'REJECTED'
        order by c.name, c.id`);
      return (result as unknown as { rows: { id: string; name: string; rfc: string; services: number | string }[] }).rows.map((r) => ({ ...r, services: Number(r.services) }));
    },

    /**
     * One batch of the workbook: every requirement of every stage of the provider's accepted
     * services, in client, service, stage, group and requirement order, each with its newest live
     * document (LATERAL over the service index) and who validated it. Keyset on the sort key.
     */
    async workbookRows(providerId: string, after: WorkbookCursor | undefined, limit: number): Promise<(WorkbookRow & { cursor: WorkbookCursor })[]> {
      const resume = after
        ? sql`and (c.name, s.name, s.id, (st.position * 1000000 + g.position * 1000 + q.position), q.id) > (${after.clientName}, ${after.serviceName}, ${after.serviceId}::uuid, ${after.position}, ${after.requirementId}::uuid)`
        : sql``;
      const result = await db.execute(sql`
        select c.id as "clientId", c.name as "clientName", c.rfc as "clientRfc",
               s.id as "serviceId", s.name as "serviceName", s.start_date::text as "startDate", s.end_date::text as "endDate",
               st.name as "stageName", g.name as "groupName", q.id as "requirementId", q.name as "requirementName",
               (st.position * 1000000 + g.position * 1000 + q.position)::int as position,
               nd.year, nd.month, nd.status, nd.created_at as "uploadedAt", nd.validated_at as "validatedAt",
               u.complete_name as validator, nd.validation_comment as comment
        from services s
        join companies c on c.id = s.client_company_id
        join stage_templates st on st.set_id = s.set_id
        join requirement_groups g on g.stage_id = st.id
        join requirements q on q.group_id = g.id
        left join lateral (
          select d.year, d.month, d.status, d.created_at, d.validated_at, d.validated_by, d.validation_comment
          from compliance_documents d
          where d.service_id = s.id and d.requirement_id = q.id and d.deleted_at is null
          order by d.year desc, d.month desc, d.created_at desc, d.id desc
          limit 1
        ) nd on true
        left join users u on u.id = nd.validated_by
        where s.provider_company_id = ${providerId} and s.status = 'ACCEPTED' ${resume}
        order by c.name, s.name, s.id, position, q.id
        limit ${limit}`);
      const rows = (result as unknown as { rows: (Omit<WorkbookRow, 'uploadedAt' | 'validatedAt'> & { requirementId: string; position: number | string; uploadedAt: Date | string | null; validatedAt: Date | string | null })[] }).rows;
      const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
      return rows.map((r) => ({
        ...r,
        year: r.year === null ? null : Number(r.year),
        month: r.month === null ? null : Number(r.month),
        uploadedAt: iso(r.uploadedAt),
        validatedAt: iso(r.validatedAt),
        cursor: { clientName: r.clientName, serviceName: r.serviceName, serviceId: r.serviceId, position: Number(r.position), requirementId: r.requirementId },
      }));
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
