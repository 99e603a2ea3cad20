import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueFiles, companyLinks } from '../../db/schema';

export type CatalogueRow = typeof catalogueFiles.$inferSelect;

/** Catalogue rows without the (large) parsed workbook, for lists. */
const summaryColumns = {
  id: catalogueFiles.id,
  companyId: catalogueFiles.companyId,
  fileId: catalogueFiles.fileId,
  fileName: catalogueFiles.fileName,
  status: catalogueFiles.status,
  startDate: catalogueFiles.startDate,
  endDate: catalogueFiles.endDate,
  comment: catalogueFiles.comment,
  sheetList: catalogueFiles.sheetList,
  createdAt: catalogueFiles.createdAt,
  updatedAt: catalogueFiles.updatedAt,
};
export type CatalogueSummaryRow = Omit<CatalogueRow, 'workbook' | 'createdBy'>;

export function cataloguesRepository(db: Executor) {
  return {
    /** The company that owns a catalogue, looked up by its id or its file id; resolves access before any scoped call. */
    async owner(idOrFileId: string) {
      const [row] = await db
        .select({ id: catalogueFiles.id, companyId: catalogueFiles.companyId, status: catalogueFiles.status })
        .from(catalogueFiles)
        .where(or(eq(catalogueFiles.id, idOrFileId), eq(catalogueFiles.fileId, idOrFileId)))
        .limit(1);
      return row;
    },

    async isLinkedProvider(clientId: string, providerIds: string[]) {
      const links = await db
        .select({ providerId: companyLinks.providerId })
        .from(companyLinks)
        .where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.status, 'ACCEPTED')));
      return links.some((l) => providerIds.includes(l.providerId));
    },

    async fileInUse(fileId: string) {
      const [row] = await db.select({ id: catalogueFiles.id }).from(catalogueFiles).where(eq(catalogueFiles.fileId, fileId));
      return Boolean(row);
    },

    async hasActive(companyId: string) {
      const [row] = await db.select({ id: catalogueFiles.id }).from(catalogueFiles).where(and(eq(catalogueFiles.companyId, companyId), eq(catalogueFiles.status, true))).limit(1);
      return Boolean(row);
    },

    async create(companyId: string, values: Omit<typeof catalogueFiles.$inferInsert, 'companyId'>) {
      const [row] = await db
        .insert(catalogueFiles)
        .values({ ...values, companyId })
        .returning(summaryColumns);
      return row as CatalogueSummaryRow;
    },

    list(companyId: string): Promise<CatalogueSummaryRow[]> {
      return db.select(summaryColumns).from(catalogueFiles).where(eq(catalogueFiles.companyId, companyId)).orderBy(desc(catalogueFiles.createdAt));
    },

    async find(companyId: string, id: string): Promise<CatalogueRow | undefined> {
      const [row] = await db.select().from(catalogueFiles).where(and(eq(catalogueFiles.companyId, companyId), eq(catalogueFiles.id, id)));
      return row;
    },

    async active(companyId: string): Promise<CatalogueRow | undefined> {
      const [row] = await db
        .select()
        .from(catalogueFiles)
        .where(and(eq(catalogueFiles.companyId, companyId), eq(catalogueFiles.status, true)))
        .orderBy(desc(catalogueFiles.updatedAt))
        .limit(1);
      return row;
    },

    /** One active catalogue per company: enabling one disables the others in the same transaction. */
    async setStatus(companyId: string, id: string, status: boolean) {
      return db.transaction(async (tx) => {
        if (status) await tx.update(catalogueFiles).set({ status: false, updatedAt: new Date() }).where(and(eq(catalogueFiles.companyId, companyId), ne(catalogueFiles.id, id), eq(catalogueFiles.status, true)));
        const [row] = await tx
          .update(catalogueFiles)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(catalogueFiles.companyId, companyId), eq(catalogueFiles.id, id)))
          .returning(summaryColumns);
        return row as CatalogueSummaryRow | undefined;
      });
    },

    /** Removes the catalogue; returns its file id for the files module to remove. */
    async remove(companyId: string, id: string) {
      const [row] = await db.delete(catalogueFiles).where(and(eq(catalogueFiles.companyId, companyId), eq(catalogueFiles.id, id))).returning({ fileId: catalogueFiles.fileId });
      return row?.fileId;
    },
  };
}
