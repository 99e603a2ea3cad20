import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import {
  ZGeneratorInfoInitParams,
  ZGeneratorInfoProviderParams,
  ZGeneratorInfoQuery,
  ZProviderGeneratorInfoListResponse,
  ZProviderGeneratorInfoResponse,
  ZUpdateProviderGeneratorInfoRequest,
} from '../../../shared/contracts/provider-generator-info.contract';
import { MENSAJES_DATOS_GENERADOR as M } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { ProviderGeneratorInfoService } from './provider-generator-info.service';

/** The provider's "Datos de generador" (spec 1 §7), under /api/v1/additional/generadoresInfo. */
export const providerGeneratorInfoRoutes =
  (deps: { providerGeneratorInfo: ProviderGeneratorInfoService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['datos de generador'], security: [{ bearer: [] }] };
    const errors = { 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope };
    const s = deps.providerGeneratorInfo;

    app.get(
      '/idProvider/:id',
      { schema: { ...base, summary: 'Datos de generador de un proveedor (todos sus clientes, o uno con idCompany)', params: ZGeneratorInfoProviderParams, querystring: ZGeneratorInfoQuery, response: withErrors({ 200: ZProviderGeneratorInfoListResponse, ...errors }) } },
      async (request) => ok(await s.list(requireActor(request), request.params.id, request.query)),
    );

    app.post(
      '/init/idCompany/:clientId/idProvider/:providerId',
      { schema: { ...base, summary: 'Iniciar los datos de generador de una relación cliente–proveedor', params: ZGeneratorInfoInitParams, response: withErrors({ 200: ZProviderGeneratorInfoResponse, ...errors }) } },
      async (request) => ok(await s.init(requireActor(request), request.params.clientId, request.params.providerId)),
    );

    app.patch(
      '/',
      { schema: { ...base, summary: 'Guardar los datos de generador (solo el proveedor)', body: ZUpdateProviderGeneratorInfoRequest, response: withErrors({ 200: ZProviderGeneratorInfoResponse, ...errors }) } },
      async (request) => ok(await s.update(requireActor(request), request.body), M.guardado),
    );
  };
