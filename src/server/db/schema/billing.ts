import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Plan building blocks: `{n}_empleados` and `{n}_gb`, priced per month in integer cents. */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    kind: text().$type<'empleados' | 'gb'>().notNull(),
    quantity: integer().notNull(),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('products_name_key').on(t.name)],
);

/**
 * A PyME subscription order. Card data never reaches this table: only the provider's charge id
 * and the card's last four digits and brand, for receipts.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    employees: integer().notNull(),
    gigas: integer().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    status: text().$type<'PENDING' | 'PAID'>().notNull().default('PENDING'),
    provider: text(),
    providerReference: text(),
    cardBrand: text(),
    cardLast4: text(),
    failedAttempts: integer().notNull().default(0),
    lastError: text(),
    trialEndsAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_company_created_idx').on(t.companyId, t.createdAt)],
);
