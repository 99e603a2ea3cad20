import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZComplianceDocumentResponse, ZDocumentFileQuery, ZDocumentHistoryResponse, ZValidateDocumentRequest } from '../../../shared/contracts/compliance-documents.contract';
import { DOCUMENTS_ZIP_NAME } from '../../../shared/contracts/compliance-summary.contract';
import {
  ZCompanyDocumentParams,
  ZCompanyParams,
  ZCompanyRequirementParams,
  ZCompanyStageDownloadRequest,
  ZCompanyStageParams,
  ZCompanyStageResponse,
  ZCompanyStagesResponse,
  ZExpedientDocumentParams,
  ZExpedientDownloadRequest,
  ZExpedientRequirementParams,
  ZExpedientResponse,
  ZPlatformNoticesQuery,
  ZPlatformNoticesResponse,
  ZProgressResponse,
} from '../../../shared/contracts/compliance-progress.contract';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { envelope } from '../../../shared/contracts/envelope';
import { ZOlderDocumentsQuery, ZOlderDocumentsResponse } from '../../../shared/contracts/older-documents.contract';
import { z } from '../../../shared/domain/zod-locale';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import { sendPrivateFile } from '../../storage/send-file';
import { toDocumentDto } from '../compliance-documents/compliance-documents.dto';
import { readUploadPart } from '../compliance-documents/upload-part';
import type { ComplianceProgressService } from './compliance-progress.service';
import type { PlatformNoticesService } from './platform-notices.service';

