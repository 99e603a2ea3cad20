import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One sign-in. It ends at `expiresAt` (2 h after login) whatever the refreshes, or when revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keepOpen: boolean().notNull().default(false),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Rotating refresh tokens, stored as sha256 only; `usedAt` marks one as spent. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Failed sign-ins in a row per throttle key (an e-mail address, known or not, or a trusted device
 * of one), so the delay answers the same for both and survives restarts and multiple instances.
 * `windowStartedAt` holds the last failure (a streak older than 24 h is forgotten) and
 * `lockedUntil` the end of the current delay (modules/auth/login-delay.ts).
 */
export const loginThrottle = pgTable('login_throttle', {
  email: text().primaryKey(),
  failedCount: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
