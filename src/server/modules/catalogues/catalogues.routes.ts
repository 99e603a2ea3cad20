import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActiveCatalogueResponse,
  ZCatalogueCreate,
  ZCatalogueFileParams,
  ZCatalogueIdParams,
  ZCatalogueListResponse,
  ZCatalogueResponse,
  ZCatalogueUpload,
  ZExternalTreeCatalogueResponse,
  ZFileToJsonResponse,
  ZUploadToSessionResponse,
} from '../../../shared/contracts/catalogues.contract';
import { envelope } from '../../../shared/contracts/envelope';
import { CATALOGUE_LIMITS } from '../../../shared/domain/catalogue';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_CATALOGO as M } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { CATALOGUE_MIME, type CataloguesService } from './catalogues.service';
import { contentDisposition } from '../../storage/content-disposition';

/** Catalogue calls of spec 3 §7 under /api/v1. Mutations accept an Idempotency-Key. */
export const cataloguesRoutes =
  (deps: { catalogues: CataloguesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['catálogos'], security: [{ bearer: [] }] };
    const idempotent = { idempotent: true };
    const one = withErrors({ 200: ZCatalogueResponse });

    app.post(
      '/util/uploadToSession',
      {
        config: idempotent,
        bodyLimit: Math.ceil((CATALOGUE_LIMITS.maxFileBytes * 4) / 3) + 64 * 1024,
        schema: { ...base, summary: 'Subir un libro de catálogo (base64); responde el id del archivo', body: ZCatalogueUpload, response: withErrors({ 200: ZUploadToSessionResponse }) },
      },
      async (request) => ok(await deps.catalogues.uploadToSession(requireActor(request), request.body)),
    );

    app.post(
      '/catalogueGenerador/:fileId',
      { config: idempotent, schema: { ...base, summary: 'Registrar el catálogo de un archivo subido', params: ZCatalogueFileParams, body: ZCatalogueCreate, response: one } },
      async (request) => ok(await deps.catalogues.create(requireActor(request), request.params.fileId, request.body), M.catalogoCreado),
    );

    app.post('/catalogueGenerador/id/:id/enable', { config: idempotent, schema: { ...base, summary: 'Habilitar (deshabilita los demás)', params: ZCatalogueIdParams, response: one } }, async (request) =>
      ok(await deps.catalogues.enable(requireActor(request), request.params.id), M.estatusActualizado),
    );

    app.post('/catalogueGenerador/id/:id/disable', { config: idempotent, schema: { ...base, summary: 'Deshabilitar', params: ZCatalogueIdParams, response: one } }, async (request) =>
      ok(await deps.catalogues.disable(requireActor(request), request.params.id), M.estatusActualizado),
    );

    app.get('/catalogueGenerador/idCompany/:id/all', { schema: { ...base, summary: 'Catálogos de la empresa', params: ZCatalogueIdParams, response: withErrors({ 200: ZCatalogueListResponse }) } }, async (request) =>
      ok(await deps.catalogues.list(requireActor(request), request.params.id)),
    );

    app.get(
      '/catalogueGenerador/idCompany/:id/active',
      { schema: { ...base, summary: 'Catálogo activo con sus hojas (también para sus proveedores)', params: ZCatalogueIdParams, response: withErrors({ 200: ZActiveCatalogueResponse }) } },
      async (request) => ok(await deps.catalogues.active(requireActor(request), request.params.id)),
    );

    app.get('/catalogueGenerador/fileToJson/:id', { schema: { ...base, summary: 'Hojas de un catálogo', params: ZCatalogueIdParams, response: withErrors({ 200: ZFileToJsonResponse }) } }, async (request) =>
      ok(await deps.catalogues.fileToJson(requireActor(request), request.params.id)),
    );

    app.get(
      '/catalogueGenerador/externalTreeCatalogue/idCompany/:id',
      { schema: { ...base, summary: 'Árbol de catálogos y hojas', params: ZCatalogueIdParams, response: withErrors({ 200: ZExternalTreeCatalogueResponse }) } },
      async (request) => ok(await deps.catalogues.externalTree(requireActor(request), request.params.id)),
    );

    app.delete(
      '/catalogueGenerador/idFile/:id',
      { config: idempotent, schema: { ...base, summary: 'Eliminar un catálogo (por id de archivo o de catálogo)', params: ZCatalogueIdParams, response: withErrors({ 200: envelope(z.object({ id: z.uuid() })) }) } },
      async (request) => ok(await deps.catalogues.remove(requireActor(request), request.params.id), M.archivoEliminado),
    );

    app.get('/catalogueGenerador/id/:id/file', { schema: { ...base, summary: 'Descargar el libro original (Catálogo.xlsx)', params: ZCatalogueIdParams } }, async (request, reply) => {
      const bytes = await deps.catalogues.download(requireActor(request), request.params.id);
      return reply.header('content-type', CATALOGUE_MIME).header('content-disposition', contentDisposition('attachment', 'Catálogo.xlsx')).header('cache-control', 'private, no-store').send(bytes);
    });
  };
