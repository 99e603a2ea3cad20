import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionKey } from '../../../shared/permissions/permission-flags';
import { companies } from './companies';

/**
 * Custom roles of a company (Administración › Roles). A member keeps its built-in role
 * (memberships.role: read / manage / administer in the guard) and may carry one of these
 * (memberships.role_id): its flags become the plan's rules ∩ `grants`. The built-ins are not rows:
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
  (t) => [uniqueIndex('roles_company_name_key').on(t.companyId, sql`lower(${t.name})`), index('roles_company_idx').on(t.companyId, t.name)],
);
