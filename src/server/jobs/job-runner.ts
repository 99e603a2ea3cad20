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
  /** How long a claim holds a job. Longer than the slowest handler, or a slow job may run twice. */
  leaseMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  retryDelayMs?: (attempts: number) => number;
  onError?: (error: unknown) => void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the jobs table. Each process has one runner; handlers are registered by type, and a runner
 * only claims the types it has a handler for. `runDue()` runs one round and reports what ran, so
 * tests drive it deterministically; `start()` polls on an interval for production.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const repo = jobsRepository(options.db);
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const delayFor = options.retryDelayMs ?? retryDelayMs;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let stopped = false;

  async function runOne(job: JobRow): Promise<RanJob> {
    const handler = handlers.get(job.type);
    const context: JobContext = { id: job.id, type: job.type, attempt: job.attempts, maxAttempts: job.maxAttempts, isLastAttempt: job.attempts >= job.maxAttempts };
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, context);
      await repo.complete(job, workerId);
      return { id: job.id, type: job.type, attempt: job.attempts, outcome: 'done' };
    } catch (error) {
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
