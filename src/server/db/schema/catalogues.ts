import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TWorkbookAx } from '../../../shared/contracts/catalogues.contract';
import { companies } from './companies';
import { files } from './files';
import { users } from './users';

/**
 * Priced catalogue workbooks of a client company (spec 3 §2.7). The original file stays in the
 * BlobStore; the parsed sheets are kept here so the calculator never re-parses on read.
 */
export const catalogueFiles = pgTable(
  'catalogue_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    fileName: text().notNull(),
    status: boolean().notNull().default(false),
    startDate: date(),
    endDate: date(),
    comment: text().notNull().default(''),
    sheetList: jsonb().$type<string[]>().notNull(),
    workbook: jsonb().$type<TWorkbookAx>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalogue_files_file_key').on(t.fileId), index('catalogue_files_company_idx').on(t.companyId, t.status, t.createdAt)],
);
