import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TIdealReport, TReport, TReportGroup, TReporterCompany } from '../../../shared/contracts/reports.contract';
import { ARCHIVOS_REPORTES as F } from '../../../shared/labels/reports';
import { formatDate } from '../../../shared/mx/dates';
import { roleMayHandleDocuments } from '../../../shared/permissions';
import { companyGuard, requireIn, type CompanyAccess } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ComplianceDocumentsService } from '../compliance-documents/compliance-documents.service';
import type { UploadInput } from '../compliance-documents/document-upload';
import type { FilesService } from '../files/files.service';
import { MULTIPART_MAX_BYTES } from '../files/upload-limits';
import { fileCompanyReport, latestCompanyReport } from '../vault/vault-filing';
import { writeReportWorkbook } from './report-workbook';
import { reportsRepository, type WorkbookCursor, type WorkbookRow } from './reports.repository';

/** Rows read per keyset batch of the workbook. */
const WORKBOOK_BATCH = 2000;

/**
 * MIS REPORTES (issue 24, spec 2 §2, §7). Decision: a provider's report for one client lists the
 * requirement groups of the "Reporteo" stage of every ACCEPTED service between the two companies
 * (one group per service and group, named after both when there is more than one service), each
 * requirement with the provider's newest documents for that service and its next due date: the
 * service stage view itself (compliance-documents), so cards, due dates and documents are the ones
 * the service screen shows. Uploads go through that module's own upload (same checks, vault filing
 * and notices to the client). Readers: members of either company while the link is not REJECTED,
 * whose plan and role grant canAccessReport; anyone else gets 404 (403 when only the flag lacks).
 */
export function createReportsService(deps: { db: Db; files: FilesService; documents: Pick<ComplianceDocumentsService, 'stage' | 'upload'>; now?: (() => Date) | undefined }) {
  const repo = reportsRepository(deps.db);
  const guard = companyGuard(deps.db);

  /** The side the actor acts for (X-Company-Id first), as a service resolves it. */
  async function pairAccess(actor: Actor, clientId: string, providerId: string): Promise<CompanyAccess> {
    const sides = [clientId, providerId];
    const mine = await guard.companiesOf(actor);
    const preferred = actor.requestedCompanyId && sides.includes(actor.requestedCompanyId) ? [actor.requestedCompanyId] : [];
    const access = requireIn(mine, [...preferred, ...mine.map((m) => m.company.id).filter((id) => sides.includes(id))].concat(sides), 'read');
    if (!(await repo.liveLink(clientId, providerId))) throw new AppError('NOT_FOUND');
    if (!access.flags.canAccessReport) throw new AppError('FORBIDDEN');
    return access;
  }

  /** A member of the company whose flags grant canAccessReport. */
  async function companyAccess(actor: Actor, companyId: string): Promise<CompanyAccess> {
    const access = await guard.requireCompany(actor, companyId, 'read');
    if (!access.flags.canAccessReport) throw new AppError('FORBIDDEN');
    return access;
  }

  async function* workbookBatches(providerId: string): AsyncGenerator<WorkbookRow[]> {
    let after: WorkbookCursor | undefined;
    for (;;) {
      const rows = await repo.workbookRows(providerId, after, WORKBOOK_BATCH);
      if (rows.length) yield rows;
      if (rows.length < WORKBOOK_BATCH) return;
      after = rows.at(-1)?.cursor;
    }
  }

  return {
    /** GET /reportes/{clientId}/provider/{providerId}: the report requirement groups and their newest documents. */
    async report(actor: Actor, clientId: string, providerId: string): Promise<TReport> {
      const access = await pairAccess(actor, clientId, providerId);
      const [names, services] = await Promise.all([repo.names([clientId, providerId]), repo.acceptedServices(clientId, providerId)]);
      const stages = await repo.reportStages([...new Set(services.map((s) => s.setId))]);
      const listed = services.filter((s) => stages.has(s.setId));
      // The viewer's side decides which company's view the stage takes (X-Company-Id).
      const viewer: Actor = { ...actor, requestedCompanyId: access.company.id };
      const views = await Promise.all(listed.map((s) => deps.documents.stage(viewer, s.id, stages.get(s.setId) ?? '')));
      const groups: TReportGroup[] = listed.flatMap((service, i) =>
        (views[i]?.groups ?? [])
          .filter((g) => g.requirements.length > 0)
          .map((g) => ({ id: `${service.id}:${g.id}`, name: listed.length > 1 ? `${service.name} · ${g.name}` : g.name, serviceId: service.id, serviceName: service.name, requirements: g.requirements })),
      );
      return {
        id: `${clientId}:${providerId}`,
        client: { id: clientId, name: names.get(clientId) ?? '' },
        provider: { id: providerId, name: names.get(providerId) ?? '' },
        services: listed.map((s) => ({ id: s.id, name: s.name, startDate: s.startDate, endDate: s.endDate })),
        groups,
        canUpload: access.company.id === providerId && roleMayHandleDocuments(access.role),
      };
    },

    /**
     * POST /reportes/{companyId}/requirements/{requirementId}?serviceId=…: the provider `companyId`
     * delivers a report document. The requirement must be in the Reporteo stage of that service's
     * set; the upload itself is the service's (period inside the span, one live document per period).
     */
    async upload(actor: Actor, companyId: string, requirementId: string, serviceId: string, input: UploadInput) {
      await companyAccess(actor, companyId);
      const found = await repo.serviceRequirement(companyId, serviceId, requirementId);
      if (!found?.inReportStage || !(await repo.liveLink(found.service.clientId, companyId))) throw new AppError('NOT_FOUND');
      return deps.documents.upload({ ...actor, requestedCompanyId: companyId }, serviceId, requirementId, input);
    },

    /** GET /reporter/idCompany/{companyId}/: its clients with reports and its last generated workbook. */
    async company(actor: Actor, companyId: string): Promise<TReporterCompany> {
      const access = await companyAccess(actor, companyId);
      const [clients, last] = await Promise.all([repo.clientsOf(companyId), latestCompanyReport(deps.db, companyId)]);
      return {
        company: { id: companyId, name: access.company.name },
        clients,
        lastReport: last ? { fileId: last.fileId, name: last.name, createdAt: last.createdAt.toISOString() } : null,
      };
    },

    /**
     * GET /reporter/ReporteIdealExcel/companyId/{companyId}/: writes the provider's compliance
     * workbook with the streaming writer, stores it through the file pipeline and files it in the
     * company's vault (Reportes), its CREATE in the ledger, all in one transaction.
     */
    async idealReport(actor: Actor, companyId: string): Promise<TIdealReport> {
      await companyAccess(actor, companyId);
      const out = new PassThrough();
      const collected = buffer(out);
      await writeReportWorkbook(workbookBatches(companyId), out);
      const bytes = await collected;
      const name = F.reporte(formatDate(deps.now?.() ?? new Date()).replaceAll('/', '-'));
      return deps.db.transaction(async (tx) => {
        const file = await deps.files.storeUpload({ actor, companyId, kind: 'report', source: bytes, filename: `${name}.xlsx`, allowed: ['xlsx'], maxBytes: MULTIPART_MAX_BYTES, tx, audit: { report: 'ReporteIdealExcel' } });
        const filed = await fileCompanyReport(tx, { companyId, file, userId: actor.userId });
        return { fileId: file.id, name: file.name, ...filed };
      });
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
