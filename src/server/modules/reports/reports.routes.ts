import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZComplianceDocumentResponse } from '../../../shared/contracts/compliance-documents.contract';
import {
  ZIdealReportResponse,
  ZReportParams,
  ZReportRequirementParams,
  ZReportResponse,
  ZReportUploadQuery,
  ZReporterCompanyParams,
  ZReporterCompanyResponse,
} from '../../../shared/contracts/reports.contract';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { MENSAJES_REPORTES as R } from '../../../shared/labels/reports';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { toDocumentDto } from '../compliance-documents/compliance-documents.dto';
import { readUploadPart } from '../compliance-documents/upload-part';
import type { ReportsService } from './reports.service';

/** MIS REPORTES (issue 24, spec 2 §7 "Reports, risk and blacklist"): /reportes/… and /reporter/…, under /api/v1. */
export const reportsRoutes =
  (deps: { reports: ReportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = deps.reports;
    const secured = { security: [{ bearer: [] }], tags: ['reportes'] };

    app.get('/reportes/:clientId/provider/:providerId', { schema: { ...secured, summary: 'MIS REPORTES: requisitos de Reporteo del proveedor con el cliente', params: ZReportParams, response: withErrors({ 200: ZReportResponse }) } }, async (request) =>
      ok(await s.report(requireActor(request), request.params.clientId, request.params.providerId)),
    );

    app.post(
      '/reportes/:companyId/requirements/:requirementId',
      {
        schema: {
          ...secured,
          summary: 'Cargar un documento de Reporteo (multipart: month, year, description, file; serviceId en la consulta)',
          consumes: ['multipart/form-data'],
          params: ZReportRequirementParams,
          querystring: ZReportUploadQuery,
          response: withErrors({ 200: ZComplianceDocumentResponse }),
        },
      },
      async (request) => {
        const { companyId, requirementId } = request.params;
        const row = await s.upload(requireActor(request), companyId, requirementId, request.query.serviceId, await readUploadPart(request));
        return ok(toDocumentDto(row), M.cargado);
      },
    );

    app.get('/reporter/idCompany/:companyId/', { schema: { ...secured, summary: 'Reportes de la empresa: sus clientes y el último reporte generado', params: ZReporterCompanyParams, response: withErrors({ 200: ZReporterCompanyResponse }) } }, async (request) =>
      ok(await s.company(requireActor(request), request.params.companyId)),
    );

    app.get(
      '/reporter/ReporteIdealExcel/companyId/:companyId/',
      { schema: { ...secured, summary: 'Generar el reporte de cumplimiento (xlsx) en la bóveda: respuesta[0].fileId', params: ZReporterCompanyParams, response: withErrors({ 200: ZIdealReportResponse }) } },
      async (request) => ok([await s.idealReport(requireActor(request), request.params.companyId)], R.reporteGenerado),
    );
  };
