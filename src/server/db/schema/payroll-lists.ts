import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WorkerListKind } from '../../../shared/domain/payroll-list-template';
import { services } from './compliance';
import { files } from './files';
import { users } from './users';

/**
 * The accepted paid-payroll list (LISTA) or SUA worker data (SUA) of one service-month, owned by the
 * payroll-lists module. One per service, kind and month: a new upload replaces it (its rows go with
 * it; the old file stays in the files table and leaves the vault listing).
 */
export const payrollWorkerLists = pgTable(
  'payroll_worker_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    kind: text().$type<WorkerListKind>().notNull(),
    year: integer().notNull(),
    month: integer().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    rowCount: integer().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payroll_worker_lists_key').on(t.serviceId, t.kind, t.year, t.month)],
);

/** What every row of an uploaded worker list carries: its list, service and month, and its row in the file. */
const workerRowColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  listId: uuid()
    .notNull()
    .references(() => payrollWorkerLists.id, { onDelete: 'cascade' }),
  serviceId: uuid()
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
  year: integer().notNull(),
  month: integer().notNull(),
  rowNumber: integer().notNull(),
});

/** One worker of a paid-payroll list, with the spreadsheet's row number. */
export const payrollListRows = pgTable(
  'payroll_list_rows',
  {
    ...workerRowColumns(),
    name: text().notNull(),
    curp: text().notNull(),
    rfc: text().notNull(),
    nss: text().notNull(),
    dailySalary: numeric({ precision: 14, scale: 2 }).notNull(),
    days: integer().notNull(),
  },
  (t) => [index('payroll_list_rows_month_idx').on(t.serviceId, t.year, t.month, t.rowNumber), index('payroll_list_rows_list_idx').on(t.listId)],
);

/** One worker of a month's SUA data (NSS, CURP, días cotizados, SBC), with the file's row number. */
export const suaRows = pgTable(
  'sua_rows',
  {
    ...workerRowColumns(),
    nss: text().notNull(),
    curp: text().notNull(),
    name: text().notNull(),
    days: integer().notNull(),
    sbc: numeric({ precision: 14, scale: 2 }).notNull(),
    absences: integer().notNull().default(0),
    incapacities: integer().notNull().default(0),
  },
  (t) => [index('sua_rows_month_idx').on(t.serviceId, t.year, t.month, t.rowNumber), index('sua_rows_list_idx').on(t.listId)],
);
