import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import {
  ZCompanyParams,
  ZGroupCompaniesQuery,
  ZGroupCompaniesResponse,
  ZGroupCompanyForm,
  ZGroupCompanyParams,
  ZGroupCompanyResponse,
} from '../../../shared/contracts/management-security.contract';
import { MENSAJES_SEGURIDAD as M } from '../../../shared/labels/management-security';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { GroupCompaniesService } from './group-companies.service';

/** Empresas of Administración, registered under /api/v1/companies (Administrador of the group only). */
export const groupCompaniesRoutes =
  (deps: { groupCompanies: GroupCompaniesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['empresas'], security: [{ bearer: [] }] };
    const one = withErrors({ 200: ZGroupCompanyResponse, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope });

    app.get(
      '/:companyId/group-companies',
      { schema: { ...base, summary: 'Empresas del grupo', params: ZCompanyParams, querystring: ZGroupCompaniesQuery, response: withErrors({ 200: ZGroupCompaniesResponse, 403: ZErrorEnvelope, 404: ZErrorEnvelope }) } },
      async (request) => ok(await deps.groupCompanies.list(requireActor(request), request.params.companyId, request.query)),
    );

    app.post('/:companyId/group-companies', { schema: { ...base, summary: 'Nueva empresa del grupo', params: ZCompanyParams, body: ZGroupCompanyForm, response: one } }, async (request) =>
      ok(await deps.groupCompanies.create(requireActor(request), request.params.companyId, request.body), M.empresaCreada),
    );

    app.put('/:companyId/group-companies/:id', { schema: { ...base, summary: 'Editar una empresa del grupo', params: ZGroupCompanyParams, body: ZGroupCompanyForm, response: one } }, async (request) =>
      ok(await deps.groupCompanies.update(requireActor(request), request.params.companyId, request.params.id, request.body), M.empresaActualizada),
    );
  };
