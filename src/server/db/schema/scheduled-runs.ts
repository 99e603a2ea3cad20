import { boolean, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Once-a-day work that must not run twice for the same day, whatever the number of processes or
 * retries: a run claims its (name, day) row with INSERT … ON CONFLICT DO NOTHING in the same
 * transaction as its effects. Used by the daily scheduler and the due-reminders job.
 *
 * A run too long for one transaction (the due-reminders walk) claims its row with `done` false and
 * commits its effects batch by batch with `progress`, its own resume point; `done` turns true with
 * the last batch. A retry of an unfinished run resumes after `progress`.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    progress: text(),
    done: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
