import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { olderThan, utcSortKey } from '../../db/keyset';
import { memberships, notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Scoped by recipient: a notification of another user is simply not found. */
export function notificationsRepository(db: Executor) {
  return {
    /**
     * One tab of the menu, newest first, after `after` (keyset) or skipping `offset`; served by the
     * partial index of that tab (migration 0018). `limit` one past the page tells if there is more.
     */
    page(userId: string, read: boolean, page: { after?: readonly [string, string] | undefined; offset: number; limit: number }) {
      const conditions = [eq(notifications.userId, userId), read ? isNotNull(notifications.readAt) : isNull(notifications.readAt)];
      if (page.after) conditions.push(olderThan(notifications.createdAt, notifications.id, page.after));
      return db
        .select({ row: notifications, sortKey: utcSortKey(notifications.createdAt) })
        .from(notifications)
        .where(and(...conditions))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** How many notifications a tab holds, counting no further than `cap`. */
    async count(userId: string, read: boolean, cap: number) {
      const matches = db
        .select({ one: sql`1`.as('one') })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), read ? isNotNull(notifications.readAt) : isNull(notifications.readAt)))
        .limit(cap)
        .as('matches');
      const [row] = await db.select({ value: count() }).from(matches);
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

    /** "Marcar todas como leídas": every unread notification of the user; returns how many. */
    async markAllRead(userId: string, now: Date) {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /**
     * Members of one company who should hear about something: those with one of `roles`, plus the
     * listed users and addresses, as long as they still belong to the company. Each person once.
     */
    async audience(companyId: string, who: { roles: readonly string[]; userIds: readonly string[]; emails: readonly string[] }) {
      const anyOf: SQL[] = [];
      if (who.roles.length) anyOf.push(inArray(memberships.role, [...who.roles] as (typeof memberships.$inferSelect.role)[]));
      if (who.userIds.length) anyOf.push(inArray(users.id, [...who.userIds]));
      if (who.emails.length) anyOf.push(inArray(sql`lower(${users.email})`, who.emails.map((e) => e.toLowerCase())));
      if (!anyOf.length) return [];
      const rows = await db
        .selectDistinct({ id: users.id, email: users.email, name: users.completeName })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.companyId, companyId), or(...anyOf)));
      return rows.toSorted((a, b) => a.email.localeCompare(b.email));
    },
  };
}
