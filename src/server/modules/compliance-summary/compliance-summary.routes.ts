import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENTS_ZIP_NAME, ZDownloadDocumentsRequest, ZStageParams, ZStageSummaryResponse } from '../../../shared/contracts/compliance-summary.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import type { ComplianceSummaryService } from './compliance-summary.service';

/** GET …/summary ('Resumen de {stage}') and POST …/download (Documents.zip), under /api/v1/services. */
export const complianceSummaryRoutes =
  (deps: { complianceSummary: ComplianceSummaryService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['servicios'], security: [{ bearer: [] }], params: ZStageParams };

    app.get('/:id/stages/:stageId/summary', { schema: { ...base, summary: 'Resumen de la etapa por periodo', response: withErrors({ 200: ZStageSummaryResponse }) } }, async (request) =>
      ok(await deps.complianceSummary.summary(requireActor(request), request.params.id, request.params.stageId)),
    );

    app.post(
      '/:id/stages/:stageId/download',
      { schema: { ...base, summary: 'Descargar los documentos de la etapa (Documents.zip)', body: ZDownloadDocumentsRequest } },
      async (request, reply) => {
        const stream = await deps.complianceSummary.download(requireActor(request), request.params.id, request.params.stageId, request.body);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition('attachment', DOCUMENTS_ZIP_NAME))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  };
