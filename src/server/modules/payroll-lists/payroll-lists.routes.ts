import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPayrollListRowsResponse,
  ZSuaRowsResponse,
  ZWorkerListMonthParams,
  ZWorkerListMonthsResponse,
  ZWorkerListRowsQuery,
  ZWorkerListServiceParams,
  ZWorkerListUploadResponse,
} from '../../../shared/contracts/payroll-lists.contract';
import { SUA_TEMPLATE_FILE } from '../../../shared/domain/payroll-list-template';
import { MENSAJES_LISTAS as M } from '../../../shared/labels/payroll-lists';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import { buildSuaTemplate } from '../../xlsx/sua-template';
import type { FilesService } from '../files/files.service';
import type { ServiceAccessPort } from '../services/service-access';
import { createPayrollListsService, type PayrollFindingsPort } from './payroll-lists.service';
import { readWorkerListForm } from './upload-form';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Paid-payroll lists and SUA worker data of a service (issue 22), registered under /api/v1/services. */
export const payrollListsRoutes =
  (ctx: { database: { db: Db }; files: FilesService; services: ServiceAccessPort; payroll: PayrollFindingsPort }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = createPayrollListsService({ db: ctx.database.db, files: ctx.files, services: ctx.services, findings: ctx.payroll });
    const secured = { security: [{ bearer: [] }], tags: ['Lista de nómina y SUA'] };
    let suaTemplate: Promise<Buffer> | undefined;

    app.post(
      '/:id/payroll-lists',
      { schema: { ...secured, summary: 'Subir la lista de nómina pagada de un mes (multipart: year, month, file .xlsx o .csv)', consumes: ['multipart/form-data'], params: ZWorkerListServiceParams, response: withErrors({ 200: ZWorkerListUploadResponse }) } },
      async (request) => {
        const result = await s.upload(requireActor(request), request.params.id, 'LISTA', await readWorkerListForm(request));
        return ok(result, M.listaGuardada(result.rows));
      },
    );

    app.post(
      '/:id/sua',
      { schema: { ...secured, summary: 'Subir los datos del SUA de un mes (multipart: year, month, file .xlsx o .csv)', consumes: ['multipart/form-data'], params: ZWorkerListServiceParams, response: withErrors({ 200: ZWorkerListUploadResponse }) } },
      async (request) => {
        const result = await s.upload(requireActor(request), request.params.id, 'SUA', await readWorkerListForm(request));
        return ok(result, M.suaGuardado(result.rows));
      },
    );

    app.get('/:id/payroll-lists', { schema: { ...secured, summary: 'Los meses con lista de nómina y con SUA', params: ZWorkerListServiceParams, response: withErrors({ 200: ZWorkerListMonthsResponse }) } }, async (request) =>
      ok(await s.months(requireActor(request), request.params.id)),
    );

    app.get(
      '/:id/payroll-lists/:year/:month',
      { schema: { ...secured, summary: 'Los trabajadores de la lista de nómina de un mes', params: ZWorkerListMonthParams, querystring: ZWorkerListRowsQuery, response: withErrors({ 200: ZPayrollListRowsResponse }) } },
      async (request) => ok(await s.payrollRows(requireActor(request), request.params.id, request.params.year, request.params.month, request.query)),
    );

    app.get(
      '/:id/sua/:year/:month',
      { schema: { ...secured, summary: 'Los trabajadores del SUA de un mes', params: ZWorkerListMonthParams, querystring: ZWorkerListRowsQuery, response: withErrors({ 200: ZSuaRowsResponse }) } },
      async (request) => ok(await s.suaRows(requireActor(request), request.params.id, request.params.year, request.params.month, request.query)),
    );

    app.get('/:id/sua/template', { schema: { ...secured, summary: 'Plantilla XLSX de los datos del SUA', params: ZWorkerListServiceParams } }, async (request, reply) => {
      await s.requireRead(requireActor(request), request.params.id);
      suaTemplate ??= buildSuaTemplate().catch((error: unknown) => {
        suaTemplate = undefined;
        throw error;
      });
      return reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', SUA_TEMPLATE_FILE)).header('cache-control', 'private, max-age=3600').send(await suaTemplate);
    });
  };
