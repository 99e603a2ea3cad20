import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../../shared/text/fold';
import { alias } from 'drizzle-orm/pg-core';
import type { VaultDocumentSource } from '../../../shared/domain/vault';
import type { Executor } from '../../db/client';
import { foldedContaining } from '../../db/like';
import { companies, files, stageTemplates, users, vaultDocuments, vaultFolders } from '../../db/schema';

export type VaultFolderRow = typeof vaultFolders.$inferSelect;
export type NewVaultFolder = typeof vaultFolders.$inferInsert;
export type VaultDocumentRow = typeof vaultDocuments.$inferSelect;

/** How many names (in order, index-only: ~1 ms) a search looks at first to tell a frequent word. */
const SEARCH_PROBE = 2_000;

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
  /** The shared folders of `ids` with their owner's and parent's names, in the order of `ids`. */
  async function foldersIn(ids: readonly string[]) {
    if (!ids.length) return [];
    const parent = alias(vaultFolders, 'parent');
    const rows = await db
      .select({ folder: vaultFolders, ownerName: companies.name, parentName: parent.name })
      .from(vaultFolders)
      .innerJoin(companies, eq(companies.id, vaultFolders.companyId))
      .leftJoin(parent, eq(parent.id, vaultFolders.parentId))
      .where(inArray(vaultFolders.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.folder.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Up to `limit` folders matching a search (any `limit` of them, then put in name order), found on
   * the trigram index: index scans are turned off for this transaction (SET LOCAL) because the
   * planner, not knowing the word is rare, would otherwise walk the name order and read every name.
   */
  function matchesBySearchIndex(matching: SQL | undefined, limit: number): Promise<{ id: string }[]> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      const found = tx.select({ id: vaultFolders.id, folded: vaultFolders.nameFolded }).from(vaultFolders).where(matching).limit(limit).as('found');
      // Ordered after the limit, by the database's collation as the name index is.
      return tx.select({ id: found.id }).from(found).orderBy(asc(found.folded), asc(found.id));
    });
  }

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

    /**
     * A page of the SERVICE folders other companies share with `companyId` (their deliveries to it
     * as client) by folded name, and how many match, counted no further than `countCap` + 1.
     * Without a search (or with one too short for trigrams) both walk vault_folders_shared_name_idx
     * in order, index-only. With a search, a look at the first SEARCH_PROBE names tells a frequent
     * word (past the cap there: the same walk finds its page at once) from the others, which would
     * walk every name: those take at most `countCap` + 1 matches off the trigram index
     * (vault_folders_shared_search_idx) and page them by name; past the cap they are some of the
     * matches, which the screen says (write more of the name).
     */
    async sharedPage(companyId: string, query: { search?: string | undefined; offset: number; limit: number; countCap: number }) {
      const listed = [eq(vaultFolders.sharedWithCompanyId, companyId), eq(vaultFolders.kind, 'SERVICE'), isNull(vaultFolders.deletedAt)];
      const matching = query.search ? and(...listed, sql`${vaultFolders.nameFolded} like ${foldedContaining(query.search)}`) : and(...listed);
      const order = [asc(vaultFolders.nameFolded), asc(vaultFolders.id)];
      // A search shows no further than its cap.
      const limit = query.search ? Math.max(0, Math.min(query.limit, query.countCap - query.offset)) : query.limit;
      const walkedPage = async () => {
        if (!limit) return [];
        const ids = await db.select({ id: vaultFolders.id }).from(vaultFolders).where(matching).orderBy(...order).offset(query.offset).limit(limit);
        return foldersIn(ids.map((r) => r.id));
      };
      if (!query.search || foldText(query.search).length < 3) {
        const capped = db.select({ one: sql`1` }).from(vaultFolders).where(matching).limit(query.countCap + 1).as('capped');
        const [items, [counted]] = await Promise.all([walkedPage(), db.select({ n: sql<number>`count(*)::int` }).from(capped)]);
        return { items, matched: counted?.n ?? 0 };
      }
      const firstNames = db.select({ folded: vaultFolders.nameFolded }).from(vaultFolders).where(and(...listed)).orderBy(...order).limit(SEARCH_PROBE).as('first_names');
      const [probe] = await db
        .select({ seen: sql<number>`count(*)::int`, matched: sql<number>`(count(*) filter (where ${firstNames.folded} like ${foldedContaining(query.search)}))::int` })
        .from(firstNames);
      const seen = probe?.seen ?? 0;
      const inFirst = probe?.matched ?? 0;
      // Every name seen (the count is exact), or the word past the cap among the first: the walk answers.
      if (seen < SEARCH_PROBE || inFirst > query.countCap) return { items: await walkedPage(), matched: inFirst };
      const found = await matchesBySearchIndex(matching, query.countCap + 1);
      return { items: await foldersIn(found.slice(query.offset, query.offset + limit).map((r) => r.id)), matched: found.length };
    },

    /** A folder's documents, oldest first; `companyId` is the folder's own (vault_documents_folder_idx leads with it). */
    documentsOf(companyId: string, folderId: string) {
      return db
        .select(documentColumns)
        .from(vaultDocuments)
        .innerJoin(files, eq(files.id, vaultDocuments.fileId))
        .leftJoin(users, eq(users.id, vaultDocuments.uploadedBy))
        .where(and(eq(vaultDocuments.companyId, companyId), eq(vaultDocuments.folderId, folderId), isNull(vaultDocuments.deletedAt)))
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
