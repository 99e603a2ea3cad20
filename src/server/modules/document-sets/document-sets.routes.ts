import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXAMPLE_IMAGE_MAX_BYTES,
  ZCreateDocumentSetRequest,
  ZDocumentSetDeletedResponse,
  ZDocumentSetParams,
  ZDocumentSetsQuery,
  ZDocumentSetsResponse,
  ZDocumentSetSummaryResponse,
  ZDocumentSetTreeResponse,
  ZExampleImageParams,
  ZGroupParams,
  ZGroupRequest,
  ZOrderRequest,
  ZRenameRequest,
  ZRequirementParams,
  ZRequirementRequest,
  ZRetireRequest,
  ZStageParams,
  ZStageRequest,
} from '../../../shared/contracts/document-sets.contract';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { ZCompanyParams } from '../../../shared/contracts/users.contract';
import { DOCUMENT_SET_TEMPLATE_FILE, DOCUMENT_SET_WORKBOOK_MAX_BYTES } from '../../../shared/domain/document-set-workbook';
import { IMPORTACION_SETS as X, SETS_DOCUMENTOS as L } from '../../../shared/labels/document-sets';
import { MENSAJES_ARCHIVO as A } from '../../../shared/labels/messages';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import { buildDocumentSetTemplate } from '../../xlsx/document-set-workbook';
import { readAll } from '../files/multipart';
import { MULTIPART_MAX_BYTES } from '../files/upload-limits';
import type { DocumentSetsService } from './document-sets.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileMissing = () => new AppError('VALIDATION', { message: X.archivoRequerido, fields: { file: X.archivoRequerido } });

/**
 * The `name` field and the `file` part of a set workbook upload, in either order. At most one byte
 * over the limit is kept (the rest is drained), so the file pipeline answers "too large" itself.
 */
async function uploadedWorkbook(request: FastifyRequest) {
  if (!request.isMultipart()) throw fileMissing();
  let file: { filename: string; bytes: Uint8Array } | undefined;
  let name = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: MULTIPART_MAX_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        const bytes = await readAll(part.file, DOCUMENT_SET_WORKBOOK_MAX_BYTES + 1);
        if (part.fieldname === 'file') file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('VALIDATION', { message: X.archivoMuyGrande, fields: { file: X.archivoMuyGrande } });
    throw error;
  }
  if (!file) throw fileMissing();
  return { name, filename: file.filename, bytes: file.bytes };
}

