import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Argon2 hashes of the passwords a user has set (the current one included), newest last: the
 * PASSWORD_HISTORY policy refuses reusing the last N, and the newest row's date is when the
 * password was last changed (PASSWORD_EXPIRATION_DAYS). Owned by the auth-policies module.
 */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);
