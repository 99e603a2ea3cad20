import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** In-app notifications (spec 2 §2): one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    text: text().notNull(),
    subText: text().notNull().default(''),
    action: jsonb().$type<{ path: string } | null>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  // One index per tab of the menu (unread / read), scanned backwards: newest first.
  (t) => [
    index('notifications_user_unread_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.readAt} is null`),
    index('notifications_user_read_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.readAt} is not null`),
  ],
);
