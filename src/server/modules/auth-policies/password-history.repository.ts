import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordHistory } from '../../db/schema';

/** The most PASSWORD_HISTORY allows; older rows are pruned as new ones arrive. */
export const HISTORY_KEPT = 24;

export function passwordHistoryRepository(db: Executor) {
  async function hasAny(userId: string): Promise<boolean> {
    const [row] = await db.select({ id: passwordHistory.id }).from(passwordHistory).where(eq(passwordHistory.userId, userId)).limit(1);
    return Boolean(row);
  }

  return {
    /** The hashes of the user's last `n` passwords, newest first. */
    async lastHashes(userId: string, n: number): Promise<string[]> {
      if (n <= 0) return [];
      const rows = await db
        .select({ hash: passwordHistory.passwordHash })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
        .limit(n);
      return rows.map((row) => row.hash);
    },

    /** When the user last set a password; undefined before the first one recorded here. */
    async lastChangedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${passwordHistory.createdAt})` })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId));
      return row?.at ? new Date(row.at) : undefined;
    },

    /** Whether any password of the user was recorded here (auth-policies.service: mustRenewPassword). */
    hasAny,

    /** Records the current password, set at `at`, when the user has no history yet (an account from before it). */
    async recordCurrentIfNone(userId: string, passwordHash: string, at: Date) {
      if (await hasAny(userId)) return;
      await db.insert(passwordHistory).values({ userId, passwordHash, createdAt: at });
    },

    /**
     * Appends the new password's hash and keeps only the newest HISTORY_KEPT. The first time, the
     * password being replaced goes in first, so it counts as a previous one too.
     */
    async record(userId: string, passwordHash: string, at: Date, previousHash?: string) {
      if (previousHash && !(await hasAny(userId))) await db.insert(passwordHistory).values({ userId, passwordHash: previousHash, createdAt: new Date(at.getTime() - 1) });
      await db.insert(passwordHistory).values({ userId, passwordHash, createdAt: at });
      const keep = db
        .select({ id: passwordHistory.id })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
        .limit(HISTORY_KEPT);
      await db.delete(passwordHistory).where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, keep)));
    },
  };
}
