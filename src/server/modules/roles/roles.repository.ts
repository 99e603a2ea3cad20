import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PermissionKey } from '../../../shared/permissions/permission-flags';
import type { Executor } from '../../db/client';
import { membershipRoles, roles } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;
export interface RoleValues {
  name: string;
  color: string;
  grants: PermissionKey[];
}

/** The roles table; every function is scoped by company first (another company's id reads as absent). */
export function rolesRepository(db: Executor) {
  return {
    async list(companyId: string): Promise<(RoleRow & { usersCount: number })[]> {
      const rows = await db
        .select({ role: roles, usersCount: count(membershipRoles.userId) })
        .from(roles)
        .leftJoin(membershipRoles, and(eq(membershipRoles.roleId, roles.id), eq(membershipRoles.companyId, roles.companyId)))
        .where(eq(roles.companyId, companyId))
        .groupBy(roles.id)
        .orderBy(asc(sql`avala_fold(${roles.name})`), asc(roles.id));
      return rows.map((r) => ({ ...r.role, usersCount: r.usersCount }));
    },

    async find(companyId: string, roleId: string): Promise<RoleRow | undefined> {
      const [row] = await db.select().from(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
      return row;
    },

    async findMany(companyId: string, roleIds: string[]): Promise<RoleRow[]> {
      if (!roleIds.length) return [];
      return db.select().from(roles).where(and(eq(roles.companyId, companyId), inArray(roles.id, roleIds)));
    },

    /** Case-insensitive, as the unique index reads names. */
    async nameTaken(companyId: string, name: string, exceptId?: string): Promise<boolean> {
      const conditions = [eq(roles.companyId, companyId), sql`lower(${roles.name}) = lower(${name})`];
      if (exceptId) conditions.push(ne(roles.id, exceptId));
      const [row] = await db.select({ id: roles.id }).from(roles).where(and(...conditions));
      return row !== undefined;
    },

    async insert(companyId: string, values: RoleValues): Promise<RoleRow> {
      const [row] = await db.insert(roles).values({ companyId, ...values }).returning();
      if (!row) throw new Error('roles: insert returned nothing');
      return row;
    },

    async update(companyId: string, roleId: string, values: RoleValues, now: Date): Promise<RoleRow | undefined> {
      const [row] = await db
        .update(roles)
        .set({ ...values, updatedAt: now })
        .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)))
        .returning();
      return row;
    },

    /** Members keep their built-in roles: their membership_roles rows go by the foreign key's cascade. */
    async remove(companyId: string, roleId: string): Promise<boolean> {
      const rows = await db.delete(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, roleId))).returning({ id: roles.id });
      return rows.length === 1;
    },
  };
}
