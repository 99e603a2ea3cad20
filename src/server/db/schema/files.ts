import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Every stored file: the bytes live in the BlobStore under `id`; this row says what they are. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    /** IPFS CIDv1 (raw codec, sha2-256, base32) of the bytes; null on rows stored before it was recorded. */
    cid: text(),
    /** The extension of the type the bytes were checked to be; downloads use it, never the uploaded name. */
    ext: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_company_kind_idx').on(t.companyId, t.kind), index('files_sha256_idx').on(t.sha256)],
);
