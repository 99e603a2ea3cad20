import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { otpChallenges, users } from '../../db/schema';

export function otpRepository(db: Executor) {
  return {
    async create(values: typeof otpChallenges.$inferInsert) {
      const [row] = await db.insert(otpChallenges).values(values).returning();
      if (!row) throw new Error('otp insert returned nothing');
      return row;
    },

    async find(id: string) {
      const [row] = await db.select({ challenge: otpChallenges, user: users }).from(otpChallenges).innerJoin(users, eq(users.id, otpChallenges.userId)).where(eq(otpChallenges.id, id));
      return row;
    },

    async countAttempt(id: string) {
      await db.update(otpChallenges).set({ attempts: sql`${otpChallenges.attempts} + 1` }).where(eq(otpChallenges.id, id));
    },

    /** Single use: only the first successful verification spends the code. */
    async spend(id: string, now: Date): Promise<boolean> {
      const rows = await db.update(otpChallenges).set({ usedAt: now }).where(and(eq(otpChallenges.id, id), isNull(otpChallenges.usedAt))).returning({ id: otpChallenges.id });
      return rows.length === 1;
    },
  };
}
