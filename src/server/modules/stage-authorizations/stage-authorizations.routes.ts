import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStageAuthorizationResponse, ZStageAuthorizationsParams, ZStageAuthorizationsResponse, ZStageAuthorizeParams } from '../../../shared/contracts/stage-authorization.contract';
import { MENSAJES_SERVICIO_ETAPAS as M } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { StageAuthorizationsService } from './stage-authorizations.service';

/** A service's stage authorizations (spec 2 §7), registered under /api/v1/services. */
export const stageAuthorizationsRoutes =
  (deps: { stageAuthorizations: StageAuthorizationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['servicios'], security: [{ bearer: [] }] };

    app.get(
      '/:id/stages/authorizations',
      { schema: { ...base, summary: 'Autorización de cada etapa del servicio y si puede autorizarse', params: ZStageAuthorizationsParams, response: withErrors({ 200: ZStageAuthorizationsResponse }) } },
      async (request) => ok(await deps.stageAuthorizations.list(requireActor(request), request.params.id)),
    );

    app.patch(
      '/:id/stages/:stageId/authorize',
      { schema: { ...base, summary: 'El cliente autoriza una etapa con todos sus requisitos validados', params: ZStageAuthorizeParams, response: withErrors({ 200: ZStageAuthorizationResponse }) } },
      async (request) => ok(await deps.stageAuthorizations.authorize(requireActor(request), request.params.id, request.params.stageId), M.etapaAutorizada),
    );
  };
