import { PassThrough } from 'node:stream';
import { zipSync } from 'fflate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  icsoeXlsxName,
  SISUB_FILE_NAMES,
  sisubZipName,
  ZClientProviderFilingsResponse,
  ZFilingAckParams,
  ZFilingAckResponse,
  ZFilingClientParams,
  ZFilingClientQuery,
  ZFilingPeriodParams,
  ZFilingProviderParams,
  ZProviderFilingsResponse,
  ZSisubFileParams,
} from '../../../shared/contracts/filings.contract';
import type { FilingPeriod } from '../../../shared/domain/filing-periods';
import { FILINGS_TEXT as T } from '../../../shared/labels/filings';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import { readUploadPart } from '../compliance-documents/upload-part';
import type { FilesService } from '../files/files.service';
import { createFilingsService } from './filings.service';
import { writeIcsoeXlsx } from './icsoe-xlsx';
import { sisubCsv, type SisubFileNumber } from './sisub-csv';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const periodOf = (p: { year: number; period: number }): FilingPeriod => ({ year: p.year, period: p.period as 1 | 2 | 3 });

/** The four-monthly ICSOE and SISUB filings (issue 24), registered under /api/v1/filings. */
export const filingsRoutes =
  (ctx: { database: { db: Db }; files: FilesService; clock?: (() => Date) | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = createFilingsService({ db: ctx.database.db, files: ctx.files, now: ctx.clock });
    const secured = { security: [{ bearer: [] }], tags: ['Declaraciones ICSOE y SISUB'] };

    app.get(
      '/client/:clientId/providers',
      { schema: { ...secured, summary: 'Estado de las declaraciones de los proveedores del cliente en un periodo', params: ZFilingClientParams, querystring: ZFilingClientQuery, response: withErrors({ 200: ZClientProviderFilingsResponse }) } },
      async (request) => ok(await s.clientProviders(requireActor(request), request.params.clientId, request.query)),
    );

    app.get(
      '/:providerId/periods',
      { schema: { ...secured, summary: 'El periodo en curso y los cuatro anteriores, con vencimiento y estado por declaración', params: ZFilingProviderParams, response: withErrors({ 200: ZProviderFilingsResponse }) } },
      async (request) => ok(await s.periods(requireActor(request), request.params.providerId)),
    );

    app.get('/:providerId/:year/:period/sisub', { schema: { ...secured, summary: 'Los tres archivos CSV del SISUB en un ZIP', params: ZFilingPeriodParams } }, async (request, reply) => {
      const { providerId, year, period } = request.params;
      const data = await s.filingData(requireActor(request), providerId, periodOf({ year, period }));
      const zip = zipSync({ [SISUB_FILE_NAMES[1]]: sisubCsv(data, 1), [SISUB_FILE_NAMES[2]]: sisubCsv(data, 2), [SISUB_FILE_NAMES[3]]: sisubCsv(data, 3) }, { level: 6 });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', sisubZipName(data.provider.rfc, year, period)))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip));
    });

    app.get('/:providerId/:year/:period/sisub/:file', { schema: { ...secured, summary: 'Un archivo CSV del SISUB (1 sujeto obligado, 2 contratos, 3 detalle de trabajadores)', params: ZSisubFileParams } }, async (request, reply) => {
      const { providerId, year, period, file } = request.params;
      const data = await s.filingData(requireActor(request), providerId, periodOf({ year, period }));
      const n = file as SisubFileNumber;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', SISUB_FILE_NAMES[n]))
        .header('cache-control', 'private, no-store')
        .send(sisubCsv(data, n));
    });

    app.get('/:providerId/:year/:period/icsoe', { schema: { ...secured, summary: 'La información del ICSOE por contrato (xlsx)', params: ZFilingPeriodParams } }, async (request, reply) => {
      const { providerId, year, period } = request.params;
      const data = await s.filingData(requireActor(request), providerId, periodOf({ year, period }));
      const body = new PassThrough();
      writeIcsoeXlsx(data, body).catch((error: unknown) => {
        request.log.error({ err: error }, 'icsoe export failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', icsoeXlsxName(data.provider.rfc, year, period)))
        .header('cache-control', 'private, no-store')
        .send(body);
    });

    app.post(
      '/:providerId/:year/:period/:kind/acknowledgement',
      { schema: { ...secured, summary: 'Subir el acuse de una declaración (multipart: file, PDF o imagen)', consumes: ['multipart/form-data'], params: ZFilingAckParams, response: withErrors({ 200: ZFilingAckResponse }) } },
      async (request) => {
        const { providerId, year, period, kind } = request.params;
        const result = await s.uploadAcknowledgement(requireActor(request), providerId, periodOf({ year, period }), kind, await readUploadPart(request));
        return ok(result, T.acuseGuardado(kind));
      },
    );
  };
