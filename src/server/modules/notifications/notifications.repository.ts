import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Scoped by recipient: a notification of another user is simply not found. */
export function notificationsRepository(db: Executor) {
  return {
    async page(userId: string, read: boolean, page: number, size: number) {
      const where = and(eq(notifications.userId, userId), read ? isNotNull(notifications.readAt) : isNull(notifications.readAt));
      const [items, [total]] = await Promise.all([
        db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt)).limit(size).offset(page * size),
        db.select({ value: count() }).from(notifications).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    async unreadCount(userId: string) {
      const [row] = await db.select({ value: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    async markRead(userId: string, id: string, now: Date) {
      const [row] = await db.update(notifications).set({ readAt: now }).where(and(eq(notifications.userId, userId), eq(notifications.id, id))).returning();
      return row;
    },

    async create(values: typeof notifications.$inferInsert) {
      const [row] = await db.insert(notifications).values(values).returning();
      return row;
    },
  };
}
