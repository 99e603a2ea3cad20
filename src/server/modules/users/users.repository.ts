import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyProducts, platformRoles, users } from '../../db/schema';

export function usersRepository(db: Executor) {
  return {
    async findById(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    async platformRoleOf(userId: string) {
      const [row] = await db.select({ role: platformRoles.role }).from(platformRoles).where(eq(platformRoles.userId, userId));
      return row?.role ?? null;
    },

    /** Returns false when there is no such user. */
    async setBlocked(userId: string, blocked: boolean, now: Date): Promise<boolean> {
      const rows = await db.update(users).set({ blocked, updatedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length === 1;
    },

    async productsOf(companyId: string) {
      const rows = await db.select({ product: companyProducts.product }).from(companyProducts).where(eq(companyProducts.companyId, companyId));
      return rows.map((r) => r.product);
    },
  };
}
