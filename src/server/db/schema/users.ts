import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MemberRole, RealmRole } from '../../../shared/domain/enums';
import { companies } from './companies';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    completeName: text().notNull(),
    color: text().notNull(),
    curp: text().notNull().default(''),
    rfc: text().notNull().default(''),
    realmRole: text().$type<RealmRole>().notNull().default('Reader'),
    blocked: boolean().notNull().default(false),
    updatedPassword: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text().$type<MemberRole>().notNull(),
    reviewer: boolean().notNull().default(false),
    /** Optional custom role of the same company: narrows the flags to its grants (schema/roles.ts). */
    roleId: uuid().references(() => roles.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('memberships_company_idx').on(t.companyId), index('memberships_role_idx').on(t.roleId)],
);
