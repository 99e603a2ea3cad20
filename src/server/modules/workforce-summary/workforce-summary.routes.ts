import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZServiceTreeResponse,
  ZServiceWorkersQuery,
  ZServiceWorkersResponse,
  ZWorkforceMonthParams,
  ZWorkforcePeriodsResponse,
  ZWorkforceServiceParams,
} from '../../../shared/contracts/workforce-summary.contract';
import { monthName } from '../../../shared/labels/months';
import { RESUMEN_TRABAJADORES as T } from '../../../shared/labels/workforce-summary';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import { writeWorkforceReport } from './workforce-report';
import { createWorkforceSummaryService, type WorkforceSummaryDeps } from './workforce-summary.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spec's workforce calls (spec 2 §7, issue 22), registered under /api/v1. */
export const workforceSummaryRoutes =
  (ctx: Pick<WorkforceSummaryDeps, 'payrollWorkers' | 'workerLists'> & { services: WorkforceSummaryDeps['services']; complianceSummary: WorkforceSummaryDeps['complianceSummary']; clock?: (() => Date) | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = createWorkforceSummaryService({ payrollWorkers: ctx.payrollWorkers, workerLists: ctx.workerLists, services: ctx.services, complianceSummary: ctx.complianceSummary, now: ctx.clock });
    const secured = { security: [{ bearer: [] }], tags: ['Trabajadores puestos a disposición'] };

    app.get(
      '/assortCfdiSua/serviceId/:id/month/:month/year/:year',
      { schema: { ...secured, summary: 'Un mes: lista de nómina, SUA y CFDI por trabajador', params: ZWorkforceMonthParams, response: withErrors({ 200: ZWorkforcePeriodsResponse }) } },
      async (request) => ok((await s.month(requireActor(request), request.params.id, request.params)).periods),
    );

    app.get(
      '/assortCfdiSua/serviceId/:id/month/:month/year/:year/xlsx',
      { schema: { ...secured, summary: 'Un mes en Excel (Descargar)', params: ZWorkforceMonthParams } },
      async (request, reply) => {
        const { year, month } = request.params;
        const { serviceName, periods } = await s.month(requireActor(request), request.params.id, { year, month });
        const body = new PassThrough();
        writeWorkforceReport(periods.periodList[0]?.assortDataRowList ?? [], body).catch((error: unknown) => {
          request.log.error({ err: error }, 'workforce export failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', contentDisposition('attachment', T.archivo(serviceName, year, monthName(month))))
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );

    app.get(
      '/assortCfdiSua/serviceId/:id',
      { schema: { ...secured, summary: 'Los meses con lista de nómina, SUA o CFDI (sin filas)', params: ZWorkforceServiceParams, response: withErrors({ 200: ZWorkforcePeriodsResponse }) } },
      async (request) => ok(await s.months(requireActor(request), request.params.id)),
    );

    app.get(
      '/assortByService/serviceId/:id',
      { schema: { ...secured, summary: 'Los empleados del servicio en todos sus meses (q: nombre, CURP o NSS)', params: ZWorkforceServiceParams, querystring: ZServiceWorkersQuery, response: withErrors({ 200: ZServiceWorkersResponse }) } },
      async (request) => ok(await s.workers(requireActor(request), request.params.id, request.query)),
    );

    app.get(
      '/services/buildServiceAsTree/:id',
      { schema: { ...secured, summary: 'Las etapas del servicio con su resumen por mes', params: ZWorkforceServiceParams, response: withErrors({ 200: ZServiceTreeResponse }) } },
      async (request) => ok(await s.tree(requireActor(request), request.params.id)),
    );
  };
