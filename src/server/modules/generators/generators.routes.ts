import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAttachedFileUpload,
  ZCompanyGeneratorsParams,
  ZGeneralPatch,
  ZGeneratorIdParams,
  ZGeneratorInit,
  ZGeneratorInitParams,
  ZGeneratorInitResponse,
  ZGeneratorListQuery,
  ZGeneratorListResponse,
  ZGeneratorFullListResponse,
  ZProviderGeneratorsParams,
  ZServiceGeneratorListQuery,
  ZServiceGeneratorsParams,
  ZGeneratorReportQuery,
  ZGeneratorResponse,
  ZGeneratorReview,
  ZGeolocationForm,
  ZPhotoParams,
  ZPhotographicForm,
  ZPhotoUpload,
  ZProviderLogoUpload,
} from '../../../shared/contracts/generators.contract';
import { ZGeneratorSummary } from '../../../shared/contracts/catalogues.contract';
import { ZSignProcessResponse } from '../../../shared/contracts/signatures.contract';
import { MENSAJES_CATALOGO, MENSAJES_FIRMA, MENSAJES_GENERADOR as M } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { GENERATOR_REPORT } from '../../../shared/domain/generator';
import { writeGeneratorsReport } from './generators-report';
import type { GeneratorsService } from './generators.service';
import { contentDisposition } from '../../storage/content-disposition';

/**
 * The generators API on the spec's paths (spec 3 §7). Every mutating call accepts an
 * Idempotency-Key so the offline outbox can retry it safely.
 */
