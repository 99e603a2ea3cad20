import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contractAnnexes, documentSets, serviceContracts } from '../../db/schema';

export type ServiceContractRow = typeof serviceContracts.$inferSelect;
export type ContractAnnexRow = typeof contractAnnexes.$inferSelect;
/** The row a write returned; a write that returns none is a bug, not a user error. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('contracts: write returned no row');
  return row;
}

export type Decision = Pick<ServiceContractRow, 'status' | 'validationComment' | 'validatedBy' | 'validatedAt'>;

/** The contracts module's tables: one contract per service and its annexes. */
export function contractsRepository(db: Executor) {
  return {
    async ofService(serviceId: string): Promise<ServiceContractRow | undefined> {
      const [row] = await db.select().from(serviceContracts).where(eq(serviceContracts.serviceId, serviceId));
      return row;
    },

    /** Whether the service's document set is the generators line (its contract does not ask for employees). */
    async generatorsSet(setId: string): Promise<boolean> {
      const [row] = await db.select({ generators: documentSets.generators }).from(documentSets).where(eq(documentSets.id, setId));
      return row?.generators ?? false;
    },

    annexes(contractId: string): Promise<ContractAnnexRow[]> {
      return db.select().from(contractAnnexes).where(eq(contractAnnexes.contractId, contractId)).orderBy(asc(contractAnnexes.createdAt), asc(contractAnnexes.id));
    },

    async annex(contractId: string, annexId: string): Promise<ContractAnnexRow | undefined> {
      const [row] = await db.select().from(contractAnnexes).where(and(eq(contractAnnexes.contractId, contractId), eq(contractAnnexes.id, annexId)));
      return row;
    },

    async insert(values: typeof serviceContracts.$inferInsert): Promise<ServiceContractRow> {
      return one(await db.insert(serviceContracts).values(values).returning());
    },

    async update(id: string, values: Partial<typeof serviceContracts.$inferInsert>): Promise<ServiceContractRow> {
      return one(await db.update(serviceContracts).set(values).where(eq(serviceContracts.id, id)).returning());
    },

    /** Decides the reviewed file of a contract still under review; undefined when another decision or a replacement got there first. */
    async decide(id: string, fileId: string, decision: Decision & { updatedAt: Date }): Promise<ServiceContractRow | undefined> {
      const [row] = await db
        .update(serviceContracts)
        .set(decision)
        .where(and(eq(serviceContracts.id, id), eq(serviceContracts.fileId, fileId), eq(serviceContracts.status, 'REVIEW')))
        .returning();
      return row;
    },

    async insertAnnex(values: typeof contractAnnexes.$inferInsert): Promise<ContractAnnexRow> {
      return one(await db.insert(contractAnnexes).values(values).returning());
    },

    async decideAnnex(id: string, decision: Decision): Promise<ContractAnnexRow | undefined> {
      const [row] = await db.update(contractAnnexes).set(decision).where(and(eq(contractAnnexes.id, id), eq(contractAnnexes.status, 'REVIEW'))).returning();
      return row;
    },
  };
}
