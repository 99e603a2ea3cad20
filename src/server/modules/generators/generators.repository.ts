import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TGeneratorColumnFilters } from '../../../shared/contracts/generators.contract';
import { generatorColumnConditions } from './generators-filters';
import { companies, companyLinks, generatorCodeSeq, generatorPhotos, generators } from '../../db/schema';

export type GeneratorRow = typeof generators.$inferSelect;
export type PhotoRow = typeof generatorPhotos.$inferSelect;

export function generatorsRepository(db: Executor) {
  return {
    async linkExists(clientId: string, providerId: string) {
      const [row] = await db
        .select({ status: companyLinks.status })
        .from(companyLinks)
        .where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, providerId), eq(companyLinks.status, 'ACCEPTED')));
      return Boolean(row);
    },

    async nextCode(year: number): Promise<string> {
      const result = await db.execute<{ n: string }>(sql`select nextval(${generatorCodeSeq.seqName}) as n`);
      const n = Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
      return `GEN-${year}-${String(n).padStart(6, '0')}`;
    },

    /** A generator of one of `companyIds` (as provider or as client); another company's is undefined (→ 404). */
    async find(companyIds: readonly string[], id: string) {
      if (!companyIds.length) return undefined;
      const ids = [...companyIds];
      const [row] = await db
        .select()
        .from(generators)
        .where(and(eq(generators.id, id), or(inArray(generators.providerCompanyId, ids), inArray(generators.clientCompanyId, ids))));
      return row;
    },

    /**
     * Unscoped on purpose: signers act through a mailed link, not as members of either company;
     * the signatures module resolves the generator from its own process row.
     */
    async findForSigning(id: string) {
      const [row] = await db.select().from(generators).where(eq(generators.id, id));
      return row;
    },

    /** Whether any company already used this id (an offline-created generator retried by another company is a conflict). */
    async idTaken(id: string) {
      const [row] = await db.select({ id: generators.id }).from(generators).where(eq(generators.id, id));
      return Boolean(row);
    },

    async findByBidding(companyIds: readonly string[], biddingDocumentId: string) {
      if (!companyIds.length) return undefined;
      const ids = [...companyIds];
      const [row] = await db
        .select({ id: generators.id })
        .from(generators)
        .where(and(eq(generators.biddingDocumentId, biddingDocumentId), or(inArray(generators.providerCompanyId, ids), inArray(generators.clientCompanyId, ids))));
      return row;
    },

    async insert(values: typeof generators.$inferInsert) {
      const [row] = await db.insert(generators).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Updates a generator of `companyId` (its provider or its client). */
    async update(companyId: string, id: string, values: Partial<typeof generators.$inferInsert>) {
      const [row] = await db
        .update(generators)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(generators.id, id), or(eq(generators.providerCompanyId, companyId), eq(generators.clientCompanyId, companyId))))
        .returning();
      return row;
    },

    async companyNames(ids: string[]) {
      const rows = await db.select({ id: companies.id, name: companies.name, rfc: companies.rfc }).from(companies).where(inArray(companies.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },

    photos(generatorId: string) {
      return db.select().from(generatorPhotos).where(eq(generatorPhotos.generatorId, generatorId)).orderBy(asc(generatorPhotos.list), asc(generatorPhotos.position));
    },

    async findPhoto(generatorId: string, photoId: string) {
      const [row] = await db.select().from(generatorPhotos).where(and(eq(generatorPhotos.generatorId, generatorId), eq(generatorPhotos.id, photoId)));
      return row;
    },

    async findPhotoById(photoId: string) {
      const [row] = await db.select().from(generatorPhotos).where(eq(generatorPhotos.id, photoId));
      return row;
    },

    async photoByHash(generatorId: string, sha256: string) {
      const [row] = await db.select().from(generatorPhotos).where(and(eq(generatorPhotos.generatorId, generatorId), eq(generatorPhotos.sha256, sha256)));
      return row;
    },

    /** The photo row; its file row is written by the files service in the same transaction. */
    async insertPhoto(photo: typeof generatorPhotos.$inferInsert) {
      await db.insert(generatorPhotos).values(photo);
    },

    async updatePhoto(generatorId: string, photoId: string, values: Partial<typeof generatorPhotos.$inferInsert>) {
      await db.update(generatorPhotos).set(values).where(and(eq(generatorPhotos.generatorId, generatorId), eq(generatorPhotos.id, photoId)));
    },

    async deletePhoto(generatorId: string, photoId: string) {
      const [row] = await db.delete(generatorPhotos).where(and(eq(generatorPhotos.generatorId, generatorId), eq(generatorPhotos.id, photoId))).returning();
      return row;
    },

    /** Generators where the company is provider or client; DISABLED never, STORED only on request. */
    async list(companyId: string, query: { page: number; size: number; search?: string | undefined; archived: boolean; providerId?: string | undefined } & TGeneratorColumnFilters) {
      const conditions: SQL[] = [
        or(eq(generators.providerCompanyId, companyId), eq(generators.clientCompanyId, companyId)) as SQL,
        ne(generators.status, 'DISABLED'),
      ];
      if (!query.archived) conditions.push(ne(generators.status, 'STORED'));
      if (query.providerId) conditions.push(eq(generators.providerCompanyId, query.providerId));
      if (query.search) {
        const needle = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(generators.generatedCode, needle), ilike(generators.city, needle), ilike(companies.name, needle)) as SQL);
      }
      conditions.push(...generatorColumnConditions(query));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ generator: generators, providerName: companies.name })
          .from(generators)
          .innerJoin(companies, eq(companies.id, generators.providerCompanyId))
          .where(where)
          .orderBy(desc(generators.updatedAt))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ value: count() }).from(generators).innerJoin(companies, eq(companies.id, generators.providerCompanyId)).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Whether the company has archived generators (the list then offers "Mostrar archivados"). */
    async hasStored(companyId: string) {
      const [row] = await db
        .select({ id: generators.id })
        .from(generators)
        .where(and(or(eq(generators.providerCompanyId, companyId), eq(generators.clientCompanyId, companyId)), eq(generators.status, 'STORED')))
        .limit(1);
      return Boolean(row);
    },
  };
}
