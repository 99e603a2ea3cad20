import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnswerQuery, ZAnswerRequest, ZCancelRequest, ZCollaborationParams, ZInviteRequest, ZLinkStateResponse } from '../../../shared/contracts/invitations.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { InvitationsService } from './invitations.service';

/** Under /api/v1/bpm (spec 2 §7 BPM calls): invite, answer, and withdraw a pending request. */
export const collaborationRoutes =
  (deps: { invitations: InvitationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['empresas'], security: [{ bearer: [] }], params: ZCollaborationParams, response: withErrors({ 200: ZLinkStateResponse }) };

    app.post('/companies/colaboration/:companyId', { schema: { ...base, summary: 'Invitar a colaborar', body: ZInviteRequest } }, async (request) =>
      ok(await deps.invitations.invite(requireActor(request), request.params.companyId, request.body)),
    );

    app.patch(
      '/companies/colaboration/:companyId',
      { schema: { ...base, summary: 'Responder una invitación', querystring: ZAnswerQuery, body: ZAnswerRequest } },
      async (request) => ok(await deps.invitations.answer(requireActor(request), request.params.companyId, request.body.hostId, request.query.invitationResponse)),
    );

    app.delete('/companies/request/:companyId', { schema: { ...base, summary: 'Cancelar una solicitud pendiente', body: ZCancelRequest } }, async (request) =>
      ok(await deps.invitations.cancel(requireActor(request), request.params.companyId, request.body.guestId)),
    );
  };
