import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  /** An absolute time. Prefer `delayMs`: it is measured on the database clock, which claims use. */
  runAt?: Date;
  /** Run no earlier than this many milliseconds after the database's now(). */
  delayMs?: number;
  maxAttempts?: number;
}

const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 30 * 60_000;

/** Exponential retry after the nth failed attempt: 30 s, 1 min, 2 min… capped at 30 min. */
export function retryDelayMs(attempts: number) {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_CAP_MS);
}

/** now() + ms on the database clock (see mail.service for why JavaScript dates are not compared). */
export const dbNowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * Adds a job inside the caller's transaction (or on `db`), so the job exists exactly when the
 * caller's write commits. Returns the job id.
 */
export async function enqueueJob(tx: Db, type: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
  const runAt = options.runAt ?? (options.delayMs ? dbNowPlus(options.delayMs) : undefined);
  const [row] = await tx
    .insert(jobs)
    .values({ type, payload, ...(runAt ? { runAt } : {}), ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}) })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}

export function jobsRepository(db: Db) {
  const now = sql`now()`;
  return {
    /**
     * Takes up to `limit` due jobs of the given types for `workerId`: queued ones whose run_at has
     * come, and running ones whose lease expired (their worker died). SKIP LOCKED lets several
     * processes claim at once without waiting on, or taking, each other's rows.
     */
    async claim(input: { workerId: string; types: string[]; limit: number; leaseMs: number }): Promise<JobRow[]> {
      if (input.types.length === 0) return [];
      const queuedAndDue = and(eq(jobs.status, 'queued'), lte(jobs.runAt, now));
      const leaseExpired = and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts));
      const candidates = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(or(queuedAndDue, leaseExpired), inArray(jobs.type, input.types)))
        .orderBy(asc(jobs.runAt))
        .limit(input.limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({ status: 'running', lockedBy: input.workerId, lockedUntil: dbNowPlus(input.leaseMs), attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
        .where(inArray(jobs.id, candidates))
        .returning();
    },

    /** A job that lost its worker after its last attempt will not be claimed again: close it. */
    async failAbandoned(): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({ status: 'failed', lockedUntil: null, lastError: 'lease expired on the last attempt (worker stopped or crashed)', updatedAt: now })
        .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)))
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Extends the lease of a job this worker still holds; false once another worker took it over. */
    async renew(job: JobRow, workerId: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: dbNowPlus(leaseMs), updatedAt: now })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Only the holder of the lease may finish a job; a worker whose lease was taken over changes nothing. */
    async complete(job: JobRow, workerId: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Queues the job again after a backoff, or marks it failed once it has used all its attempts. */
    async fail(job: JobRow, workerId: string, error: string, delayMs: number): Promise<'queued' | 'failed'> {
      const final = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({ status: final ? 'failed' : 'queued', lockedUntil: null, lastError: error.slice(0, 1000), updatedAt: now, ...(final ? {} : { runAt: dbNowPlus(delayMs) }) })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
      return final ? 'failed' : 'queued';
    },

    async find(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
  };
}
export type JobsRepository = ReturnType<typeof jobsRepository>;
