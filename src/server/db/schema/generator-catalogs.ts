import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { files } from './files';

/** Services a client offers to its generator providers (spec 3 §7 serviceOffered). */
export const servicesOffered = pgTable(
  'services_offered',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_offered_company_idx').on(t.companyId)],
);

/** Workbooks of region managers uploaded by a client; the newest one is in use. */
export const regionManagerFiles = pgTable(
  'region_manager_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('region_manager_files_company_idx').on(t.companyId, t.createdAt)],
);
