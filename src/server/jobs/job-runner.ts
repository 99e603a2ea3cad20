import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client';
import { enqueueJob, jobsRepository, retryDelayMs, type EnqueueOptions, type JobRow } from './jobs.repository';

export interface JobContext {
  id: string;
  type: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** When true a throw marks the job failed instead of queueing it again. */
  isLastAttempt: boolean;
}

export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<void>;

export interface RanJob {
  id: string;
  type: string;
  attempt: number;
  /** What the job became: done, queued again for a retry, or failed for good. */
  outcome: 'done' | 'queued' | 'failed';
  error?: string;
}

export interface JobRunnerOptions {
  db: Db;
  /** Distinguishes processes in locked_by; random per runner by default. */
  workerId?: string;
  /**
   * How long a claim holds a job without news from its worker (30 s by default): after a crash,
   * another process takes the job once this lapses. A running handler keeps it by the heartbeat.
   */
  leaseMs?: number;
  /** How often a running job's lease is renewed (a third of the lease by default). */
  heartbeatMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  retryDelayMs?: (attempts: number) => number;
  onError?: (error: unknown) => void;
}

export const DEFAULT_LEASE_MS = 30_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the jobs table. Each process has one runner; handlers are registered by type, and a runner
 * only claims the types it has a handler for. `runDue()` runs one round and reports what ran, so
 * tests drive it deterministically; `start()` polls on an interval for production.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const repo = jobsRepository(options.db);
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? Math.floor(leaseMs / 3);
  const batchSize = options.batchSize ?? 10;
  const delayFor = options.retryDelayMs ?? retryDelayMs;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let stopped = false;

  /**
   * Renews the lease while the handler runs. A renewal that finds the lease gone (another worker
   * took the job over) stops; completing is guarded by locked_by, so the job is never finished twice.
   */
  function keepLease(job: JobRow) {
    let renewing: Promise<unknown> = Promise.resolve();
    const beat = setInterval(() => {
      renewing = renewing
        .then(async () => {
          if (!(await repo.renew(job, workerId, leaseMs))) clearInterval(beat);
        })
        .catch((error: unknown) => options.onError?.(error));
    }, heartbeatMs);
    beat.unref();
    return {
      async stop() {
        clearInterval(beat);
        await renewing;
      },
    };
  }

  async function runOne(job: JobRow): Promise<RanJob> {
    const handler = handlers.get(job.type);
    const context: JobContext = { id: job.id, type: job.type, attempt: job.attempts, maxAttempts: job.maxAttempts, isLastAttempt: job.attempts >= job.maxAttempts };
    const heartbeat = keepLease(job);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, context);
      await heartbeat.stop();
      await repo.complete(job, workerId);
      return { id: job.id, type: job.type, attempt: job.attempts, outcome: 'done' };
    } catch (error) {
      await heartbeat.stop();
      options.onError?.(error);
      const outcome = await repo.fail(job, workerId, errorText(error), delayFor(job.attempts));
      return { id: job.id, type: job.type, attempt: job.attempts, outcome, error: errorText(error) };
    }
  }

  /** Polls until nothing is due (or the runner stops); one poll at a time per process. */
  function poll() {
    polling ??= (async () => {
      for (;;) {
        if (stopped) return;
        if ((await runner.runDue()).length === 0) return;
      }
    })()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        polling = undefined;
      });
    return polling;
  }

  const runner = {
    workerId,

    register<P>(type: string, handler: JobHandler<P>) {
      if (handlers.has(type)) throw new Error(`job type ${type} already has a handler`);
      handlers.set(type, handler as JobHandler);
    },

    /** Queues a job inside `tx` (pass the transaction of the write that makes the job necessary). */
    enqueue: (tx: Db, type: string, payload: unknown, enqueueOptions?: EnqueueOptions) => enqueueJob(tx, type, payload, enqueueOptions),

    /** Claims one batch of due jobs (optionally only some types), runs them in order and reports each. */
    async runDue(filter: { types?: string[]; limit?: number } = {}): Promise<RanJob[]> {
      await repo.failAbandoned();
      const types = (filter.types ?? [...handlers.keys()]).filter((type) => handlers.has(type));
      const claimed = await repo.claim({ workerId, types, limit: filter.limit ?? batchSize, leaseMs });
      const ran: RanJob[] = [];
      for (const job of claimed) ran.push(await runOne(job));
      return ran;
    },

    start(intervalMs = 5_000) {
      stopped = false;
      timer ??= setInterval(() => void poll(), intervalMs);
      timer.unref();
    },

    /** Lets freshly committed work start now instead of at the next tick (no-op unless started). */
    kick() {
      if (timer && !stopped) void poll();
    },

    /** Stops polling and waits for the job in progress, so a shutdown never cuts a handler short. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await polling;
    },
  };
  return runner;
}
export type JobRunner = ReturnType<typeof createJobRunner>;
