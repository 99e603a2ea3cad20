import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyIdParams } from '../../../shared/contracts/companies.contract';
import { ZLinkedCompaniesQuery, ZLinkedCompaniesResponse } from '../../../shared/contracts/company-links.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { CompanyLinksService } from './company-links.service';

/** GET /companies/{id}/providers and /clients (spec 1 §7), paginated with chip counts. */
export const companyLinksRoutes =
  (deps: { companyLinks: CompanyLinksService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['empresas'], security: [{ bearer: [] }], params: ZCompanyIdParams, querystring: ZLinkedCompaniesQuery, response: withErrors({ 200: ZLinkedCompaniesResponse }) };

    app.get('/:id/providers', { schema: { ...base, summary: 'Proveedores de la empresa' } }, async (request) =>
      ok(await deps.companyLinks.list(requireActor(request), request.params.id, 'providers', request.query)),
    );

    app.get('/:id/clients', { schema: { ...base, summary: 'Clientes de la empresa' } }, async (request) =>
      ok(await deps.companyLinks.list(requireActor(request), request.params.id, 'clients', request.query)),
    );
  };
