import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPayrollCfdiParams,
  ZPayrollFileQuery,
  ZPayrollPeriodDetailResponse,
  ZPayrollPeriodParams,
  ZPayrollPeriodQuery,
  ZPayrollPeriodsQuery,
  ZPayrollPeriodsResponse,
  ZPayrollServiceParams,
  ZPayrollUploadResponse,
} from '../../../shared/contracts/payroll.contract';
import { PAYROLL_BATCH_SIZE } from '../../../shared/domain/payroll-cfdi';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { sendPrivateFile } from '../../storage/send-file';
import { uploadFileParts } from '../files/multipart';
import { uploadMessage, type PayrollService } from './payroll.service';

/** A service's payroll CFDI periods (spec 2 §7), registered under /api/v1/services. */
export const payrollRoutes =
  (deps: { payroll: PayrollService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = deps.payroll;
    const secured = { security: [{ bearer: [] }], tags: ['CFDI de nómina'] };

    app.post(
      '/:id/periods',
      { schema: { ...secured, summary: `Subir CFDI de nómina (multipart: hasta ${String(PAYROLL_BATCH_SIZE)} campos files, XML)`, consumes: ['multipart/form-data'], params: ZPayrollServiceParams, response: withErrors({ 200: ZPayrollUploadResponse }) } },
      async (request) => {
        const results = await s.upload(requireActor(request), request.params.id, uploadFileParts(request, PAYROLL_BATCH_SIZE));
        return ok(results, uploadMessage(results));
      },
    );

    app.get(
      '/:id/periods',
      { schema: { ...secured, summary: 'Periodos de nómina de un mes (o, sin año y mes, los meses que tienen periodos)', params: ZPayrollServiceParams, querystring: ZPayrollPeriodsQuery, response: withErrors({ 200: ZPayrollPeriodsResponse }) } },
      async (request) => ok(await s.periods(requireActor(request), request.params.id, request.query)),
    );

    app.get(
      '/:id/periods/:periodId/cfdis',
      { schema: { ...secured, summary: 'Un periodo de nómina y una página de sus empleados (búsqueda y hallazgos)', params: ZPayrollPeriodParams, querystring: ZPayrollPeriodQuery, response: withErrors({ 200: ZPayrollPeriodDetailResponse }) } },
      async (request) => ok(await s.period(requireActor(request), request.params.id, request.params.periodId, request.query)),
    );

    app.get('/:id/periods/:periodId/cfdis/:cfdiId/file', { schema: { ...secured, summary: 'El XML de un CFDI de nómina', params: ZPayrollCfdiParams, querystring: ZPayrollFileQuery } }, async (request, reply) => {
      const download = request.query.download === '1';
      const { row, bytes } = await s.file(requireActor(request), request.params.id, request.params.periodId, request.params.cfdiId, download);
      return sendPrivateFile(reply, row, bytes, download);
    });
  };
