import { isUuid } from '../../../shared/text/uuid';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFileIdParams, ZStoredFileResponse } from '../../../shared/contracts/files.contract';
import { MENSAJES_ARCHIVO as A } from '../../../shared/labels/messages';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition, downloadName } from '../../storage/content-disposition';
import type { FilesService } from './files.service';
import { MULTIPART_MAX_BYTES } from './upload-limits';

/** A text field sent before the file part (multipart fields after the file are not seen yet). */
function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' && typeof field.value === 'string' ? field.value : undefined;
}


/**
 * Multipart uploads for the compliance features (documents, vault, payroll XML): the file part is
 * streamed into the file pipeline, never buffered as base64 JSON. Fields `kind` and `companyId`
 * (or the `X-Company-Id` header) go before `file`.
 */
export const filesRoutes =
  (deps: { files: FilesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const secured = { security: [{ bearer: [] }], tags: ['archivos'] };

    app.post('/', { schema: { ...secured, summary: 'Subir un archivo (multipart: kind, companyId, file)', consumes: ['multipart/form-data'], response: withErrors({ 200: ZStoredFileResponse }) } }, async (request) => {
      const actor = requireActor(request);
      // One byte over the largest kind lets the pipeline see the excess and answer in Spanish.
      const part = await request.file({ limits: { fileSize: MULTIPART_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 } });
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', { message: A.archivoRequerido, fields: { file: A.archivoRequerido } });
      const fields = part.fields as Record<string, unknown>;
      const companyId = actor.requestedCompanyId ?? fieldValue(fields, 'companyId');
      if (!companyId || !isUuid(companyId)) throw new AppError('NOT_FOUND');
      const row = await deps.files.uploadForCompany(actor, companyId, fieldValue(fields, 'kind') ?? 'document', { stream: part.file, filename: part.filename });
      return ok({ id: row.id, name: row.name, mime: row.mime, size: row.size, sha256: row.sha256, cid: row.cid ?? '' });
    });

    app.get('/:id', { schema: { ...secured, summary: 'Descargar un archivo de la empresa', params: ZFileIdParams } }, async (request, reply) => {
      const { row, bytes } = await deps.files.downloadForCompany(requireActor(request), request.params.id);
      return reply
        .header('content-type', row.mime)
        .header('content-disposition', contentDisposition('attachment', downloadName(row.name, row)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('etag', `"${row.sha256}"`)
        .send(bytes);
    });
  };
