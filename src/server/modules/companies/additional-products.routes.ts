import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdditionalProductsResponse } from '../../../shared/contracts/company-public.contract';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { ZCompanyIdParams } from '../../../shared/contracts/companies.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { CompaniesService } from './companies.service';

/** GET /additional/product/company/{id} (spec 1 §7), under /api/v1/additional. */
export const additionalProductsRoutes =
  (deps: { companies: CompaniesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.get(
      '/product/company/:id',
      {
        schema: {
          tags: ['empresas'],
          security: [{ bearer: [] }],
          summary: 'Productos adicionales de la empresa',
          params: ZCompanyIdParams,
          response: withErrors({ 200: ZAdditionalProductsResponse, 404: ZErrorEnvelope }),
        },
      },
      async (request) => ok(await deps.companies.additionalProducts(requireActor(request), request.params.id)),
    );
  };
