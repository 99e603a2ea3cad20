import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { ZRoleDeletedResponse, ZRoleParams, ZRoleRequest, ZRoleResponse, ZRolesQuery, ZRolesResponse } from '../../../shared/contracts/roles.contract';
import { ZCompanyParams } from '../../../shared/contracts/users.contract';
import { ROLES as L } from '../../../shared/labels/management';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { RolesService } from './roles.service';

/** Custom roles of a company, under /api/v1/companies (Administración › Roles). */
export const rolesRoutes =
  (deps: { roles: RolesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['roles'], security: [{ bearer: [] }] };
    const errors = { 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope };

    app.get(
      '/:companyId/roles',
      { schema: { ...base, summary: 'Roles de la empresa: los del sistema y los personalizados', params: ZCompanyParams, querystring: ZRolesQuery, response: withErrors({ 200: ZRolesResponse, ...errors }) } },
      async (request) => ok(await deps.roles.list(requireActor(request), request.params.companyId, request.query)),
    );

    app.post(
      '/:companyId/roles',
      { schema: { ...base, summary: 'Nuevo rol', params: ZCompanyParams, body: ZRoleRequest, response: withErrors({ 200: ZRoleResponse, ...errors }) } },
      async (request) => ok(await deps.roles.create(requireActor(request), request.params.companyId, request.body), L.guardado),
    );

    app.put(
      '/:companyId/roles/:roleId',
      { schema: { ...base, summary: 'Editar un rol personalizado', params: ZRoleParams, body: ZRoleRequest, response: withErrors({ 200: ZRoleResponse, ...errors }) } },
      async (request) => ok(await deps.roles.update(requireActor(request), request.params.companyId, request.params.roleId, request.body), L.guardado),
    );

    app.delete(
      '/:companyId/roles/:roleId',
      { schema: { ...base, summary: 'Borrar un rol personalizado (sus usuarios conservan su rol base)', params: ZRoleParams, response: withErrors({ 200: ZRoleDeletedResponse, ...errors }) } },
      async (request) => ok(await deps.roles.remove(requireActor(request), request.params.companyId, request.params.roleId), L.borrado),
    );
  };
