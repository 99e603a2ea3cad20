import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRegionManager, ZRegionManagersResponse, ZServicesOfferedResponse, ZServicesOfferedUpdate } from '../../../shared/contracts/generators.contract';
import { envelope } from '../../../shared/contracts/envelope';
import { z } from '../../../shared/domain/zod-locale';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { GeneratorSetupService } from './generator-setup.service';

const ZIdParams = z.object({ id: z.uuid() });

export const generatorSetupRoutes =
  (deps: { generatorSetup: GeneratorSetupService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['generadores'], security: [{ bearer: [] }] };

    app.get('/serviceOffered/idCompany/:id', { schema: { ...base, summary: 'Servicios ofrecidos del cliente', params: ZIdParams, response: withErrors({ 200: ZServicesOfferedResponse }) } }, async (request) =>
      ok(await deps.generatorSetup.services(requireActor(request), request.params.id)),
    );

    app.patch(
      '/serviceOffered/idCompany/:id',
      { config: { idempotent: true }, schema: { ...base, summary: 'Reemplazar los servicios ofrecidos', params: ZIdParams, body: ZServicesOfferedUpdate, response: withErrors({ 200: ZServicesOfferedResponse }) } },
      async (request) => ok(await deps.generatorSetup.replaceServices(requireActor(request), request.params.id, request.body.descriptions)),
    );

    app.get('/regionManager/fileToJson/:id', { schema: { ...base, summary: 'Gerentes regionales de un libro', params: ZIdParams, response: withErrors({ 200: ZRegionManagersResponse }) } }, async (request) =>
      ok(await deps.generatorSetup.managers(requireActor(request), request.params.id)),
    );

    app.get(
      '/regionManager/idCompany/:id',
      {
        schema: {
          ...base,
          summary: 'Gerentes regionales vigentes del cliente',
          params: ZIdParams,
          response: withErrors({ 200: envelope(z.object({ fileId: z.uuid().nullable(), managerInfoList: z.array(ZRegionManager) })) }),
        },
      },
      async (request) => ok(await deps.generatorSetup.managersOfCompany(requireActor(request), request.params.id)),
    );
  };
