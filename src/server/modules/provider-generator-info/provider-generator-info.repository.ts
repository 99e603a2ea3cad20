import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companyLinks, providerGeneratorInfo } from '../../db/schema';

export type GeneratorInfoRow = typeof providerGeneratorInfo.$inferSelect;
export type GeneratorInfoWithClient = GeneratorInfoRow & { clientName: string };
export type GeneratorInfoChanges = Pick<GeneratorInfoRow, 'assignSupplierNum' | 'comercialName' | 'contacts' | 'legalRepresentatives' | 'socialObjects'>;

/**
 * The provider_generator_info table (owned by this module). Every function takes the provider's
 * id first, or the caller's companies: a row of another provider is never found (404).
 */
export function providerGeneratorInfoRepository(db: Executor) {
  const withClient = { row: providerGeneratorInfo, clientName: companies.name };
  const flatten = ({ row, clientName }: { row: GeneratorInfoRow; clientName: string }): GeneratorInfoWithClient => ({ ...row, clientName });

  async function select(where: SQL | undefined): Promise<GeneratorInfoWithClient[]> {
    const rows = await db
      .select(withClient)
      .from(providerGeneratorInfo)
      .innerJoin(companies, eq(companies.id, providerGeneratorInfo.clientId))
      .where(where)
      .orderBy(asc(companies.name), asc(providerGeneratorInfo.clientId));
    return rows.map(flatten);
  }

  return {
    /** The provider's records: every client's, or only those of `clientIds`. */
    list(providerId: string, clientIds?: readonly string[]) {
      return select(and(eq(providerGeneratorInfo.providerId, providerId), clientIds ? inArray(providerGeneratorInfo.clientId, [...clientIds]) : undefined));
    },

    async findPair(providerId: string, clientId: string) {
      const [row] = await select(and(eq(providerGeneratorInfo.providerId, providerId), eq(providerGeneratorInfo.clientId, clientId)));
      return row;
    },

    /** A record by id, only if one of `companyIds` is its provider or its client. */
    async findVisible(companyIds: readonly string[], id: string) {
      if (companyIds.length === 0) return undefined;
      const ids = [...companyIds];
      const [row] = await db
        .select({ id: providerGeneratorInfo.id, providerId: providerGeneratorInfo.providerId, clientId: providerGeneratorInfo.clientId })
        .from(providerGeneratorInfo)
        .where(eq(providerGeneratorInfo.id, id));
      return row && (ids.includes(row.providerId) || ids.includes(row.clientId)) ? row : undefined;
    },

    /** Which of `clientIds` are clients of the provider with an accepted relation. */
    async acceptedClients(providerId: string, clientIds: readonly string[]): Promise<string[]> {
      if (clientIds.length === 0) return [];
      const rows = await db
        .select({ clientId: companyLinks.clientId })
        .from(companyLinks)
        .where(and(eq(companyLinks.providerId, providerId), inArray(companyLinks.clientId, [...clientIds]), eq(companyLinks.status, 'ACCEPTED')));
      return rows.map((r) => r.clientId);
    },

    async linkStatus(providerId: string, clientId: string) {
      const [row] = await db
        .select({ status: companyLinks.status })
        .from(companyLinks)
        .where(and(eq(companyLinks.providerId, providerId), eq(companyLinks.clientId, clientId)));
      return row?.status ?? null;
    },

    /** The provider company's base data the records refer to (name, representatives, REPSE activities). */
    async providerCompany(providerId: string) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, legalRepresentatives: companies.legalRepresentatives, repses: companies.repses })
        .from(companies)
        .where(eq(companies.id, providerId));
      return row;
    },

    /** Creates the pair's empty record; a concurrent init that won keeps its row (nothing returned). */
    async insert(providerId: string, clientId: string) {
      const [row] = await db.insert(providerGeneratorInfo).values({ providerId, clientId }).onConflictDoNothing().returning({ id: providerGeneratorInfo.id });
      return row;
    },

    async update(providerId: string, id: string, changes: GeneratorInfoChanges, now: Date) {
      const [row] = await db
        .update(providerGeneratorInfo)
        // completedAt keeps the first save: the form's title changes from first capture to editing once.
        .set({ ...changes, updatedAt: now, completedAt: sql`coalesce(${providerGeneratorInfo.completedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(providerGeneratorInfo.providerId, providerId), eq(providerGeneratorInfo.id, id)))
        .returning({ id: providerGeneratorInfo.id, clientId: providerGeneratorInfo.clientId });
      return row;
    },
  };
}
