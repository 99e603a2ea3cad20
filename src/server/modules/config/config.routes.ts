import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicConfigResponse } from '../../../shared/contracts/config.contract';
import type { Env } from '../../env';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';

/** Public run-time settings of the web app: nothing secret, so no session is needed (issue 10 §6). */
export const configRoutes =
  (deps: { env: Pick<Env, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/', { schema: { tags: ['sistema'], summary: 'Configuración pública de la aplicación', response: withErrors({ 200: ZPublicConfigResponse }) } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({ mapa: { tileUrl: deps.env.MAP_TILE_URL, attribution: deps.env.MAP_TILE_ATTRIBUTION } });
    });
  };
