import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/contracts/envelope';
import {
  ZBlockchainParams,
  ZCreateVaultFolderRequest,
  ZFileHistoryResponse,
  ZUpdateVaultDocumentRequest,
  ZVaultCompanyParams,
  ZVaultDocumentParams,
  ZVaultDocumentResponse,
  ZVaultFileQuery,
  ZVaultFolderParams,
  ZVaultFolderQuery,
  ZVaultFolderResponse,
  ZVaultFolderViewResponse,
  ZVaultSharedQuery,
  ZVaultSharedResponse,
  ZVaultUploadResponse,
} from '../../../shared/contracts/vault.contract';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_BOVEDA as M } from '../../../shared/labels/vault';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import { sendPrivateFile } from '../../storage/send-file';
import { uploadFileParts } from '../files/multipart';
import type { VaultProof } from './vault-proof';
import type { VaultService } from './vault.service';

/** At most this many files per upload request (the web sends one per request to show progress). */
const MAX_FILES = 10;

/** /api/v1/vault: a company's folders and documents, their bytes, proofs and constancias. */
export const vaultRoutes =
  (deps: { vault: VaultService; vaultProof: VaultProof }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const v = deps.vault;
    const secured = { security: [{ bearer: [] }], tags: ['bóveda'] };

    app.get('/:companyId/folder', { schema: { ...secured, summary: 'Contenido de una carpeta (sin folderId: la raíz)', params: ZVaultCompanyParams, querystring: ZVaultFolderQuery, response: withErrors({ 200: ZVaultFolderViewResponse }) } }, async (request) =>
      ok(await v.folderView(requireActor(request), request.params.companyId, request.query.folderId)),
    );

    app.get('/:companyId/shared', { schema: { ...secured, summary: 'Carpetas de servicios compartidas por los proveedores (por páginas)', params: ZVaultCompanyParams, querystring: ZVaultSharedQuery, response: withErrors({ 200: ZVaultSharedResponse }) } }, async (request) =>
      ok(await v.shared(requireActor(request), request.params.companyId, request.query)),
    );

    app.post('/:companyId/folders', { schema: { ...secured, summary: 'Crear una carpeta', params: ZVaultCompanyParams, body: ZCreateVaultFolderRequest, response: withErrors({ 200: ZVaultFolderResponse }) } }, async (request) =>
      ok(await v.createFolder(requireActor(request), request.params.companyId, request.body), M.carpetaCreada),
    );

    app.delete('/:companyId/folders/:folderId', { schema: { ...secured, summary: 'Eliminar una carpeta vacía', params: ZVaultFolderParams, response: withErrors({ 200: envelope(z.null()) }) } }, async (request) => {
      await v.removeFolder(requireActor(request), request.params.companyId, request.params.folderId);
      return ok(null, M.carpetaEliminada);
    });

    app.post(
      '/:companyId/folders/:folderId/documents',
      { schema: { ...secured, summary: 'Subir archivos a una carpeta (multipart: uno o más campos file)', consumes: ['multipart/form-data'], params: ZVaultFolderParams, response: withErrors({ 200: ZVaultUploadResponse }) } },
      async (request) => {
        const actor = requireActor(request);
        const rows = await v.upload(actor, request.params.companyId, request.params.folderId, uploadFileParts(request, MAX_FILES));
        return ok(rows, M.cargados(rows.length));
      },
    );

    app.get('/:companyId/documents/:documentId/file', { schema: { ...secured, summary: 'Ver o descargar un documento (queda en el historial)', params: ZVaultDocumentParams, querystring: ZVaultFileQuery } }, async (request, reply) => {
      const download = request.query.download === '1';
      const { file, bytes } = await v.file(requireActor(request), request.params.companyId, request.params.documentId, download);
      return sendPrivateFile(reply, file, bytes, download);
    });

    app.delete('/:companyId/documents/:documentId', { schema: { ...secured, summary: 'Eliminar un documento (se conservan su contenido y su historial)', params: ZVaultDocumentParams, response: withErrors({ 200: envelope(z.null()) }) } }, async (request) => {
      await v.remove(requireActor(request), request.params.companyId, request.params.documentId);
      return ok(null, M.eliminado);
    });

    app.get('/:companyId/documents/:documentId/proof', { schema: { ...secured, summary: 'Prueba del historial del archivo (JSON para verificar sin el servidor)', params: ZVaultDocumentParams } }, async (request, reply) => {
      const { name, bundle } = await deps.vaultProof.bundle(requireActor(request), request.params.companyId, request.params.documentId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${name}.prueba.json`))
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(bundle, null, 2));
    });

    app.get('/:companyId/documents/:documentId/constancia', { schema: { ...secured, summary: 'Constancia en PDF del registro del archivo', params: ZVaultDocumentParams } }, async (request, reply) => {
      const { name, pdf } = await deps.vaultProof.constancia(requireActor(request), request.params.companyId, request.params.documentId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', `Constancia ${name}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  };

/** GET /api/v1/blockchain/{fileId}/history: the spec's call, answered from the ledger. */
export const blockchainRoutes =
  (deps: { vault: VaultService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.get('/:fileId/history', { schema: { security: [{ bearer: [] }], tags: ['bóveda'], summary: 'Historial de un archivo en el registro', params: ZBlockchainParams, response: withErrors({ 200: ZFileHistoryResponse }) } }, async (request) =>
      ok(await deps.vault.history(requireActor(request), request.params.fileId)),
    );
  };

/** PUT /api/v1/document (spec 2 §7): a vault document's name, description and tags; each edit is a ledger UPDATE entry. */
export const documentRoutes =
  (deps: { vault: VaultService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.put(
      '/',
      {
        schema: {
          security: [{ bearer: [] }],
          tags: ['bóveda'],
          summary: 'Editar el nombre, la descripción y las etiquetas de un documento de la bóveda (nunca su contenido)',
          body: ZUpdateVaultDocumentRequest,
          response: withErrors({ 200: ZVaultDocumentResponse }),
        },
      },
      async (request) => {
        const { document, changed } = await deps.vault.updateDetails(requireActor(request), request.body);
        return ok(document, changed ? M.actualizado : M.sinCambios);
      },
    );
  };
