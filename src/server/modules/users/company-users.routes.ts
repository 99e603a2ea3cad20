import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import {
  ZCompanyParams,
  ZCompanyUserDeletedResponse,
  ZCompanyUserParams,
  ZCompanyUserResponse,
  ZCompanyUsersQuery,
  ZCompanyUsersResponse,
  ZCreateCompanyUserRequest,
  ZOwnedCompaniesResponse,
  ZUpdateCompanyUserRequest,
} from '../../../shared/contracts/users.contract';
import { USUARIOS as L } from '../../../shared/labels/management';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { CompanyUsersService } from './company-users.service';

/** Users of a company (spec 1 §7 GET /companies/{companyId}/users; Administración › Usuarios), under /api/v1/companies. */
export const companyUsersRoutes =
  (deps: { companyUsers: CompanyUsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['usuarios'], security: [{ bearer: [] }] };
    const errors = { 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope };
    const one = withErrors({ 200: ZCompanyUserResponse, ...errors });

    app.get(
      '/owner',
      { schema: { ...base, summary: 'Empresas que administra el usuario en sesión', response: withErrors({ 200: ZOwnedCompaniesResponse }) } },
      async (request) => ok(await deps.companyUsers.owned(requireActor(request))),
    );

    app.get(
      '/:companyId/users',
      { schema: { ...base, summary: 'Usuarios de la empresa, 6 por página', params: ZCompanyParams, querystring: ZCompanyUsersQuery, response: withErrors({ 200: ZCompanyUsersResponse, ...errors }) } },
      async (request) => ok(await deps.companyUsers.list(requireActor(request), request.params.companyId, request.query)),
    );

    app.post(
      '/:companyId/users',
      { schema: { ...base, summary: 'Nuevo usuario en una o varias empresas, con uno o varios roles; le envía la invitación para activar su cuenta', params: ZCompanyParams, body: ZCreateCompanyUserRequest, response: one } },
      async (request) => ok(await deps.companyUsers.create(requireActor(request), request.params.companyId, request.body), L.creado),
    );

    app.patch(
      '/:companyId/users/:userId',
      { schema: { ...base, summary: 'Editar nombre, empresas, roles y estado de un usuario', params: ZCompanyUserParams, body: ZUpdateCompanyUserRequest, response: one } },
      async (request) => ok(await deps.companyUsers.update(requireActor(request), request.params.companyId, request.params.userId, request.body), L.actualizado),
    );

    app.delete(
      '/:companyId/users/:userId',
      { schema: { ...base, summary: 'Borrar un usuario de la empresa (cierra su sesión en todos los dispositivos)', params: ZCompanyUserParams, response: withErrors({ 200: ZCompanyUserDeletedResponse, ...errors }) } },
      async (request) => ok(await deps.companyUsers.remove(requireActor(request), request.params.companyId, request.params.userId), L.borrado),
    );
  };
