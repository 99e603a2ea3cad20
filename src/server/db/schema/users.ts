import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MemberRole, RealmRole } from '../../../shared/domain/enums';
import { companies } from './companies';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** What every screen shows: the form's name + last name (or the one name typed at sign-up). */
    completeName: text().notNull(),
    /** The user form's Nombre; empty for users created before it (their name is completeName). */
    firstName: text().notNull().default(''),
    /** The user form's Apellido (spec 3 §5 lastName). */
    lastName: text().notNull().default(''),
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
    /** The highest of roleList: what the guard reads (Lector ⊂ Colaborador ⊂ Administrador). */
    role: text().$type<MemberRole>().notNull(),
    /**
     * The built-in roles chosen in the user form (spec 3 kivitRolList). Empty on memberships made
     * elsewhere (sign-up, invitations, seed): read as [role] then.
     */
    roleList: text().array().$type<MemberRole[]>().notNull().default([]),
    reviewer: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('memberships_company_idx').on(t.companyId)],
);

/**
 * Custom roles of a membership (schema/roles.ts), any number of them: the member's flags become
 * the plan's rules ∩ the union of their grants. A role of another company cannot be attached.
 */
export const membershipRoles = pgTable(
  'membership_roles',
  {
    userId: uuid().notNull(),
    companyId: uuid().notNull(),
    roleId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId, t.roleId] }),
    foreignKey({ name: 'membership_roles_membership_fk', columns: [t.userId, t.companyId], foreignColumns: [memberships.userId, memberships.companyId] }).onDelete('cascade'),
    foreignKey({ name: 'membership_roles_role_fk', columns: [t.roleId, t.companyId], foreignColumns: [roles.id, roles.companyId] }).onDelete('cascade'),
    index('membership_roles_role_idx').on(t.roleId),
  ],
);