/** Document sets of a company, under /api/v1/companies (Administración › Servicios). */
export const documentSetsRoutes =
  (deps: { documentSets: DocumentSetsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = deps.documentSets;
    const base = { tags: ['sets de documentos'], security: [{ bearer: [] }] };
    const errors = { 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope };
    const tree = withErrors({ 200: ZDocumentSetTreeResponse, ...errors });
    const summary = withErrors({ 200: ZDocumentSetSummaryResponse, ...errors });
    const root = '/:companyId/document-sets';
    const set = `${root}/:setId`;

    app.get(root, { schema: { ...base, summary: 'Sets de documentos: los de la plataforma y los propios', params: ZCompanyParams, querystring: ZDocumentSetsQuery, response: withErrors({ 200: ZDocumentSetsResponse, ...errors }) } }, async (request) =>
      ok(await s.list(requireActor(request), request.params.companyId, request.query)),
    );

    app.post(root, { schema: { ...base, summary: 'Nuevo set de documentos (vacío o copia de otro)', params: ZCompanyParams, body: ZCreateDocumentSetRequest, response: tree } }, async (request) =>
      ok(await s.create(requireActor(request), request.params.companyId, request.body), L.creado),
    );

    // Static paths before `:setId`: the router prefers them anyway, they read better here.
    let template: Promise<Buffer> | undefined;
    app.get(`${root}/import/template`, { schema: { ...base, summary: 'Plantilla XLSX para crear un set de documentos desde Excel', params: ZCompanyParams } }, async (request, reply) => {
      await s.requireAdministrator(requireActor(request), request.params.companyId);
      template ??= buildDocumentSetTemplate().catch((error: unknown) => {
        template = undefined;
        throw error;
      });
      return reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', DOCUMENT_SET_TEMPLATE_FILE)).header('cache-control', 'private, max-age=3600').send(await template);
    });

    app.post(
      `${root}/import`,
      {
        schema: {
          ...base,
          summary: 'Nuevo set de documentos desde un libro de Excel (multipart: name y file, .xlsx ≤ 2 MB); revisado fila por fila, no crea nada si alguna fila tiene errores',
          consumes: ['multipart/form-data'],
          params: ZCompanyParams,
          response: tree,
        },
      },
      async (request) => {
        const actor = requireActor(request);
        await s.requireAdministrator(actor, request.params.companyId);
        return ok(await s.importWorkbook(actor, request.params.companyId, await uploadedWorkbook(request)), L.creado);
      },
    );

    app.get(set, { schema: { ...base, summary: 'Un set con sus etapas, grupos y requisitos', params: ZDocumentSetParams, response: tree } }, async (request) =>
      ok(await s.get(requireActor(request), request.params.companyId, request.params.setId)),
    );

    app.patch(set, { schema: { ...base, summary: 'Renombrar un set propio', params: ZDocumentSetParams, body: ZRenameRequest, response: summary } }, async (request) =>
      ok(await s.rename(requireActor(request), request.params.companyId, request.params.setId, request.body.name), L.guardado),
    );

    app.put(`${set}/retired`, { schema: { ...base, summary: 'Retirar o reactivar un set propio (sus servicios lo conservan)', params: ZDocumentSetParams, body: ZRetireRequest, response: summary } }, async (request) =>
      ok(await s.setRetired(requireActor(request), request.params.companyId, request.params.setId, request.body.retired), request.body.retired ? L.retirado : L.reactivadoMensaje),
    );

    app.delete(set, { schema: { ...base, summary: 'Borrar un set propio que ningún servicio usa', params: ZDocumentSetParams, response: withErrors({ 200: ZDocumentSetDeletedResponse, ...errors }) } }, async (request) =>
      ok(await s.remove(requireActor(request), request.params.companyId, request.params.setId), L.borrado),
    );

    // Stages
    app.post(`${set}/stages`, { schema: { ...base, summary: 'Agregar una etapa', params: ZDocumentSetParams, body: ZStageRequest, response: tree } }, async (request) =>
      ok(await s.addStage(requireActor(request), request.params.companyId, request.params.setId, request.body), L.guardado),
    );
    app.put(`${set}/stages/order`, { schema: { ...base, summary: 'Ordenar las etapas', params: ZDocumentSetParams, body: ZOrderRequest, response: tree } }, async (request) =>
      ok(await s.reorderStages(requireActor(request), request.params.companyId, request.params.setId, request.body.ids), L.guardado),
    );
    app.patch(`${set}/stages/:stageId`, { schema: { ...base, summary: 'Renombrar una etapa', params: ZStageParams, body: ZStageRequest, response: tree } }, async (request) =>
      ok(await s.updateStage(requireActor(request), request.params.companyId, request.params.setId, request.params.stageId, request.body), L.guardado),
    );
    app.delete(`${set}/stages/:stageId`, { schema: { ...base, summary: 'Borrar una etapa sin documentos', params: ZStageParams, response: tree } }, async (request) =>
      ok(await s.removeStage(requireActor(request), request.params.companyId, request.params.setId, request.params.stageId), L.guardado),
    );

    // Requirement groups
    app.post(`${set}/stages/:stageId/groups`, { schema: { ...base, summary: 'Agregar un grupo de requisitos', params: ZStageParams, body: ZGroupRequest, response: tree } }, async (request) =>
      ok(await s.addGroup(requireActor(request), request.params.companyId, request.params.setId, request.params.stageId, request.body.name), L.guardado),
    );
    app.put(`${set}/stages/:stageId/groups/order`, { schema: { ...base, summary: 'Ordenar los grupos de una etapa', params: ZStageParams, body: ZOrderRequest, response: tree } }, async (request) =>
      ok(await s.reorderGroups(requireActor(request), request.params.companyId, request.params.setId, request.params.stageId, request.body.ids), L.guardado),
    );
    app.patch(`${set}/groups/:groupId`, { schema: { ...base, summary: 'Renombrar un grupo', params: ZGroupParams, body: ZGroupRequest, response: tree } }, async (request) =>
      ok(await s.updateGroup(requireActor(request), request.params.companyId, request.params.setId, request.params.groupId, request.body.name), L.guardado),
    );
    app.delete(`${set}/groups/:groupId`, { schema: { ...base, summary: 'Borrar un grupo sin documentos', params: ZGroupParams, response: tree } }, async (request) =>
      ok(await s.removeGroup(requireActor(request), request.params.companyId, request.params.setId, request.params.groupId), L.guardado),
    );

    // Requirements
    app.post(`${set}/groups/:groupId/requirements`, { schema: { ...base, summary: 'Agregar un requisito', params: ZGroupParams, body: ZRequirementRequest, response: tree } }, async (request) =>
      ok(await s.addRequirement(requireActor(request), request.params.companyId, request.params.setId, request.params.groupId, request.body), L.guardado),
    );
    app.put(`${set}/groups/:groupId/requirements/order`, { schema: { ...base, summary: 'Ordenar los requisitos de un grupo', params: ZGroupParams, body: ZOrderRequest, response: tree } }, async (request) =>
      ok(await s.reorderRequirements(requireActor(request), request.params.companyId, request.params.setId, request.params.groupId, request.body.ids), L.guardado),
    );
    app.patch(`${set}/requirements/:requirementId`, { schema: { ...base, summary: 'Editar un requisito', params: ZRequirementParams, body: ZRequirementRequest, response: tree } }, async (request) =>
      ok(await s.updateRequirement(requireActor(request), request.params.companyId, request.params.setId, request.params.requirementId, request.body), L.guardado),
    );
    app.delete(`${set}/requirements/:requirementId`, { schema: { ...base, summary: 'Borrar un requisito sin documentos', params: ZRequirementParams, response: tree } }, async (request) =>
      ok(await s.removeRequirement(requireActor(request), request.params.companyId, request.params.setId, request.params.requirementId), L.guardado),
    );

    app.post(
      `${set}/requirements/:requirementId/example-image`,
      { schema: { ...base, summary: 'Subir la imagen de ejemplo de un requisito (multipart: file; PNG, JPEG o WebP ≤ 2 MB)', consumes: ['multipart/form-data'], params: ZRequirementParams, response: withErrors({ 200: ZDocumentSetTreeResponse, ...errors }) } },
      async (request) => {
        const actor = requireActor(request);
        if (!request.isMultipart()) throw new AppError('VALIDATION', { message: A.archivoRequerido, fields: { file: A.archivoRequerido } });
        const part = await request.file({ limits: { fileSize: EXAMPLE_IMAGE_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 256 } });
        if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', { message: A.archivoRequerido, fields: { file: A.archivoRequerido } });
        const { companyId, setId, requirementId } = request.params;
        return ok(await s.setExampleImage(actor, companyId, setId, requirementId, { stream: part.file, filename: part.filename }), L.imagenGuardada);
      },
    );
    app.delete(`${set}/requirements/:requirementId/example-image`, { schema: { ...base, summary: 'Quitar la imagen de ejemplo de un requisito', params: ZRequirementParams, response: tree } }, async (request) =>
      ok(await s.clearExampleImage(requireActor(request), request.params.companyId, request.params.setId, request.params.requirementId), L.imagenQuitada),
    );
  };

/**
 * GET /api/v1/document-set-images/{fileId}: a requirement's example image, without a session, since
 * the help dialog shows it in an <img>. Only files stored as example images answer; nothing else.
 */
export const documentSetImagesRoutes =
  (deps: { documentSets: DocumentSetsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/:fileId', { schema: { tags: ['sets de documentos'], summary: 'Imagen de ejemplo de un requisito', params: ZExampleImageParams } }, async (request, reply) => {
      const image = await deps.documentSets.exampleImage(request.params.fileId);
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('etag', `"${image.sha256}"`)
        .send(Buffer.from(image.bytes));
    });
  };
