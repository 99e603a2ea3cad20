import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { ZTagsQuery, ZTagsResponse } from '../../../shared/contracts/tags.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { TagsService } from './tags.service';

/** GET /api/v1/tags (spec 3 §7 "Roles and permissions": GET /tags): the tags in use, for pickers. */
export const tagsRoutes =
  (deps: { tags: TagsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.get(
      '/',
      {
        schema: {
          tags: ['empresas'],
          summary: 'Etiquetas en uso en las empresas del usuario (o del grupo de companyId)',
          security: [{ bearer: [] }],
          querystring: ZTagsQuery,
          response: withErrors({ 200: ZTagsResponse, 404: ZErrorEnvelope }),
        },
      },
      async (request) => ok(await deps.tags.list(requireActor(request), request.query)),
    );
  };
