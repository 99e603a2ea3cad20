import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
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
/**
 * A running call holds its key this long, renewed every third of it while it runs. A process killed
 * mid-call stops renewing, so a replay takes the key over within this time instead of waiting 409s
 * until the purge (issue 21). Database time, so every instance agrees.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 30;
const leaseEnd = sql.raw(`now() + interval '${String(IDEMPOTENCY_LEASE_SECONDS)} seconds'`);

/** What a replay must match: method, route, params and body. */
export function idempotencyRequestHash(method: string, url: string, params: unknown, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n${JSON.stringify(params ?? {})}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

function requestHash(request: FastifyRequest): string {
  return idempotencyRequestHash(request.method, request.routeOptions.url ?? request.url, request.params, request.body);
}

type Scope = { userId: string; companyScope: string; key: string };
const whereKey = (scope: Scope) => and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.companyScope, scope.companyScope), eq(idempotencyKeys.key, scope.key));

/**
 * First call with a key: runs and its answer is stored. Replay with the same payload: the stored
 * answer, without running again. Same key, other payload: 422. Same key while the first call is
 * still running: 409, unless its lease lapsed (its process died): then the replay runs it. Only 2xx
 * answers are kept; a failed call frees its key for a retry.
 * Runs after authentication (preHandler), so the key is scoped to the signed-in user and company.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotency', null);
  const heartbeats = new WeakMap<FastifyRequest, NodeJS.Timeout>();

  function hold(request: FastifyRequest, scope: Scope) {
    request.idempotency = scope;
    const renew = () => {
      db.update(idempotencyKeys)
        .set({ leaseUntil: leaseEnd })
        .where(and(whereKey(scope), isNull(idempotencyKeys.statusCode)))
        .catch((error: unknown) => request.log.warn({ err: error }, 'renovación de la clave de idempotencia'));
    };
    heartbeats.set(request, setInterval(renew, (IDEMPOTENCY_LEASE_SECONDS * 1000) / 3).unref());
  }
  function release(request: FastifyRequest) {
    clearInterval(heartbeats.get(request));
    heartbeats.delete(request);
  }

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (!request.routeOptions.config?.idempotent || header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header)) throw new AppError('VALIDATION', { message: MENSAJES_IDEMPOTENCIA.claveInvalida, fields: { 'headers.idempotency-key': MENSAJES_IDEMPOTENCIA.claveInvalida } });
    if (!request.actor) throw new AppError('UNAUTHENTICATED');
    const scope = { userId: request.actor.userId, companyScope: request.actor.requestedCompanyId ?? '-', key: header };
    const hash = requestHash(request);

    const inserted = await db.insert(idempotencyKeys).values({ ...scope, requestHash: hash, leaseUntil: leaseEnd }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length === 1) return hold(request, scope);
    const [existing] = await db.select().from(idempotencyKeys).where(whereKey(scope));
    if (!existing) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    if (existing.requestHash !== hash) throw new AppError('UNPROCESSABLE', { message: MENSAJES_IDEMPOTENCIA.claveReutilizada });
    if (existing.statusCode === null) {
      // One conditional update, so of two replays racing for a lapsed key only one takes it over.
      const taken = await db
        .update(idempotencyKeys)
        .set({ leaseUntil: leaseEnd })
        .where(and(whereKey(scope), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.requestHash, hash), lt(idempotencyKeys.leaseUntil, sql`now()`)))
        .returning({ key: idempotencyKeys.key });
      if (taken.length === 1) return hold(request, scope);
      throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    }
    return reply.status(existing.statusCode).header('idempotent-replay', 'true').send(existing.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    release(request);
    const scope = request.idempotency;
    if (!scope || reply.getHeader('idempotent-replay')) return payload;
    const where = whereKey(scope);
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: JSON.parse(payload) }).where(where);
    } else {
      // With the database away this fails too; throwing here would replace the envelope with
      // Fastify's bare answer, and the reservation's lease lapses by itself.
      await db
        .delete(idempotencyKeys)
        .where(where)
        .catch((error: unknown) => request.log.warn({ err: error }, 'no se pudo liberar la clave de idempotencia'));
    }
    return payload;
  });
  app.addHook('onResponse', async (request) => release(request));
}

export async function purgeIdempotencyKeys(db: Db, now = new Date()) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000)));
}