export const generatorsRoutes =
  (deps: { generators: GeneratorsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['generadores'], security: [{ bearer: [] }] };
    const idempotent = { idempotent: true };
    const one = withErrors({ 200: ZGeneratorResponse });

    app.post(
      '/init/idCompany/:clientId/idProvider/:providerId',
      { config: idempotent, schema: { ...base, summary: 'Crear un generador', params: ZGeneratorInitParams, body: ZGeneratorInit, response: withErrors({ 200: ZGeneratorInitResponse }) } },
      async (request) => ok(await deps.generators.init(requireActor(request), request.params.clientId, request.params.providerId, request.body), M.generadorCreado),
    );

    app.get('/id/:id', { schema: { ...base, summary: 'Generador', params: ZGeneratorIdParams, response: one } }, async (request) =>
      ok(await deps.generators.get(requireActor(request), request.params.id)),
    );

    app.patch('/general/id/:id', { config: idempotent, schema: { ...base, summary: 'Datos generales y supervisor', params: ZGeneratorIdParams, body: ZGeneralPatch, response: one } }, async (request) =>
      ok(await deps.generators.saveGeneral(requireActor(request), request.params.id, request.body), M.informacionGuardada),
    );

    app.patch('/geolocation/id/:id', { config: idempotent, schema: { ...base, summary: 'Geolocalización', params: ZGeneratorIdParams, body: ZGeolocationForm, response: one } }, async (request) =>
      ok(await deps.generators.saveGeolocation(requireActor(request), request.params.id, request.body), M.informacionGuardada),
    );

    app.patch(
      '/photographic/id/:id',
      { config: idempotent, schema: { ...base, summary: 'Descripciones y orden de las fotografías', params: ZGeneratorIdParams, body: ZPhotographicForm, response: one } },
      async (request) => ok(await deps.generators.savePhotographic(requireActor(request), request.params.id, request.body), M.informacionGuardada),
    );

    app.post(
      '/photographic/id/:id/photos',
      { config: idempotent, bodyLimit: 2 * 1024 * 1024, schema: { ...base, summary: 'Agregar una fotografía (JPEG ≤ 800×600)', params: ZGeneratorIdParams, body: ZPhotoUpload, response: one } },
      async (request) => ok(await deps.generators.addPhoto(requireActor(request), request.params.id, request.body), M.informacionGuardada),
    );

    app.get('/photographic/id/:id/imageId/:imageId', { schema: { ...base, summary: 'Fotografía (imagen)', params: ZPhotoParams } }, async (request, reply) => {
      const photo = await deps.generators.photo(requireActor(request), request.params.id, request.params.imageId);
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400, immutable').header('etag', `"${photo.sha256}"`).send(photo.bytes);
    });

    app.delete(
      '/photographic/id/:id/imageId/:imageId',
      { config: idempotent, schema: { ...base, summary: 'Quitar una fotografía', params: ZPhotoParams, response: one } },
      async (request) => ok(await deps.generators.deletePhoto(requireActor(request), request.params.id, request.params.imageId), M.informacionGuardada),
    );

    app.post(
      '/id/:id/providerLogo',
      { config: idempotent, bodyLimit: 3 * 1024 * 1024, schema: { ...base, summary: 'Logo del proveedor', params: ZGeneratorIdParams, body: ZProviderLogoUpload, response: one } },
      async (request) => ok(await deps.generators.setProviderLogo(requireActor(request), request.params.id, request.body), M.informacionGuardada),
    );

    app.post(
      '/id/:id/attachedFile',
      { config: idempotent, bodyLimit: 8 * 1024 * 1024, schema: { ...base, summary: 'Archivo anexo (PDF o imagen)', params: ZGeneratorIdParams, body: ZAttachedFileUpload, response: one } },
      async (request) => ok(await deps.generators.setAttachedFile(requireActor(request), request.params.id, request.body), M.informacionGuardada),
    );

    app.get('/id/:id/attachedFile', { schema: { ...base, summary: 'Descargar el archivo anexo', params: ZGeneratorIdParams } }, async (request, reply) => {
      const file = await deps.generators.attachedFile(requireActor(request), request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .header('etag', `"${file.sha256}"`)
        .send(file.bytes);
    });

    app.get(
      '/idCompany/:companyId/all',
      { schema: { ...base, summary: 'Generadores completos de una empresa (paginado)', params: ZCompanyGeneratorsParams, querystring: ZGeneratorListQuery, response: withErrors({ 200: ZGeneratorFullListResponse }) } },
      async (request) => ok(await deps.generators.listFull(requireActor(request), request.params.companyId, request.query)),
    );

    app.get(
      '/idProvider/:providerId/allLite',
      { schema: { ...base, summary: 'Generadores de un proveedor (paginado)', params: ZProviderGeneratorsParams, querystring: ZGeneratorListQuery, response: withErrors({ 200: ZGeneratorListResponse }) } },
      async (request) => ok(await deps.generators.listForProvider(requireActor(request), request.params.providerId, request.query)),
    );

    app.get(
      '/serviceId/:serviceId/allLite',
      { schema: { ...base, summary: 'Generadores de un servicio (paginado)', params: ZServiceGeneratorsParams, querystring: ZServiceGeneratorListQuery, response: withErrors({ 200: ZGeneratorListResponse }) } },
      async (request) => ok(await deps.generators.listForService(requireActor(request), request.params.serviceId, request.query)),
    );

    app.get(
      '/idCompany/:companyId/allLite',
      { schema: { ...base, summary: 'Generadores de una empresa (paginado)', params: ZCompanyGeneratorsParams, querystring: ZGeneratorListQuery, response: withErrors({ 200: ZGeneratorListResponse }) } },
      async (request) => ok(await deps.generators.list(requireActor(request), request.params.companyId, request.query)),
    );

    app.get(
      '/idCompany/:companyId/report',
      { schema: { ...base, summary: 'Reporte Excel de la lista (mismos filtros)', params: ZCompanyGeneratorsParams, querystring: ZGeneratorReportQuery } },
      async (request, reply) => {
        const batches = await deps.generators.reportBatches(requireActor(request), request.params.companyId, request.query);
        const file = GENERATOR_REPORT.fileName(new Date().toISOString().slice(0, 10));
        const body = new PassThrough();
        // Headers go out before the rows are read (the writer ends the body); a failure half way aborts the download.
        writeGeneratorsReport(batches, body).catch((error: unknown) => {
          request.log.error({ err: error }, 'generators report failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file}"`)
          .send(body);
      },
    );

    app.patch('/:id/review', { config: idempotent, schema: { ...base, summary: 'Aprobar o rechazar (cliente)', params: ZGeneratorIdParams, body: ZGeneratorReview, response: one } }, async (request) =>
      ok(await deps.generators.review(requireActor(request), request.params.id, request.body), request.body.decision === 'APPROVED' ? M.aprobado : M.rechazado),
    );

    app.patch('/:id/payment', { config: idempotent, schema: { ...base, summary: 'Marcar como pagado (cliente)', params: ZGeneratorIdParams, response: one } }, async (request) =>
      ok(await deps.generators.markPaid(requireActor(request), request.params.id), M.pagado),
    );

    app.patch('/:id/store', { config: idempotent, schema: { ...base, summary: 'Archivar', params: ZGeneratorIdParams, response: one } }, async (request) =>
      ok(await deps.generators.store(requireActor(request), request.params.id), M.archivado),
    );

    app.patch('/:id/unstore', { config: idempotent, schema: { ...base, summary: 'Desarchivar', params: ZGeneratorIdParams, response: one } }, async (request) =>
      ok(await deps.generators.unstore(requireActor(request), request.params.id), M.desarchivado),
    );

    app.patch(
      '/summary/id/:id',
      { config: idempotent, bodyLimit: 4 * 1024 * 1024, schema: { ...base, summary: 'Resumen del catálogo', params: ZGeneratorIdParams, body: ZGeneratorSummary, response: one } },
      async (request) => ok(await deps.generators.saveSummary(requireActor(request), request.params.id, request.body), MENSAJES_CATALOGO.resumenGuardado),
    );

    app.post(
      '/generadorPdfAndProcess/:id',
      { config: idempotent, schema: { ...base, summary: 'Generar el PDF e iniciar el proceso de firma', params: ZGeneratorIdParams, response: withErrors({ 200: ZSignProcessResponse }) } },
      async (request) => ok(await deps.generators.startSignature(requireActor(request), request.params.id), MENSAJES_FIRMA.procesoGenerado),
    );

    app.get('/generadorPdf/:id', { schema: { ...base, summary: 'PDF del generador', params: ZGeneratorIdParams } }, async (request, reply) => {
      const { bytes, code } = await deps.generators.pdf(requireActor(request), request.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('inline', `${code}.pdf`)).header('cache-control', 'private, no-cache').send(bytes);
    });

    app.delete('/disableGenerador/:id', { config: idempotent, schema: { ...base, summary: 'Deshabilitar', params: ZGeneratorIdParams, response: one } }, async (request) =>
      ok(await deps.generators.disable(requireActor(request), request.params.id), M.generadorDeshabilitado),
    );
  };

/** GET /generadorBidding/biddingId/{id} (spec 3 §7): the document data behind "Información". */
export const generatorBiddingRoutes =
  (deps: { generators: GeneratorsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.get(
      '/biddingId/:id',
      { schema: { tags: ['generadores'], security: [{ bearer: [] }], summary: 'Generador de un documento de licitación', params: ZGeneratorIdParams, response: withErrors({ 200: ZGeneratorResponse }) } },
      async (request) => ok(await deps.generators.byBidding(requireActor(request), request.params.id)),
    );
  };
