import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyIdParams } from '../../../shared/contracts/companies.contract';
import {
  ZCandidatesQuery,
  ZCandidatesResponse,
  ZCompanyInitRequest,
  ZCompanyInitResponse,
  ZLinkStateResponse,
  ZRemoveClientParams,
  ZRemoveProviderParams,
} from '../../../shared/contracts/invitations.contract';
import { ZCounterpartSettingsResponse, ZUpdateCounterpartRequest } from '../../../shared/contracts/counterpart-settings.contract';
import { MENSAJES_CONTRAPARTES as M } from '../../../shared/labels/counterparts';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { CompanyInitService } from './company-init.service';
import type { CounterpartSettingsService } from './counterpart-settings.service';
import type { InvitationsService } from './invitations.service';

/** Under /api/v1/companies: the add dialog's picker, the new-contact init, editing and deleting a relation. */
export const counterpartsRoutes =
  (deps: { invitations: InvitationsService; companyInit: CompanyInitService; counterpartSettings: CounterpartSettingsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['empresas'], security: [{ bearer: [] }] };

    app.get(
      '/:id/candidates',
      { schema: { ...base, summary: 'Empresas que se pueden invitar', params: ZCompanyIdParams, querystring: ZCandidatesQuery, response: withErrors({ 200: ZCandidatesResponse }) } },
      async (request) => ok(await deps.invitations.candidates(requireActor(request), request.params.id, request.query)),
    );

    app.post(
      '/init',
      { schema: { ...base, summary: 'Registrar un nuevo contacto e invitarlo', body: ZCompanyInitRequest, response: withErrors({ 200: ZCompanyInitResponse }) } },
      async (request) => ok(await deps.companyInit.init(requireActor(request), request.body), M.invitacionEnviada),
    );

    app.delete(
      '/:id/providers/:providerId',
      { schema: { ...base, summary: 'Eliminar un proveedor', params: ZRemoveProviderParams, response: withErrors({ 200: ZLinkStateResponse }) } },
      async (request) => ok(await deps.invitations.removeRelation(requireActor(request), request.params.id, 'providers', request.params.providerId), M.eliminacionExitosa('proveedor')),
    );

    app.patch(
      '/:id/providers/:providerId',
      { schema: { ...base, summary: 'Editar el número o activar/desactivar un proveedor', params: ZRemoveProviderParams, body: ZUpdateCounterpartRequest, response: withErrors({ 200: ZCounterpartSettingsResponse }) } },
      async (request) =>
        ok(await deps.counterpartSettings.update(requireActor(request), request.params.id, 'providers', request.params.providerId, request.body), M.edicionExitosa('proveedor')),
    );

    app.patch(
      '/:id/clients/:clientId',
      { schema: { ...base, summary: 'Editar el número o activar/desactivar un cliente', params: ZRemoveClientParams, body: ZUpdateCounterpartRequest, response: withErrors({ 200: ZCounterpartSettingsResponse }) } },
      async (request) =>
        ok(await deps.counterpartSettings.update(requireActor(request), request.params.id, 'clients', request.params.clientId, request.body), M.edicionExitosa('cliente')),
    );

    app.delete(
      '/:id/clients/:clientId',
      { schema: { ...base, summary: 'Eliminar un cliente', params: ZRemoveClientParams, response: withErrors({ 200: ZLinkStateResponse }) } },
      async (request) => ok(await deps.invitations.removeRelation(requireActor(request), request.params.id, 'clients', request.params.clientId), M.eliminacionExitosa('cliente')),
    );
  };
