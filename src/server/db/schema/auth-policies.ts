import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Authentication policies (OTP_REQUIRED, OTP_LENGHT, OTP_EXPIRATION, password rules).
 * A row with `companyId` null is the platform default; a company row overrides it.
 */
export const authPolicies = pgTable(
  'auth_policies',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    policyType: text().notNull(),
    description: text().notNull(),
    valueType: text().$type<'NUMERIC' | 'BOOLEAN' | 'TEXT'>().notNull(),
    value: text().notNull(),
    active: boolean().notNull().default(true),
    applicableInUpdatePassword: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_policies_company_type_key').on(t.companyId, t.policyType),
    index('auth_policies_company_idx').on(t.companyId),
  ],
);
