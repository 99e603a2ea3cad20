import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZComplianceDocumentResponse,
  ZDocumentFileQuery,
  ZDocumentHistoryResponse,
  ZRequirementDocumentParams,
  ZServiceDocumentParams,
  ZServiceRequirementParams,
  ZServiceStageParams,
  ZServiceStageResponse,
  ZValidateDocumentRequest,
} from '../../../shared/contracts/compliance-documents.contract';
import { envelope } from '../../../shared/contracts/envelope';
import { ZOlderDocumentsQuery, ZOlderDocumentsResponse } from '../../../shared/contracts/older-documents.contract';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { sendPrivateFile } from '../../storage/send-file';
import { toDocumentDto } from './compliance-documents.dto';
import type { ComplianceDocumentsService } from './compliance-documents.service';
import { readUploadPart } from './upload-part';

/** A service's stages and the documents delivered against their requirements (spec 2 §7). */
export const complianceDocumentsRoutes =
  (deps: { complianceDocuments: ComplianceDocumentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = deps.complianceDocuments;
    const secured = { security: [{ bearer: [] }], tags: ['documentos de servicio'] };

    app.get('/:id/stage/:stageId', { schema: { ...secured, summary: 'Requisitos y documentos de una etapa del servicio', params: ZServiceStageParams, response: withErrors({ 200: ZServiceStageResponse }) } }, async (request) =>
      ok(await s.stage(requireActor(request), request.params.id, request.params.stageId)),
    );

    app.get(
      '/:id/requirements/:requirementId/documents',
      { schema: { ...secured, summary: 'Documentos anteriores de un requisito del servicio (por páginas)', params: ZServiceRequirementParams, querystring: ZOlderDocumentsQuery, response: withErrors({ 200: ZOlderDocumentsResponse }) } },
      async (request) => ok(await s.olderDocuments(requireActor(request), request.params.id, request.params.requirementId, request.query)),
    );

    app.post(
      '/:id/requirements/:requirementId',
      { schema: { ...secured, summary: 'Cargar un documento (multipart: month, year, description, expiresOn, file)', consumes: ['multipart/form-data'], params: ZServiceRequirementParams, response: withErrors({ 200: ZComplianceDocumentResponse }) } },
      async (request) => {
        const actor = requireActor(request);
        const row = await s.upload(actor, request.params.id, request.params.requirementId, await readUploadPart(request));
        return ok(toDocumentDto(row), M.cargado);
      },
    );

    app.put('/:id/requirements/:requirementId', { schema: { ...secured, summary: 'Validar o rechazar un documento', params: ZServiceRequirementParams, body: ZValidateDocumentRequest, response: withErrors({ 200: ZComplianceDocumentResponse }) } }, async (request) => {
      const row = await s.validate(requireActor(request), request.params.id, request.params.requirementId, request.body);
      return ok(toDocumentDto(row), row.status === 'ACCEPTED' ? M.validado : M.rechazado);
    });

    app.delete('/:id/requirements/:requirementId/documents/:documentId', { schema: { ...secured, summary: 'Eliminar un documento', params: ZRequirementDocumentParams, response: withErrors({ 200: envelope(z.null()) }) } }, async (request) => {
      await s.remove(requireActor(request), request.params.id, request.params.requirementId, request.params.documentId);
      return ok(null, M.eliminado);
    });

    app.get('/:id/documents/:documentId/file', { schema: { ...secured, summary: 'Contenido de un documento', params: ZServiceDocumentParams, querystring: ZDocumentFileQuery } }, async (request, reply) => {
      const download = request.query.download === '1';
      const { row, bytes } = await s.file(requireActor(request), request.params.id, request.params.documentId, download);
      return sendPrivateFile(reply, row, bytes, download);
    });

    app.get('/:id/documents/:documentId/history', { schema: { ...secured, summary: 'Historial de un documento', params: ZServiceDocumentParams, response: withErrors({ 200: ZDocumentHistoryResponse }) } }, async (request) =>
      ok(await s.history(requireActor(request), request.params.id, request.params.documentId)),
    );
  };
