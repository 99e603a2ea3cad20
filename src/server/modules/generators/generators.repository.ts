import { and, asc, eq, inArray, or, sql, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companyLinks, generatorCodeSeq, generatorPhotos, generators, generatorVersions, users } from '../../db/schema';

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

    /** Complete rows of a list page, in the page's order; `companyId` must be the provider or the client of each. */
    async findMany(companyId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(generators)
        .where(and(inArray(generators.id, [...ids]), or(eq(generators.providerCompanyId, companyId), eq(generators.clientCompanyId, companyId))));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The review history of a generator, oldest first, with who acted. */
    versions(generatorId: string) {
      return db
        .select({ version: generatorVersions.version, status: generatorVersions.status, comment: generatorVersions.comment, actorName: users.completeName, createdAt: generatorVersions.createdAt })
        .from(generatorVersions)
        .leftJoin(users, eq(users.id, generatorVersions.actorUserId))
        .where(eq(generatorVersions.generatorId, generatorId))
        .orderBy(asc(generatorVersions.createdAt), asc(generatorVersions.version));
    },

    /** The version the generator is on (0 before its first send). */
    async currentVersion(generatorId: string): Promise<number> {
      const [row] = await db.select({ value: max(generatorVersions.version) }).from(generatorVersions).where(eq(generatorVersions.generatorId, generatorId));
      return row?.value ?? 0;
    },

    async insertVersion(values: typeof generatorVersions.$inferInsert) {
      await db.insert(generatorVersions).values(values);
    },

    /** Points the generator at a re-rendered PDF, unless its status moved on meanwhile (a newer render follows). */
    async setPdfIfStatus(id: string, status: string, pdfFileId: string) {
      const rows = await db
        .update(generators)
        .set({ pdfFileId })
        .where(and(eq(generators.id, id), eq(generators.status, status as typeof generators.$inferSelect.status)))
        .returning({ id: generators.id });
      return rows.length === 1;
    },
  };
}
