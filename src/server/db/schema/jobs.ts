import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work shared by every server process. A row is claimed with FOR UPDATE SKIP LOCKED
 * and a lease (locked_until), so with several processes on one PostgreSQL each job runs once, and
 * a job whose worker died becomes claimable again when its lease expires.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    status: text().$type<JobStatus>().notNull().default('queued'),
    /** Counted when a job is claimed, so a job that crashes its worker still runs out of attempts. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);
