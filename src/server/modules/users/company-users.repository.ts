import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/domain/enums';
import type { Executor } from '../../db/client';
import { foldedContaining } from '../../db/like';
import { memberships, users } from '../../db/schema';
import { hashPassword } from '../auth/password';

const memberColumns = {
  id: users.id,
  name: users.completeName,
  email: users.email,
  color: users.color,
  blocked: users.blocked,
  updatedPassword: users.updatedPassword,
  role: memberships.role,
  roleId: memberships.roleId,
};

/** The members of one company (users ⋈ memberships), always scoped by companyId first. */
export function companyUsersRepository(db: Executor) {
  const inCompany = (companyId: string) => eq(memberships.companyId, companyId);

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
    async create(companyId: string, input: { name: string; email: string; color: string; role: MemberRole; roleId: string | null }) {
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const [user] = await db
        .insert(users)
        .values({ email: input.email, passwordHash, completeName: input.name, color: input.color, realmRole: input.role === 'Administrador' ? 'Admin' : 'Reader', updatedPassword: false })
        .returning({ id: users.id });
      if (!user) throw new Error('company users: insert returned nothing');
      await db.insert(memberships).values({ userId: user.id, companyId, role: input.role, roleId: input.roleId });
      return user.id;
    },

    async updateMembership(companyId: string, userId: string, values: { role: MemberRole; roleId: string | null }) {
      await db.update(memberships).set(values).where(and(inCompany(companyId), eq(memberships.userId, userId)));
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
