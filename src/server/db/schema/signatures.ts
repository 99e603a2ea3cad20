import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { generators } from './generators';

/** A signature process over one reviewed PDF of a generator. */
export const signatureProcesses = pgTable(
  'signature_processes',
  {
    id: uuid().primaryKey().defaultRandom(),
    generatorId: uuid()
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    status: text().$type<'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED'>().notNull().default('IN_PROGRESS'),
    documentFileId: uuid()
      .notNull()
      .references(() => files.id),
    documentSha256: text().notNull(),
    finalFileId: uuid().references(() => files.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('signature_processes_generator_idx').on(t.generatorId, t.status)],
);

/** One signer: reached by a mailed link (token kept as sha256), signs with name, drawing and a mailed code. */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: uuid().primaryKey().defaultRandom(),
    processId: uuid()
      .notNull()
      .references(() => signatureProcesses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    role: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    tokenHash: text().notNull(),
    tokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    /** Failed code entries over the whole process: requesting a new code never resets it (item 7). */
    codeAttempts: integer().notNull().default(0),
    /** Codes mailed in the current hour-long window, to cap how often a signer can ask for one. */
    codeWindowStartedAt: timestamp({ withTimezone: true }),
    codeWindowCount: integer().notNull().default(0),
    signedAt: timestamp({ withTimezone: true }),
    signedName: text(),
    signatureFileId: uuid().references(() => files.id),
    ip: text(),
    userAgent: text(),
  },
  (t) => [uniqueIndex('signature_signers_token_key').on(t.tokenHash), index('signature_signers_process_idx').on(t.processId)],
);
