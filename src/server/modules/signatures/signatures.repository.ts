import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, signatureProcesses, signatureSigners, users } from '../../db/schema';

export type ProcessRow = typeof signatureProcesses.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;

export function signaturesRepository(db: Db) {
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

    async setCode(signerId: string, codeHash: string, expiresAt: Date) {
      await db.update(signatureSigners).set({ codeHash, codeExpiresAt: expiresAt, codeAttempts: 0 }).where(eq(signatureSigners.id, signerId));
    },

    async countAttempt(signerId: string) {
      await db.update(signatureSigners).set({ codeAttempts: sql`${signatureSigners.codeAttempts} + 1` }).where(eq(signatureSigners.id, signerId));
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
