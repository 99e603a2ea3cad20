import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { loginThrottle, refreshTokens, sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** Runs on every authenticated request (plugins/auth.ts). */
const activeSession = preparedPerExecutor((db) =>
  db
    .select({ session: sessions, blocked: users.blocked, activated: users.updatedPassword })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('auth_active_session'),
);

export function authRepository(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    async lockedUntil(email: string): Promise<Date | null> {
      const [row] = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(eq(loginThrottle.email, email));
      return row?.lockedUntil ?? null;
    },

    /**
     * Counts a consecutive failure; a streak whose last failure is older than `windowStart` starts
     * again at 1. Returns the count reached. Atomic under concurrent attempts.
     */
    async recordFailure(email: string, now: Date, windowStart: Date): Promise<number> {
      const restart = sql`${loginThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ email, failedCount: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginThrottle.email,
          set: {
            failedCount: sql`CASE WHEN ${restart} THEN 1 ELSE ${loginThrottle.failedCount} + 1 END`,
            windowStartedAt: sql`${now.toISOString()}::timestamptz`,
          },
        })
        .returning({ failedCount: loginThrottle.failedCount });
      return row?.failedCount ?? 1;
    },

    /** Refuses sign-ins for the address until `until`; the failure streak is kept so the next delay grows. */
    async delayUntil(email: string, until: Date) {
      await db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.email, email));
    },

    /** An expired password: the account must set a new one before anything else (auth.service). */
    async markPasswordNotUpdated(userId: string, now: Date) {
      await db.update(users).set({ updatedPassword: false, updatedAt: now }).where(eq(users.id, userId));
    },

    async clearFailures(email: string) {
      await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
    },

    async createSession(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [session] = await db.insert(sessions).values(values).returning();
      if (!session) throw new Error('session insert returned nothing');
      return session;
    },

    async addRefreshToken(sessionId: string, tokenHash: string) {
      await db.insert(refreshTokens).values({ sessionId, tokenHash });
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions, userBlocked: users.blocked })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks the token spent only if nobody else did first; false means it was already used. */
    async spendRefreshToken(id: string, now: Date): Promise<boolean> {
      const spent = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return spent.length === 1;
    },

    /** An open session with the state of its user, read in the same query on every request. */
    async findActiveSession(id: string, now: Date) {
      const [row] = await activeSession(db).execute({ id, now: now.toISOString() });
      return row;
    },

    /** Ends every open session of a user; their refresh tokens die with them. */
    async revokeSessionsOf(userId: string, reason: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async revokeSession(id: string, reason: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
