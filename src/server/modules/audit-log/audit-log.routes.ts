import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { ZAuditLogQuery, ZAuditLogResponse, ZCompanyParams } from '../../../shared/contracts/management-security.contract';
import { BITACORA_TEXTOS } from '../../../shared/labels/management-security';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { writeAuditLogReport } from './audit-log-report';
import type { AuditLogService } from './audit-log.service';

/** Bitácora of Administración, registered under /api/v1/companies (Administrador only). */
export const auditLogRoutes =
  (deps: { auditLog: AuditLogService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['bitácora'], security: [{ bearer: [] }] };
    const errors = { 403: ZErrorEnvelope, 404: ZErrorEnvelope };
    const ZExportQuery = ZAuditLogQuery.omit({ cursor: true });

    app.get(
      '/:companyId/audit-log',
      { schema: { ...base, summary: 'Bitácora de la empresa (más recientes primero, por cursor)', params: ZCompanyParams, querystring: ZAuditLogQuery, response: withErrors({ 200: ZAuditLogResponse, ...errors }) } },
      async (request) => ok(await deps.auditLog.list(requireActor(request), request.params.companyId, request.query)),
    );

    app.get(
      '/:companyId/audit-log/export',
      { schema: { ...base, summary: 'Bitácora en Excel (mismos filtros)', params: ZCompanyParams, querystring: ZExportQuery } },
      async (request, reply) => {
        const batches = await deps.auditLog.exportBatches(requireActor(request), request.params.companyId, request.query);
        const body = new PassThrough();
        // Headers go out before the rows are read; a failure half way aborts the download.
        writeAuditLogReport(batches, body).catch((error: unknown) => {
          request.log.error({ err: error }, 'audit log export failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${BITACORA_TEXTOS.archivo(new Date().toISOString().slice(0, 10))}"`)
          .send(body);
      },
    );
  };
