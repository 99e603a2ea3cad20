import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VaultDocumentSource } from '../../../shared/domain/vault';
import type { Executor } from '../../db/client';
import { companies, files, stageTemplates, users, vaultDocuments, vaultFolders } from '../../db/schema';

export type VaultFolderRow = typeof vaultFolders.$inferSelect;
export type NewVaultFolder = typeof vaultFolders.$inferInsert;
export type VaultDocumentRow = typeof vaultDocuments.$inferSelect;

const documentColumns = {
  document: vaultDocuments,
  file: { mime: files.mime, size: files.size, sha256: files.sha256, cid: files.cid, ext: files.ext },
  uploader: users.completeName,
};

/**
 * The vault tables (owned by this module). It also reads, never writes, the names it shows next to
 * them: the file row, the uploader's and the owner company's name, and a stage's name for filing.
 */
export function vaultRepository(db: Executor) {
  return {
    async folder(id: string): Promise<VaultFolderRow | undefined> {
      const [row] = await db.select().from(vaultFolders).where(and(eq(vaultFolders.id, id), isNull(vaultFolders.deletedAt)));
      return row;
    },

    /** The child folders of a parent (the company root when `parentId` is null), by name. */
    childFolders(companyId: string, parentId: string | null) {
      return db
        .select()
        .from(vaultFolders)
        .where(and(eq(vaultFolders.companyId, companyId), parentId ? eq(vaultFolders.parentId, parentId) : isNull(vaultFolders.parentId), isNull(vaultFolders.deletedAt)))
        .orderBy(asc(sql`avala_fold(${vaultFolders.name})`));
    },

    /** A folder with the same name (case- and accent-blind) under the same parent. */
    async sameName(companyId: string, parentId: string | null, name: string): Promise<VaultFolderRow | undefined> {
      const [row] = await db
        .select()
        .from(vaultFolders)
        .where(
          and(
            eq(vaultFolders.companyId, companyId),
            parentId ? eq(vaultFolders.parentId, parentId) : isNull(vaultFolders.parentId),
            sql`avala_fold(${vaultFolders.name}) = avala_fold(${name})`,
            isNull(vaultFolders.deletedAt),
          ),
        );
      return row;
    },

    async insertFolder(values: NewVaultFolder): Promise<VaultFolderRow> {
      const [row] = await db.insert(vaultFolders).values(values).returning();
      if (!row) throw new Error('vault: folder insert returned no row');
      return row;
    },

    /** The SERVICE folders other companies share with `companyId` (their deliveries to it as client). */
    sharedWith(companyId: string) {
      const parent = alias(vaultFolders, 'parent');
      return db
        .select({ folder: vaultFolders, ownerName: companies.name, parentName: parent.name })
        .from(vaultFolders)
        .innerJoin(companies, eq(companies.id, vaultFolders.companyId))
        .leftJoin(parent, eq(parent.id, vaultFolders.parentId))
        .where(and(eq(vaultFolders.sharedWithCompanyId, companyId), eq(vaultFolders.kind, 'SERVICE'), isNull(vaultFolders.deletedAt)))
        .orderBy(asc(sql`avala_fold(${vaultFolders.name})`));
    },

    documentsOf(folderId: string) {
      return db
        .select(documentColumns)
        .from(vaultDocuments)
        .innerJoin(files, eq(files.id, vaultDocuments.fileId))
        .leftJoin(users, eq(users.id, vaultDocuments.uploadedBy))
        .where(and(eq(vaultDocuments.folderId, folderId), isNull(vaultDocuments.deletedAt)))
        .orderBy(asc(vaultDocuments.createdAt), asc(vaultDocuments.id));
    },

    async document(id: string) {
      const [row] = await db
        .select(documentColumns)
        .from(vaultDocuments)
        .innerJoin(files, eq(files.id, vaultDocuments.fileId))
        .leftJoin(users, eq(users.id, vaultDocuments.uploadedBy))
        .where(and(eq(vaultDocuments.id, id), isNull(vaultDocuments.deletedAt)));
      return row;
    },

    /** Every vault row of a file, deleted ones included (its history outlives the deletion). */
    documentsOfFile(fileId: string) {
      return db.select({ document: vaultDocuments, folder: vaultFolders }).from(vaultDocuments).innerJoin(vaultFolders, eq(vaultFolders.id, vaultDocuments.folderId)).where(eq(vaultDocuments.fileId, fileId));
    },

    async insertDocument(values: typeof vaultDocuments.$inferInsert): Promise<VaultDocumentRow> {
      const [row] = await db.insert(vaultDocuments).values(values).returning();
      if (!row) throw new Error('vault: document insert returned no row');
      return row;
    },

    /** PUT /document: the details of a document still listed; false when it was deleted meanwhile. */
    async updateDetails(id: string, values: { name: string; description: string; tags: string[]; updatedAt: Date; updatedBy: string | null }): Promise<boolean> {
      const rows = await db.update(vaultDocuments).set(values).where(and(eq(vaultDocuments.id, id), isNull(vaultDocuments.deletedAt))).returning({ id: vaultDocuments.id });
      return rows.length > 0;
    },

    async softDelete(id: string, userId: string | null, at: Date): Promise<void> {
      await db.update(vaultDocuments).set({ deletedAt: at, deletedBy: userId }).where(and(eq(vaultDocuments.id, id), isNull(vaultDocuments.deletedAt)));
    },

    async softDeleteFolder(id: string, at: Date): Promise<void> {
      await db.update(vaultFolders).set({ deletedAt: at }).where(and(eq(vaultFolders.id, id), isNull(vaultFolders.deletedAt)));
    },

    /** The vault copy of a document filed from another module (e.g. a compliance document). */
    async bySource(source: Exclude<VaultDocumentSource, 'VAULT'>, sourceId: string) {
      const [row] = await db
        .select({ document: vaultDocuments, file: { sha256: files.sha256, cid: files.cid } })
        .from(vaultDocuments)
        .innerJoin(files, eq(files.id, vaultDocuments.fileId))
        .where(and(eq(vaultDocuments.source, source), eq(vaultDocuments.sourceId, sourceId)));
      return row;
    },

    async stageName(stageId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: stageTemplates.name }).from(stageTemplates).where(eq(stageTemplates.id, stageId));
      return row?.name;
    },

    async userNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await db.select({ id: users.id, name: users.completeName }).from(users).where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type VaultRepository = ReturnType<typeof vaultRepository>;
