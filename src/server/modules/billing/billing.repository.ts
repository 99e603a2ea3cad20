import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companyProducts, orders, products } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
/** An order with the name and RFC of its company, for Mis compras and the receipt. */
export type OrderWithCompany = { order: OrderRow; companyName: string; companyRfc: string };

/** Orders the user placed, or of the companies given (those the user administers). */
const ordersOf = (userId: string, companyIds: string[]) =>
  companyIds.length ? or(eq(orders.createdBy, userId), inArray(orders.companyId, companyIds)) : eq(orders.createdBy, userId);

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

    /** Mis compras: the user's own orders and those of the companies given, newest first. */
    purchasesOf(userId: string, companyIds: string[]): Promise<OrderWithCompany[]> {
      return db
        .select({ order: orders, companyName: companies.name, companyRfc: companies.rfc })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(ordersOf(userId, companyIds))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** One order of the purchases above; undefined for anybody else's (the caller answers 404). */
    async purchaseOf(userId: string, companyIds: string[], orderId: string): Promise<OrderWithCompany | undefined> {
      const [row] = await db
        .select({ order: orders, companyName: companies.name, companyRfc: companies.rfc })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(and(eq(orders.id, orderId), ordersOf(userId, companyIds)));
      return row;
    },

    /** Additional products enabled for the companies given (read-only: the companies module owns the table). */
    enabledProducts(companyIds: string[]) {
      if (!companyIds.length) return Promise.resolve([]);
      return db
        .select({ companyId: companyProducts.companyId, product: companyProducts.product, enabledAt: companyProducts.enabledAt, companyName: companies.name })
        .from(companyProducts)
        .innerJoin(companies, eq(companies.id, companyProducts.companyId))
        .where(inArray(companyProducts.companyId, companyIds));
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
