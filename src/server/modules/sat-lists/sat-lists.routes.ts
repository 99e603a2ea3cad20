import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSatImportResponse, ZSatListsOverviewResponse } from '../../../shared/contracts/sat-lists.contract';
import { SAT_69_LISTS, type Sat69ListName } from '../../../shared/domain/sat-lists';
import { MENSAJES_IMPORTACION_SAT as M } from '../../../shared/labels/sat-lists';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { readAll } from '../files/multipart';
import { SAT_LIST_MAX_BYTES } from '../files/upload-limits';
import type { SatListsService, SatListTarget } from './sat-lists.service';

const isList69 = (value: string): value is Sat69ListName => (SAT_69_LISTS as readonly string[]).includes(value);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { message: M.archivoGrande(SAT_LIST_MAX_BYTES / 1024 / 1024) });

/**
 * The `file` part (read whole, capped) and the `list` field of a multipart body, in either order.
 * These limits replace the plugin's for this request, so they are all restated.
 */
async function uploadedList(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('VALIDATION', { message: M.archivoRequerido });
  let file: { filename: string; bytes: Uint8Array } | undefined;
  let list: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: SAT_LIST_MAX_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        const bytes = await readAll(part.file, SAT_LIST_MAX_BYTES + 1);
        if (part.fieldname === 'file') file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'list' && typeof part.value === 'string') list = part.value;
    }
  } catch (error) {
    // Past the limit the multipart plugin fails the body (FST_REQ_FILE_TOO_LARGE): answer in the operator's words.
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
  }
  if (!file || file.bytes.length === 0) throw new AppError('VALIDATION', { message: M.archivoRequerido });
  if (file.bytes.length > SAT_LIST_MAX_BYTES) throw tooLarge();
  return { file, list };
}

/** The SAT lists' imports for the platform operator (issue 23), registered under /api/v1/sat/lists. */
export const satListsRoutes =
  (deps: { satLists: SatListsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = deps.satLists;
    const secured = { security: [{ bearer: [] }], tags: ['Listas del SAT'] };

    const importRoute = (path: string, summary: string, targetOf: (list: string | undefined) => SatListTarget) =>
      app.post(path, { schema: { ...secured, summary, consumes: ['multipart/form-data'], response: withErrors({ 200: ZSatImportResponse }) } }, async (request) => {
        const actor = requireActor(request);
        await s.requireOperator(actor);
        const { file, list } = await uploadedList(request);
        const result = await s.upload(actor, targetOf(list), file);
        return ok(result, result.same ? M.mismoListado : M.importado);
      });

    importRoute('/69b/import', 'Importar el listado 69-B (multipart: file, CSV del SAT); solo el operador de la plataforma', () => ({ kind: '69B' }));
    importRoute('/69/import', 'Importar un listado del artículo 69 (multipart: list y file); solo el operador de la plataforma', (list) => {
      if (!list || !isList69(list)) throw new AppError('VALIDATION', { message: M.listaRequerida, fields: { list: M.listaRequerida } });
      return { kind: '69', list };
    });

    app.get('/', { schema: { ...secured, summary: 'Listados vigentes, historial de importaciones y fallas de la descarga diaria', response: withErrors({ 200: ZSatListsOverviewResponse }) } }, async (request) => ok(await s.overview(requireActor(request))));
  };
