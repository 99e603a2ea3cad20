import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreClass = new () => FastifyRateLimitStore;

/** Expired windows are swept after this many hits, so the table stays the size of the live windows. */
const SWEEP_EVERY = 500;

/**
 * Each limit counts under its own prefix: its `groupId` (one counter shared by every route of the
 * limit, e.g. the global API default) or else the route itself.
 */
function prefixOf(routeOptions: { groupId?: string; routeInfo?: { method?: unknown; url?: string } }): string {
  if (routeOptions.groupId) return `${routeOptions.groupId}:`;
  return `${String(routeOptions.routeInfo?.method ?? '')}${routeOptions.routeInfo?.url ?? ''}:`;
}

/**
 * Fixed windows in PostgreSQL (or PGlite): one atomic upsert per hit that restarts an ended window
 * and returns the count, so every process on the database sees the same counters.
 */
export function postgresRateLimitStore(db: Db, now: () => Date, options: { localGroups?: ReadonlySet<string> } = {}): StoreClass {
  const local = localCounters(now);
  let hits = 0;
  async function incr(key: string, windowMs: number) {
    const current = now();
    const expiry = new Date(current.getTime() + windowMs).toISOString();
    const ended = sql`${rateLimitHits.expiresAt} <= ${current.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, count: 1, expiresAt: new Date(expiry) })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.count} + 1 END`,
          expiresAt: sql`CASE WHEN ${ended} THEN ${expiry}::timestamptz ELSE ${rateLimitHits.expiresAt} END`,
        },
      })
      .returning({ count: rateLimitHits.count, expiresAt: rateLimitHits.expiresAt });
    if (++hits % SWEEP_EVERY === 0) await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, current));
    return { current: row?.count ?? 1, ttl: Math.max(0, (row?.expiresAt.getTime() ?? 0) - current.getTime()) };
  }

  class PostgresStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'global:') {}
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      incr(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { groupId } = routeOptions as { groupId?: string };
      if (groupId && options.localGroups?.has(groupId)) return new LocalStore(prefixOf(routeOptions as never));
      return new PostgresStore(prefixOf(routeOptions as never));
    }
  }

  class LocalStore implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      callback(null, local.incr(this.prefix + key, timeWindow));
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new LocalStore(prefixOf(routeOptions as never));
    }
  }
  return PostgresStore as unknown as StoreClass;
}

/**
 * Fixed windows in this process's memory, for limits that need not hold across instances (the
 * generous API-wide default): counting every request in the database would add a write to each one.
 */
function localCounters(now: () => Date) {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  return {
    incr(key: string, windowMs: number) {
      const current = now().getTime();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.expiresAt <= current) windows.delete(k);
      const open = windows.get(key);
      const window = open && open.expiresAt > current ? { count: open.count + 1, expiresAt: open.expiresAt } : { count: 1, expiresAt: current + windowMs };
      windows.set(key, window);
      return { current: window.count, ttl: window.expiresAt - current };
    },
  };
}

/** INCR plus PEXPIRE on the first hit of a window, atomically in one script. */
const REDIS_INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

type RedisWithLimit = Redis & { avalaRateLimit(key: string, windowMs: number): Promise<[number, number]> };

/** The same fixed windows in Redis when REDIS_URL is set. */
export function redisRateLimitStore(redis: Redis, namespace = 'avala:rl:'): StoreClass {
  const client = redis as RedisWithLimit;
  if (!(redis as unknown as Partial<RedisWithLimit>).avalaRateLimit) redis.defineCommand('avalaRateLimit', { numberOfKeys: 1, lua: REDIS_INCR });

  class RedisStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'global:') {}
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      client.avalaRateLimit(namespace + this.prefix + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new RedisStore(prefixOf(routeOptions as never));
    }
  }
  return RedisStore as unknown as StoreClass;
}
