import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { satLookupPdfName, ZConsultedListsResponse, ZSatLookupHistoryQuery, ZSatLookupHistoryResponse, ZSatLookupResponse } from '../../../shared/contracts/sat-lookup.contract';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_CONSULTA_SAT as M } from '../../../shared/labels/sat-lists';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import type { SatLookupService } from './sat-lookup.service';

// The RFC is checked by the service, so a malformed one answers the spec's 'Formato invalido'.
const ZRfcParams = z.object({ rfc: z.string() });

/** SAT RFC lookups for any signed-in company user (issue 23, spec 2 §7), under /api/v1/general/analisis69. */
export const satLookupRoutes =
  (deps: { satLookup: SatLookupService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const secured = { security: [{ bearer: [] }], tags: ['Listas del SAT'] };

    app.get('/rfc/:rfc', { schema: { ...secured, summary: 'Consultar un RFC en las listas de los artículos 69 y 69-B', params: ZRfcParams, response: withErrors({ 200: ZSatLookupResponse }) } }, async (request) => {
      const { records, info } = await deps.satLookup.lookup(requireActor(request), request.params.rfc);
      return { codigo: 0, respuesta: records, mensaje: records.length ? M.encontrado : M.noEncontrado, consulta: info };
    });

    app.get('/rfc/:rfc/pdf', { schema: { ...secured, summary: 'Descargar el resultado de la consulta en PDF', params: ZRfcParams } }, async (request, reply) => {
      const { bytes, rfc, day } = await deps.satLookup.pdf(requireActor(request), request.params.rfc);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', satLookupPdfName(rfc, day)))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    });

    app.get('/lists', { schema: { ...secured, summary: 'Listas vigentes que lee la búsqueda y su fecha de publicación', response: withErrors({ 200: ZConsultedListsResponse }) } }, async (request) =>
      ok(await deps.satLookup.currentLists(requireActor(request))),
    );

    app.get('/history', { schema: { ...secured, summary: 'Historial de búsquedas de RFC de la empresa', querystring: ZSatLookupHistoryQuery, response: withErrors({ 200: ZSatLookupHistoryResponse }) } }, async (request) => {
      const { page, pageSize } = request.query;
      return ok(await deps.satLookup.history(requireActor(request), page, pageSize));
    });
  };
