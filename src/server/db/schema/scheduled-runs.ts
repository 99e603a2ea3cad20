import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Once-a-day work that must not run twice for the same day, whatever the number of processes or
 * retries: a run claims its (name, day) row with INSERT … ON CONFLICT DO NOTHING in the same
 * transaction as its effects. Used by the daily scheduler and the due-reminders job.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
