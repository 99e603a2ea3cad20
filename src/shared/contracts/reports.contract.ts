import { z } from '../domain/zod-locale';
import { ZStageRequirement } from './compliance-documents.contract';
import { MENSAJES_REPORTES as M } from '../labels/reports';
import { envelope } from './envelope';

/**
 * MIS REPORTES (issue 24, spec 2 §2 "Reports and risk", §3 "Report: id, groups", §7):
 *   GET  /reportes/{clientId}/provider/{providerId}                the report requirements and their newest documents
 *   POST /reportes/{companyId}/requirements/{requirementId}          a report document (multipart: serviceId, month, year, description, file)
 *   GET  /reporter/idCompany/{companyId}/                            the company's clients with reports and its last workbook
 *   GET  /reporter/ReporteIdealExcel/companyId/{companyId}/          generates the compliance workbook into the vault: respuesta[0].fileId
 */

export const ZReportParams = z.object({ clientId: z.uuid(), providerId: z.uuid() });
export const ZReportRequirementParams = z.object({ companyId: z.uuid(), requirementId: z.uuid() });
export const ZReporterCompanyParams = z.object({ companyId: z.uuid() });
/** The service the report document belongs to (a query parameter: the multipart body is streamed). */
export const ZReportUploadQuery = z.object({ serviceId: z.uuid({ error: M.servicioRequerido }) });

/** One requirement group of one service's Reporteo stage; `id` joins service and group (a group repeats across services). */
export const ZReportGroup = z.object({
  id: z.string(),
  name: z.string(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  requirements: z.array(ZStageRequirement),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;

export const ZReportService = z.object({ id: z.uuid(), name: z.string(), startDate: z.string(), endDate: z.string().nullable() });
export type TReportService = z.infer<typeof ZReportService>;

export const ZReport = z.object({
  /** `{clientId}:{providerId}`: one report per linked pair. */
  id: z.string(),
  client: z.object({ id: z.uuid(), name: z.string() }),
  provider: z.object({ id: z.uuid(), name: z.string() }),
  /** The services whose Reporteo stage is listed (accepted ones), for the upload dialog's span. */
  services: z.array(ZReportService),
  groups: z.array(ZReportGroup),
  /** The viewer acts for the provider as Administrador or Colaborador. */
  canUpload: z.boolean(),
});
export type TReport = z.infer<typeof ZReport>;
export const ZReportResponse = envelope(ZReport);

export const ZLastReport = z.object({ fileId: z.uuid(), name: z.string(), createdAt: z.string() });
export type TLastReport = z.infer<typeof ZLastReport>;

export const ZReporterCompany = z.object({
  company: z.object({ id: z.uuid(), name: z.string() }),
  /** Its clients (links not rejected) with how many accepted services each has. */
  clients: z.array(z.object({ id: z.uuid(), name: z.string(), rfc: z.string(), services: z.number().int() })),
  lastReport: ZLastReport.nullable(),
});
export type TReporterCompany = z.infer<typeof ZReporterCompany>;
export const ZReporterCompanyResponse = envelope(ZReporterCompany);

/** The spec's answer: `respuesta[0].fileId` of the xlsx filed in the vault. */
export const ZIdealReport = z.object({ fileId: z.uuid(), name: z.string(), documentId: z.uuid(), folderId: z.uuid() });
export type TIdealReport = z.infer<typeof ZIdealReport>;
export const ZIdealReportResponse = envelope(z.array(ZIdealReport));

/** The static templates under public/templates (spec 2 §2: an ICSOE template and a bundle of three SISUB templates). */
export const REPORT_TEMPLATES = {
  icsoe: '/templates/plantilla-icsoe.xlsx',
  sisub: '/templates/plantillas-sisub.zip',
} as const;
