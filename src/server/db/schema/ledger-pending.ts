import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Read events (READ, DOWNLOAD) waiting for their ledger index (owned by src/server/ledger). A view
 * or download inserts one row here instead of taking the ledger's append lock, so reads never
 * queue behind each other; the next append (or the background drain) moves them into
 * ledger_entries in id order, before its own entry, so a file's history keeps the order in which
 * things happened. `entry` is already the canonical JSON, with the time of the read.
 */
export const ledgerPending = pgTable(
  'ledger_pending',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entry: text().notNull(),
    fileId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_pending_file_idx').on(t.fileId)],
);
