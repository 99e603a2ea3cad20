import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserMeResponse } from '../../../shared/contracts/users.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { UsersService } from './users.service';

export const usersRoutes =
  (deps: { users: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me',
      {
        onRequest: [app.authenticate],
        schema: { tags: ['usuarios'], summary: 'Usuario en sesión con su empresa principal', security: [{ bearer: [] }], response: withErrors({ 200: ZUserMeResponse }) },
      },
      async (request) => ok(await deps.users.me(requireActor(request))),
    );
  };
