import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { scheduledRuns } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import type { BlobStore, ListedBlob } from '../../storage/blob-store';
import { filesRepository } from './files.repository';
import { countOf } from '../../../shared/text/count';
import { startHourlyDailySchedule } from '../../jobs/daily-schedule';

/** Far longer than any upload takes between writing its blob and committing its row. */
export const ORPHAN_GRACE_MS = 24 * 3_600_000;
/** Below this many orphans a sweep never suspects the database (a young installation has few rows). */
const SUSPICIOUS_ORPHANS = 100;
const SCHEDULE_KEY = `schedule:${JOB_TYPES.filesSweepOrphans}`;

export interface OrphanSweepOptions {
  db: Db;
  blobs: BlobStore;
  jobs: JobRunner;
  now?: (() => Date) | undefined;
  graceMs?: number;
  /** Objects checked and deleted per batch, with `pauseMs` between batches so a sweep never loads the server. */
  batchSize?: number;
  pauseMs?: number;
}

/**
 * 'files.sweep-orphans': a crash between writing a blob and committing its row, or between deleting
 * a row and its bytes, leaves a blob nothing points to; a crash during a write leaves a `.tmp`.
 * Once a day both are removed when older than the grace period. A blob is deleted only after the
 * files table, read in the same batch, says no row has its id (ids are never reused).
 */
export function createOrphanBlobSweep(options: OrphanSweepOptions) {
  const repo = filesRepository(options.db);
  const graceMs = options.graceMs ?? ORPHAN_GRACE_MS;
  const batchSize = options.batchSize ?? 100;
  const pauseMs = options.pauseMs ?? 500;
  const now = () => options.now?.() ?? new Date();

  const rest = () => (pauseMs > 0 ? pause(pauseMs) : Promise.resolve());

  /** Old blobs without a row and old leftovers, and how many blobs (of any age) have a row. */
  async function findOrphans() {
    const cutoff = now().getTime() - graceMs;
    const orphans: ListedBlob[] = [];
    let inUse = 0;
    let batch: ListedBlob[] = [];
    const check = async () => {
      const withRow = await repo.existingIds(batch.filter((b) => !b.leftover).map((b) => b.id));
      inUse += withRow.size;
      orphans.push(...batch.filter((b) => (b.leftover || !withRow.has(b.id)) && b.modifiedAt.getTime() < cutoff));
      batch = [];
    };
    for await (const blob of options.blobs.list()) {
      batch.push(blob);
      if (batch.length < batchSize) continue;
      await check();
      await rest();
    }
    await check();
    return { orphans, inUse };
  }

  /**
   * Removes every orphan blob and leftover older than the grace period; returns how many. More
   * orphans than blobs in use means the server is looking at the wrong database, not at crashes:
   * then nothing is deleted and the job fails with the reason.
   */
  async function sweep(): Promise<number> {
    const { orphans, inUse } = await findOrphans();
    const orphanBlobs = orphans.filter((b) => !b.leftover).length;
    if (orphanBlobs > Math.max(inUse, SUSPICIOUS_ORPHANS)) {
      throw new Error(`${countOf(orphanBlobs, 'archivo sin registro', 'archivos sin registro')} en la base y solo ${countOf(inUse, 'registrado', 'registrados')}: ¿DATABASE_URL es la base de estos archivos? No se borró nada.`);
    }
    for (let i = 0; i < orphans.length; i++) {
      const blob = orphans[i] as ListedBlob;
      await (blob.leftover ? options.blobs.deleteLeftover(blob.id) : options.blobs.delete(blob.id));
      if ((i + 1) % batchSize === 0) await rest();
    }
    return orphans.length;
  }

  /** Queues today's sweep once per day (UTC), whichever process asks first. */
  async function scheduleToday(): Promise<boolean> {
    const day = now().toISOString().slice(0, 10);
    return options.db.transaction(async (tx) => {
      const claimed = await tx.insert(scheduledRuns).values({ name: SCHEDULE_KEY, day }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (claimed.length === 0) return false;
      await options.jobs.enqueue(tx, JOB_TYPES.filesSweepOrphans, {});
      return true;
    });
  }

  options.jobs.register(JOB_TYPES.filesSweepOrphans, async () => {
    await sweep();
  });

  return {
    sweep,
    scheduleToday,
    /** 1–2 minutes after start, then every hour: queue the day's sweep if nobody has yet. */
    startSchedule: (onError?: (error: unknown) => void) => startHourlyDailySchedule(scheduleToday, onError),
  };
}
export type OrphanBlobSweep = ReturnType<typeof createOrphanBlobSweep>;
