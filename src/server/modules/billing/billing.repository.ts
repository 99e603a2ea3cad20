import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, orders, products } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export function billingRepository(db: Executor) {
  return {
    products() {
      return db.select().from(products).orderBy(asc(products.kind), asc(products.quantity));
    },

    productsByIds(ids: string[]) {
      return db.select().from(products).where(inArray(products.id, ids));
    },

    async createOrder(companyId: string, values: Omit<typeof orders.$inferInsert, 'companyId'>): Promise<OrderRow> {
      const [row] = await db.insert(orders).values({ ...values, companyId }).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },

    async findOrder(companyIds: string[], orderId: string) {
      if (!companyIds.length) return undefined;
      const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), inArray(orders.companyId, companyIds)));
      return row;
    },

    async recordFailure(companyId: string, orderId: string, reason: string) {
      await db
        .update(orders)
        .set({ failedAttempts: sql`${orders.failedAttempts} + 1`, lastError: reason })
        .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    },

    /** Marks the order paid and moves the company to PYME in one step; false if it was already paid. */
    async markPaid(order: Pick<OrderRow, 'id' | 'companyId'>, values: { provider: string; reference: string; brand: string; last4: string; trialEndsAt: Date; now: Date }) {
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(orders)
          .set({ status: 'PAID', provider: values.provider, providerReference: values.reference, cardBrand: values.brand, cardLast4: values.last4, trialEndsAt: values.trialEndsAt, paidAt: values.now, lastError: null })
          .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id), eq(orders.status, 'PENDING')))
          .returning();
        if (!paid) return undefined;
        await tx.update(companies).set({ status: 'PYME', updatedAt: values.now }).where(eq(companies.id, order.companyId));
        return paid;
      });
    },
  };
}
