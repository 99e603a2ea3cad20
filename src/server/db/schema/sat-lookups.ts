import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** One RFC lookup of a company (issue 23): who asked, the answer and the snapshots read. */
export const satLookups = pgTable(
  'sat_lookups',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    rfc: text().notNull(),
    found: boolean().notNull(),
    snapshotIds: uuid().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sat_lookups_company_idx').on(t.companyId, t.createdAt)],
);
