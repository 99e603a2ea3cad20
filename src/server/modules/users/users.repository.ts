import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyProducts, users } from '../../db/schema';

export function usersRepository(db: Executor) {
  return {
    async findById(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
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
