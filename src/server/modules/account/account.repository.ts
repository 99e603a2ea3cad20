import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';

export function accountRepository(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    async findUser(id: string) {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    /** A new link makes the earlier unused ones useless. */
    async replaceResetToken(userId: string, tokenHash: string, expiresAt: Date, now: Date) {
      await db.transaction(async (tx) => {
        await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
      });
    },

    async findUsableResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ token: passwordResetTokens, user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
      return row;
    },

    /** Sets the password, spends the token (only once, even under a race) and ends open sessions. */
    async completeReset(tokenId: string, userId: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (spent.length !== 1) return false;
        await tx.update(users).set({ passwordHash, updatedPassword: true, updatedAt: now }).where(eq(users.id, userId));
        await tx.update(sessions).set({ revokedAt: now, revokedReason: 'password_reset' }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        return true;
      });
    },

    async activate(userId: string, passwordHash: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ passwordHash, updatedPassword: true, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.updatedPassword, false)))
        .returning({ id: users.id });
      return updated.length === 1;
    },
  };
}
