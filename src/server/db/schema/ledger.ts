import { bigint, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The vault's append-only Merkle log (owned by src/server/ledger). A trigger (migration
 * ledger_append_only) refuses UPDATE, DELETE and TRUNCATE on all three tables: history is only added to.
 * `entry` is the RFC 8785 canonical JSON whose UTF-8 bytes are the leaf; `leafHash` is hex.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    index: bigint({ mode: 'number' }).primaryKey(),
    entry: text().notNull(),
    leafHash: text().notNull(),
    fileId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_file_idx').on(t.fileId, t.index)],
);

/** Completed perfect subtrees: (level, idx) covers leaves [idx·2^level, (idx+1)·2^level); hex hash. */
export const ledgerNodes = pgTable(
  'ledger_nodes',
  {
    level: smallint().notNull(),
    idx: bigint({ mode: 'number' }).notNull(),
    hash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.idx] })],
);

/** Signed tlog-checkpoint notes, one per tree size that was published. */
export const ledgerCheckpoints = pgTable('ledger_checkpoints', {
  treeSize: bigint({ mode: 'number' }).primaryKey(),
  rootHash: text().notNull(),
  note: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
