import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionKey } from '../../../shared/permissions/permission-flags';
import { companies } from './companies';

/**
 * Custom roles of a company (Administración › Roles). A member keeps its built-in role
 * (memberships.role: read / manage / administer in the guard) and may carry any of these
 * (membership_roles): its flags become the plan's rules ∩ the union of their `grants`. The built-ins are not rows:
 * they are exactly computePermissions, so storing them would duplicate PLAN_RULES.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    grants: jsonb().$type<PermissionKey[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('roles_company_idx').on(t.companyId, t.name),
    // Target of membership_roles' foreign key: a custom role only ever applies in its own company.
    unique('roles_id_company_id_key').on(t.id, t.companyId),
  ],
);
