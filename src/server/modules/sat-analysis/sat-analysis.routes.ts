import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSatAnalysisFilter, ZSatAnalysisQuery, ZSatAnalysisResponse } from '../../../shared/contracts/sat-analysis.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import type { SatAnalysisService } from './sat-analysis.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /dashboard/sat69b's calls (issue 23, spec 2 §2, §7), registered beside the lookups under /api/v1/general/analisis69. */
export const satAnalysisRoutes =
  (deps: { satAnalysis: SatAnalysisService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const secured = { security: [{ bearer: [] }], tags: ['Listas del SAT'] };

    app.get(
      '/providers',
      { schema: { ...secured, summary: 'Los proveedores de la empresa frente a los listados 69 y 69-B vigentes (paginado)', querystring: ZSatAnalysisQuery, response: withErrors({ 200: ZSatAnalysisResponse }) } },
      async (request) => ok(await deps.satAnalysis.page(requireActor(request), request.query)),
    );

    app.get(
      '/descargaExcel',
      { schema: { ...secured, summary: 'Descargar excel: todos los proveedores del análisis 69 y 69-B', querystring: ZSatAnalysisFilter } },
      async (request, reply) => {
        const { fileName, write } = await deps.satAnalysis.excel(requireActor(request), request.query);
        const body = new PassThrough();
        write(body).catch((error: unknown) => {
          request.log.error({ err: error }, 'sat analysis export failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', contentDisposition('attachment', fileName))
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  };
