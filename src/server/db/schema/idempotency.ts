import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Stored answers of mutating calls sent with an Idempotency-Key, so an offline outbox can retry
 * safely. Scoped per user and company; `statusCode` null means the first call is still running, and
 * it holds the key only until `leaseUntil` (renewed while it runs), so a crashed call's replay runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid().notNull(),
    companyScope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyScope, t.key] })],
);
