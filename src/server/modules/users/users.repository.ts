import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProducts, users } from '../../db/schema';

export function usersRepository(db: Db) {
  return {
    async findById(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    async productsOf(companyId: string) {
      const rows = await db.select({ product: companyProducts.product }).from(companyProducts).where(eq(companyProducts.companyId, companyId));
      return rows.map((r) => r.product);
    },
  };
}
