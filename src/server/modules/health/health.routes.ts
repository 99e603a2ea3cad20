import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '../../../shared/contracts/health.contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** Cheap liveness + database check; the offline sync engine probes it to decide it is online. */
export const healthRoutes =
  (deps: { database: Database; version: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { schema: { tags: ['sistema'], summary: 'Estado del servicio', response: { 200: ZHealthResponse } } }, async (_request, reply) => {
      try {
        await deps.database.db.execute(sql`select 1`);
      } catch (error) {
        throw new AppError('UNAVAILABLE', { cause: error });
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, db: deps.database.kind, version: deps.version };
    });
  };
