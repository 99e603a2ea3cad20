import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import { payrollRepository } from './payroll.repository';
import { recheckPayrollCfdis } from './payroll-recompute';

export interface PayrollRecomputeOptions {
  db: Db;
  jobs: JobRunner;
  /** CFDIs per transaction, with `pauseMs` between batches so a recompute never loads the server. */
  batchSize?: number;
  pauseMs?: number;
}

/**
 * 'payroll.recompute': payroll CFDIs stored before the checks existed, or checked with an older
 * PAYROLL_CHECKS_VERSION, are recomputed in paced batches until none is left. Queued at start-up
 * when such rows exist; idempotent, so two processes running it at once only repeat work.
 */
export function createPayrollRecompute(options: PayrollRecomputeOptions) {
  const batchSize = options.batchSize ?? 100;
  const pauseMs = options.pauseMs ?? 200;

  /** One batch in one transaction, under the same per-service lock an upload takes. */
  async function recomputeBatch(): Promise<number> {
    return options.db.transaction(async (tx) => {
      const repo = payrollRepository(tx);
      const ids = await repo.staleIds(batchSize);
      for (const serviceId of await repo.serviceIdsOf(ids)) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll-period:${serviceId}`}))`);
      return recheckPayrollCfdis(tx, ids);
    });
  }

  /** Recomputes every stale CFDI; returns how many were checked. */
  async function recomputeStale(): Promise<number> {
    let done = 0;
    for (;;) {
      const n = await recomputeBatch();
      done += n;
      if (n < batchSize) return done;
      if (pauseMs > 0) await pause(pauseMs);
    }
  }

  options.jobs.register(JOB_TYPES.payrollRecompute, async () => {
    await recomputeStale();
  });

  return {
    recomputeStale,
    /** At start-up: queues the job only when some CFDI needs it. */
    async enqueueIfStale(): Promise<boolean> {
      if (!(await payrollRepository(options.db).hasStale())) return false;
      await options.jobs.enqueue(options.db, JOB_TYPES.payrollRecompute, {});
      return true;
    },
  };
}
export type PayrollRecompute = ReturnType<typeof createPayrollRecompute>;
