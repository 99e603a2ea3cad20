import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/domain/enums';
import type { Executor } from '../../db/client';
import { foldedContaining } from '../../db/like';
import { companies, membershipRoles, memberships, roles, users } from '../../db/schema';
import { hashPassword } from '../auth/password';

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  completeName: users.completeName,
  email: users.email,
  color: users.color,
  blocked: users.blocked,
  updatedPassword: users.updatedPassword,
  role: memberships.role,
  roleList: memberships.roleList,
};

/** The roles of one membership as the user form sets them: the built-ins and the custom role ids. */
export interface MembershipRoles {
  role: MemberRole;
  roleList: MemberRole[];
  roleIds: string[];
}

/** The user form's names; `completeName` is what every other screen shows. */
export interface UserNames {
  firstName: string;
  lastName: string;
  completeName: string;
}

/** The members of one company (users ⋈ memberships), always scoped by companyId first. */
export function companyUsersRepository(db: Executor) {
  const inCompany = (companyId: string) => eq(memberships.companyId, companyId);

  async function attachRoles(companyId: string, userId: string, roleIds: string[]) {
    if (roleIds.length) await db.insert(membershipRoles).values(roleIds.map((roleId) => ({ userId, companyId, roleId })));
  }

  return {
    async page(companyId: string, query: { search?: string | undefined; sort: 'asc' | 'desc'; page: number }, size: number) {
      const where = query.search ? and(inCompany(companyId), sql`avala_fold(${users.completeName} || ' ' || ${users.email}) like ${foldedContaining(query.search)}`) : inCompany(companyId);
      const order = query.sort === 'desc' ? desc : asc;
      const rows = await db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
        .orderBy(order(sql`avala_fold(${users.completeName})`), order(users.id))
        .limit(size)
        .offset((query.page - 1) * size);
      const [total] = await db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async find(companyId: string, userId: string) {
      const [row] = await db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(inCompany(companyId), eq(memberships.userId, userId)));
      return row;
    },

    /** The user row alone (for a user who may have just left the company of the list). */
    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, completeName: users.completeName, email: users.email, color: users.color, blocked: users.blocked, updatedPassword: users.updatedPassword })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The memberships of `userIds` in `companyIds` (the administrator's companies), with the company name. */
    async membershipsIn(companyIds: string[], userIds: string[]) {
      if (!companyIds.length || !userIds.length) return [];
      return db
        .select({ userId: memberships.userId, companyId: memberships.companyId, companyName: companies.name, role: memberships.role, roleList: memberships.roleList })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(and(inArray(memberships.companyId, companyIds), inArray(memberships.userId, userIds)))
        .orderBy(asc(companies.name), asc(companies.id));
    },

    /** The custom roles of `userIds` in `companyIds`. */
    async customRolesIn(companyIds: string[], userIds: string[]) {
      if (!companyIds.length || !userIds.length) return [];
      return db
        .select({ userId: membershipRoles.userId, companyId: membershipRoles.companyId, id: roles.id, name: roles.name, color: roles.color })
        .from(membershipRoles)
        .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
        .where(and(inArray(membershipRoles.companyId, companyIds), inArray(membershipRoles.userId, userIds)))
        .orderBy(asc(sql`avala_fold(${roles.name})`), asc(roles.id));
    },

    /**
     * Active administrators of the company other than `exceptUserId`, with their membership rows
     * locked, so two administrators demoting each other at once cannot both pass the check.
     */
    async otherActiveAdmins(companyId: string, exceptUserId: string): Promise<number> {
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(inCompany(companyId), eq(memberships.role, 'Administrador'), eq(users.blocked, false), ne(memberships.userId, exceptUserId)))
        .for('update');
      return rows.length;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    /** A user nobody can sign in as until the activation link sets the password. */
    async createUser(input: UserNames & { email: string; color: string; admin: boolean }) {
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const [user] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          completeName: input.completeName,
          color: input.color,
          realmRole: input.admin ? 'Admin' : 'Reader',
          updatedPassword: false,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('company users: insert returned nothing');
      return user.id;
    },

    async setNames(userId: string, names: UserNames, now: Date) {
      await db
        .update(users)
        .set({ ...names, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async addMembership(companyId: string, userId: string, values: MembershipRoles) {
      await db.insert(memberships).values({ userId, companyId, role: values.role, roleList: values.roleList });
      await attachRoles(companyId, userId, values.roleIds);
    },

    /** Replaces the roles of the membership (built-ins and custom ones). */
    async setMembershipRoles(companyId: string, userId: string, values: MembershipRoles) {
      await db
        .update(memberships)
        .set({ role: values.role, roleList: values.roleList })
        .where(and(inCompany(companyId), eq(memberships.userId, userId)));
      await db.delete(membershipRoles).where(and(eq(membershipRoles.companyId, companyId), eq(membershipRoles.userId, userId)));
      await attachRoles(companyId, userId, values.roleIds);
    },

    async removeMembership(companyId: string, userId: string) {
      await db.delete(memberships).where(and(inCompany(companyId), eq(memberships.userId, userId)));
    },

    /** Deletes the user when no company keeps them (sessions and tokens go by cascade). */
    async deleteIfOrphan(userId: string): Promise<boolean> {
      const [left] = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
      if ((left?.n ?? 0) > 0) return false;
      await db.delete(users).where(eq(users.id, userId));
      return true;
    },
  };
}