/** Spec 2 §7 "Stages": /stage/companyId/…, /expedientes/{companyId}…, and the home notices; under /api/v1. */
export const complianceProgressRoutes =
  (deps: { complianceProgress: ComplianceProgressService; platformNotices: PlatformNoticesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = deps.complianceProgress;
    const secured = { security: [{ bearer: [] }], tags: ['etapas y expedientes'] };

    app.get('/stage/companyId/:companyId', { schema: { ...secured, summary: 'Etapas de la empresa con su avance', params: ZCompanyParams, response: withErrors({ 200: ZCompanyStagesResponse }) } }, async (request) =>
      ok(await s.stages(requireActor(request), request.params.companyId)),
    );

    app.get('/stage/companyId/:companyId/stageTemplateId/:stageId', { schema: { ...secured, summary: 'Etapa de la empresa: requisitos y documentos', params: ZCompanyStageParams, response: withErrors({ 200: ZCompanyStageResponse }) } }, async (request) =>
      ok(await s.stage(requireActor(request), request.params.companyId, request.params.stageId)),
    );

    app.get('/stage/companyId/:companyId/stageTemplateId/:stageId/progress', { schema: { ...secured, summary: 'Avance de una etapa de la empresa', params: ZCompanyStageParams, response: withErrors({ 200: ZProgressResponse }) } }, async (request) =>
      ok(await s.stageProgress(requireActor(request), request.params.companyId, request.params.stageId)),
    );

    app.post(
      '/stage/companyId/:companyId/stageTemplateId/:stageId/requirements/:requirementId',
      { schema: { ...secured, summary: 'Cargar un documento propio de la empresa (multipart: month, year, description, expiresOn, file)', consumes: ['multipart/form-data'], params: ZCompanyRequirementParams, response: withErrors({ 200: ZComplianceDocumentResponse }) } },
      async (request) => {
        const { companyId, stageId, requirementId } = request.params;
        const row = await s.upload(requireActor(request), companyId, stageId, requirementId, await readUploadPart(request));
        return ok(toDocumentDto(row), M.cargado);
      },
    );

    app.get(
      '/stage/companyId/:companyId/stageTemplateId/:stageId/requirements/:requirementId/documents',
      { schema: { ...secured, summary: 'Documentos anteriores de un requisito de la empresa (por páginas)', params: ZCompanyRequirementParams, querystring: ZOlderDocumentsQuery, response: withErrors({ 200: ZOlderDocumentsResponse }) } },
      async (request) => {
        const { companyId, stageId, requirementId } = request.params;
        return ok(await s.olderDocuments(requireActor(request), companyId, stageId, requirementId, request.query));
      },
    );

    app.delete(
      '/stage/companyId/:companyId/stageTemplateId/:stageId/requirements/:requirementId/documents/:documentId',
      { schema: { ...secured, summary: 'Eliminar un documento propio de la empresa', params: ZCompanyDocumentParams, response: withErrors({ 200: envelope(z.null()) }) } },
      async (request) => {
        const { companyId, stageId, requirementId, documentId } = request.params;
        await s.remove(requireActor(request), companyId, stageId, requirementId, documentId);
        return ok(null, M.eliminado);
      },
    );

    app.post(
      '/stage/companyId/:companyId/stageTemplateId/:stageId/download',
      { schema: { ...secured, summary: 'Descargar los documentos de la etapa de la empresa (Documents.zip)', params: ZCompanyStageParams, body: ZCompanyStageDownloadRequest } },
      async (request, reply) => {
        const stream = await s.download(requireActor(request), request.params.companyId, request.params.stageId, request.body);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition('attachment', DOCUMENTS_ZIP_NAME))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    app.get('/expedientes/:companyId', { schema: { ...secured, summary: 'Expediente de una empresa', params: ZCompanyParams, response: withErrors({ 200: ZExpedientResponse }) } }, async (request) =>
      ok(await s.expedient(requireActor(request), request.params.companyId)),
    );

    app.put(
      '/expedientes/:companyId/requirements/:requirementId',
      { schema: { ...secured, summary: 'Validar o rechazar un documento propio de la empresa (un cliente vinculado)', params: ZExpedientRequirementParams, body: ZValidateDocumentRequest, response: withErrors({ 200: ZComplianceDocumentResponse }) } },
      async (request) => {
        const row = await s.validateCompanyDocument(requireActor(request), request.params.companyId, request.params.requirementId, request.body);
        return ok(toDocumentDto(row), row.status === 'ACCEPTED' ? M.validado : M.rechazado);
      },
    );

    app.get(
      '/expedientes/:companyId/requirements/:requirementId/documents',
      { schema: { ...secured, summary: 'Documentos anteriores de un requisito del expediente (por páginas)', params: ZExpedientRequirementParams, querystring: ZOlderDocumentsQuery, response: withErrors({ 200: ZOlderDocumentsResponse }) } },
      async (request) => ok(await s.expedientOlderDocuments(requireActor(request), request.params.companyId, request.params.requirementId, request.query)),
    );

    app.get(
      '/expedientes/:companyId/documents/:documentId/file',
      { schema: { ...secured, summary: 'Contenido de un documento del expediente', params: ZExpedientDocumentParams, querystring: ZDocumentFileQuery } },
      async (request, reply) => {
        const download = request.query.download === '1';
        const file = await s.documentFile(requireActor(request), request.params.companyId, request.params.documentId, download);
        return sendPrivateFile(reply, file, file.bytes, download);
      },
    );

    app.get(
      '/expedientes/:companyId/documents/:documentId/history',
      { schema: { ...secured, summary: 'Historial de un documento del expediente', params: ZExpedientDocumentParams, response: withErrors({ 200: ZDocumentHistoryResponse }) } },
      async (request) => ok(await s.documentHistory(requireActor(request), request.params.companyId, request.params.documentId)),
    );

    app.post(
      '/expedientes/:companyId/download',
      { schema: { ...secured, summary: 'Descargar el expediente de la empresa (Documents.zip: etapa/requisito/año-mes_nombre)', params: ZCompanyParams, body: ZExpedientDownloadRequest } },
      async (request, reply) => {
        const stream = await s.downloadExpedient(requireActor(request), request.params.companyId, request.body);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition('attachment', DOCUMENTS_ZIP_NAME))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    app.get('/expedientes/:companyId/progress', { schema: { ...secured, summary: 'Avance del expediente de una empresa', params: ZCompanyParams, response: withErrors({ 200: ZProgressResponse }) } }, async (request) =>
      ok(await s.expedientProgress(requireActor(request), request.params.companyId)),
    );

    app.get('/platform-notices', { schema: { ...secured, summary: 'Avisos vigentes del inicio', querystring: ZPlatformNoticesQuery, response: withErrors({ 200: ZPlatformNoticesResponse }) } }, async (request) =>
      ok(await deps.platformNotices.active(request.query.at)),
    );
  };
