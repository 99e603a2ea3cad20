import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRiskFilter, ZRiskParams, ZRiskQuery, ZRiskResponse } from '../../../shared/contracts/risk-board.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import type { RiskBoardService } from './risk-board.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /dashboard/riesgos (issue 24), under /api/v1/riesgos. */
export const riskBoardRoutes =
  (deps: { riskBoard: RiskBoardService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const secured = { security: [{ bearer: [] }], tags: ['Tablero de riesgos'] };

    app.get(
      '/:companyId',
      {
        schema: {
          ...secured,
          summary: 'Tablero de riesgos: los proveedores de la empresa con su nivel de riesgo (paginado)',
          params: ZRiskParams,
          querystring: ZRiskQuery,
          response: withErrors({ 200: ZRiskResponse }),
        },
      },
      async (request) => ok(await deps.riskBoard.page(requireActor(request), request.params.companyId, request.query)),
    );

    app.get(
      '/:companyId/reporte-diario',
      { schema: { ...secured, summary: 'Descargar Reporte Diario: todos los proveedores con su nivel de riesgo (xlsx)', params: ZRiskParams, querystring: ZRiskFilter } },
      async (request, reply) => {
        const report = await deps.riskBoard.dailyReport(requireActor(request), request.params.companyId, request.query);
        reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', report.fileName)).header('cache-control', 'private, no-store');
        if ('bytes' in report) return reply.send(report.bytes);
        const body = new PassThrough();
        report.write(body).catch((error: unknown) => {
          request.log.error({ err: error }, 'daily risk report failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply.send(body);
      },
    );
  };
