import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MENSAJES_IDEMPOTENCIA } from '../../shared/labels/messages';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept an Idempotency-Key header on this mutating route. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { userId: string; companyScope: string; key: string } | null;
  }
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** Stored answers live at least this long (the issue asks for ≥ 7 days). */
export const IDEMPOTENCY_RETENTION_DAYS = 8;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

/**
 * First call with a key: runs and its answer is stored. Replay with the same payload: the stored
 * answer, without running again. Same key, other payload: 422. Same key while the first call is
 * still running: 409. Only 2xx answers are kept; a failed call frees its key for a retry.
 * Runs after authentication (preHandler), so the key is scoped to the signed-in user and company.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (!request.routeOptions.config?.idempotent || header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header)) throw new AppError('VALIDATION', { message: MENSAJES_IDEMPOTENCIA.claveInvalida, fields: { 'headers.idempotency-key': MENSAJES_IDEMPOTENCIA.claveInvalida } });
    if (!request.actor) throw new AppError('UNAUTHENTICATED');
    const scope = { userId: request.actor.userId, companyScope: request.actor.requestedCompanyId ?? '-', key: header };
    const hash = requestHash(request);

    const inserted = await db.insert(idempotencyKeys).values({ ...scope, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length === 1) {
      request.idempotency = scope;
      return;
    }
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.companyScope, scope.companyScope), eq(idempotencyKeys.key, scope.key)));
    if (!existing) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    if (existing.requestHash !== hash) throw new AppError('UNPROCESSABLE', { message: MENSAJES_IDEMPOTENCIA.claveReutilizada });
    if (existing.statusCode === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    return reply.status(existing.statusCode).header('idempotent-replay', 'true').send(existing.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotency;
    if (!scope || reply.getHeader('idempotent-replay')) return payload;
    const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.companyScope, scope.companyScope), eq(idempotencyKeys.key, scope.key));
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: JSON.parse(payload) }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
}

export async function purgeIdempotencyKeys(db: Db, now = new Date()) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000)));
}
