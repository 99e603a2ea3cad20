import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { memberships, signatureProcesses, signatureSigners, users } from '../../db/schema';

export type ProcessRow = typeof signatureProcesses.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;

// Every generators page with a generator under review asks for its signers: prepared once per connection (the ids as one array).
const progressOf = preparedPerExecutor((db) =>
  db
    .select({
      generatorId: signatureProcesses.generatorId,
      signed: sql<number>`count(${signatureSigners.signedAt})::int`,
      total: sql<number>`count(${signatureSigners.id})::int`,
    })
    .from(signatureProcesses)
    .innerJoin(signatureSigners, eq(signatureSigners.processId, signatureProcesses.id))
    .where(and(sql`${signatureProcesses.generatorId} = any(${sql.placeholder('ids')}::uuid[])`, eq(signatureProcesses.status, 'IN_PROGRESS')))
    .groupBy(signatureProcesses.generatorId)
    .prepare('signature_progress_of'),
);

export function signaturesRepository(db: Executor) {
  return {
    async activeProcess(generatorId: string) {
      const [row] = await db.select().from(signatureProcesses).where(and(eq(signatureProcesses.generatorId, generatorId), eq(signatureProcesses.status, 'IN_PROGRESS')));
      return row;
    },

    async createProcess(process: typeof signatureProcesses.$inferInsert, signers: Omit<typeof signatureSigners.$inferInsert, 'processId'>[]) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(signatureProcesses).values(process).returning();
        if (!created) throw new Error('process insert returned nothing');
        const rows = await tx.insert(signatureSigners).values(signers.map((s) => ({ ...s, processId: created.id }))).returning();
        return { process: created, signers: rows };
      });
    },

    async signerByToken(tokenHash: string) {
      const [row] = await db
        .select({ signer: signatureSigners, process: signatureProcesses })
        .from(signatureSigners)
        .innerJoin(signatureProcesses, eq(signatureProcesses.id, signatureSigners.processId))
        .where(eq(signatureSigners.tokenHash, tokenHash));
      return row;
    },

    signers(processId: string) {
      return db.select().from(signatureSigners).where(eq(signatureSigners.processId, processId)).orderBy(asc(signatureSigners.position));
    },

    /**
     * Stores a new code unless the signer already got `perWindow` codes in the hour-long window
     * still open (one atomic update, so parallel requests cannot exceed it). The failed-attempt
     * count is left as it is. Returns whether the code was stored.
     */
    async setCode(signerId: string, codeHash: string, limits: { expiresAt: Date; now: Date; windowStartsAfter: Date; perWindow: number }): Promise<boolean> {
      const s = signatureSigners;
      const expired = sql`(${s.codeWindowStartedAt} is null or ${s.codeWindowStartedAt} <= ${limits.windowStartsAfter.toISOString()}::timestamptz)`;
      const rows = await db
        .update(s)
        .set({
          codeHash,
          codeExpiresAt: limits.expiresAt,
          codeWindowStartedAt: sql`case when ${expired} then ${limits.now.toISOString()}::timestamptz else ${s.codeWindowStartedAt} end`,
          codeWindowCount: sql`case when ${expired} then 1 else ${s.codeWindowCount} + 1 end`,
        })
        .where(and(eq(s.id, signerId), or(expired, lt(s.codeWindowCount, limits.perWindow))))
        .returning({ id: s.id });
      return rows.length === 1;
    },

    /** Counts one code entry unless `max` were already made; returns whether the attempt may proceed. */
    async takeAttempt(signerId: string, max: number): Promise<boolean> {
      const rows = await db
        .update(signatureSigners)
        .set({ codeAttempts: sql`${signatureSigners.codeAttempts} + 1` })
        .where(and(eq(signatureSigners.id, signerId), lt(signatureSigners.codeAttempts, max)))
        .returning({ id: signatureSigners.id });
      return rows.length === 1;
    },

    async markSigned(signerId: string, values: { signedAt: Date; signedName: string; signatureFileId: string; ip: string; userAgent: string | null }): Promise<boolean> {
      const rows = await db
        .update(signatureSigners)
        .set({ ...values, codeHash: null })
        .where(and(eq(signatureSigners.id, signerId), sql`${signatureSigners.signedAt} is null`))
        .returning({ id: signatureSigners.id });
      return rows.length === 1;
    },

    async complete(processId: string, finalFileId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(signatureProcesses)
        .set({ status: 'COMPLETED', finalFileId, completedAt: now })
        .where(and(eq(signatureProcesses.id, processId), eq(signatureProcesses.status, 'IN_PROGRESS')))
        .returning({ id: signatureProcesses.id });
      return rows.length === 1;
    },

    /** Running processes of these generators with how many signers signed out of all. */
    async progressFor(generatorIds: readonly string[]) {
      if (!generatorIds.length) return [];
      return progressOf(db).execute({ ids: [...generatorIds] });
    },

    /** The generator's most recent completed process (its signature page is printed on later PDFs). */
    async lastCompleted(generatorId: string) {
      const [row] = await db
        .select()
        .from(signatureProcesses)
        .where(and(eq(signatureProcesses.generatorId, generatorId), eq(signatureProcesses.status, 'COMPLETED')))
        .orderBy(desc(signatureProcesses.completedAt))
        .limit(1);
      return row;
    },

    /** A new send supersedes any process still running for the generator; its links stop working. */
    async cancelActive(generatorId: string) {
      await db.update(signatureProcesses).set({ status: 'CANCELLED' }).where(and(eq(signatureProcesses.generatorId, generatorId), eq(signatureProcesses.status, 'IN_PROGRESS')));
    },

    /** Users of a company with the given roles, for validators and notifications. */
    membersWithRole(companyId: string, roles: string[]) {
      return db
        .select({ id: users.id, email: users.email, name: users.completeName, role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.companyId, companyId), sql`${memberships.role} in ${roles}`))
        .orderBy(asc(memberships.createdAt));
    },
  };
}
