import { and, asc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { foldText } from '../../../shared/text/fold';
import { alias } from 'drizzle-orm/pg-core';
import type { VaultDocumentSource } from '../../../shared/domain/vault';
import type { Executor } from '../../db/client';
import { inUuidsPlaceholder } from '../../db/any-of';
import { executeRows } from '../../db/named-statement';
import { foldedContaining } from '../../db/like';
import { preparedPerExecutor } from '../../db/prepared';
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

const live = isNull(vaultFolders.deletedAt);
const sharedWith = (companyId: string | Placeholder) => [eq(vaultFolders.sharedWithCompanyId, companyId), eq(vaultFolders.kind, 'SERVICE'), live];
const sharedOrder = [asc(vaultFolders.nameFolded), asc(vaultFolders.id)];
const parent = alias(vaultFolders, 'parent');
type Value<T> = T | Placeholder;

/** Shared folders with their owner's and parent's names. */
const sharedFolders = (db: Executor) =>
  db.select({ folder: vaultFolders, ownerName: companies.name, parentName: parent.name }).from(vaultFolders).innerJoin(companies, eq(companies.id, vaultFolders.companyId)).leftJoin(parent, eq(parent.id, vaultFolders.parentId));

/** A page of the folders `matching`, walked on vault_folders_shared_name_idx (index-only), then read with their names. */
function sharedWalk(db: Executor, matching: SQL | undefined, page: { offset: Value<number>; limit: Value<number> }) {
  const ids = db.select({ id: vaultFolders.id }).from(vaultFolders).where(matching).orderBy(...sharedOrder).offset(page.offset).limit(page.limit);
  return sharedFolders(db)
    .where(inArray(vaultFolders.id, ids))
    .orderBy(...sharedOrder);
}

// The vault screens' shapes without a search, prepared once per connection (values as placeholders).
const folderById = preparedPerExecutor((db) => db.select().from(vaultFolders).where(and(eq(vaultFolders.id, sql.placeholder('id')), live)).prepare('vault_folder_by_id'));
const childrenOf = (db: Executor, parentOf: SQL) =>
  db
    .select()
    .from(vaultFolders)
    .where(and(eq(vaultFolders.companyId, sql.placeholder('companyId')), parentOf, live))
    .orderBy(asc(sql`avala_fold(${vaultFolders.name})`));
const rootFolders = preparedPerExecutor((db) => childrenOf(db, isNull(vaultFolders.parentId)).prepare('vault_root_folders'));
const childFolders = preparedPerExecutor((db) => childrenOf(db, eq(vaultFolders.parentId, sql.placeholder('parentId'))).prepare('vault_child_folders'));
const folderDocuments = preparedPerExecutor((db) =>
  db
    .select(documentColumns)
    .from(vaultDocuments)
    .innerJoin(files, eq(files.id, vaultDocuments.fileId))
    .leftJoin(users, eq(users.id, vaultDocuments.uploadedBy))
    .where(and(eq(vaultDocuments.companyId, sql.placeholder('companyId')), eq(vaultDocuments.folderId, sql.placeholder('folderId')), isNull(vaultDocuments.deletedAt)))
    .orderBy(asc(vaultDocuments.createdAt), asc(vaultDocuments.id))
    .prepare('vault_folder_documents'),
);
const sharedPageOf = preparedPerExecutor((db) =>
  sharedWalk(db, and(...sharedWith(sql.placeholder('companyId'))), { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') }).prepare('vault_shared_page'),
);
const sharedFoldersIn = preparedPerExecutor((db) => sharedFolders(db).where(inUuidsPlaceholder(vaultFolders.id, 'ids')).prepare('vault_shared_folders_in'));
/** How many folders match, counted no further than `cap` (index-only on vault_folders_shared_name_idx). */
function sharedCount(db: Executor, matching: SQL | undefined, cap: Value<number>) {
  const capped = db.select({ one: sql`1` }).from(vaultFolders).where(matching).limit(cap).as('capped');
  return db.select({ n: sql<number>`count(*)::int` }).from(capped);
}
const sharedCountOf = preparedPerExecutor((db) => sharedCount(db, and(...sharedWith(sql.placeholder('companyId'))), sql.placeholder('cap')).prepare('vault_shared_count'));

/**
 * The vault tables (owned by this module). It also reads, never writes, the names it shows next to
 * them: the file row, the uploader's and the owner company's name, and a stage's name for filing.
 */
export function vaultRepository(db: Executor) {
  /** The shared folders of `ids` with their owner's and parent's names, in the order of `ids`. */
  async function foldersIn(ids: readonly string[]) {
    if (!ids.length) return [];
    const rows = await sharedFoldersIn(db).execute({ ids: [...ids] });
    const byId = new Map(rows.map((r) => [r.folder.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * One statement for a search of three letters or more: a look at the first SEARCH_PROBE names in
   * order (index-only, ~1 ms) tells a frequent word from the others, and only for the others (the
   * gate, evaluated once) it takes up to `cap` + 1 matches (any of them, then put in name order) off a
   * trigram index. The matches are a MATERIALIZED CTE, planned on their own for all their rows: the
   * planner, not knowing a word is rare, would otherwise take the LIMIT as a reason to walk the name
   * order and read every name. The planner picks the trigram index by the company's share of the
   * folders (vault_folders_shared_search_idx leads with the company; vault_folders_shared_words_idx,
   * names only, serves the company with most of them). Planned for its values, never named.
   * `lookedUp` is the gate's verdict: false, the probe's count is the answer and the name walk pages it.
   */
  async function probedSearch(companyId: string, pattern: SQL, cap: number) {
    const listed = and(...sharedWith(companyId));
    const firstNames = db.select({ folded: vaultFolders.nameFolded }).from(vaultFolders).where(listed).orderBy(...sharedOrder).limit(SEARCH_PROBE);
    const lookUp = sql`seen = ${SEARCH_PROBE} and matched <= ${cap}`;
    const gate = sql`(select ${lookUp} from probe)`;
    const matches = db.select({ id: vaultFolders.id, folded: vaultFolders.nameFolded }).from(vaultFolders).where(and(listed, sql`${vaultFolders.nameFolded} like ${pattern}`, gate));
    const rows = await executeRows<{ matched: number; looked_up: boolean; id: string | null }>(
      db,
      sql`with first_names as (${firstNames}),
        probe as (select count(*)::int as seen, (count(*) filter (where name_folded like ${pattern}))::int as matched from first_names),
        m as materialized ${matches},
        found as (select id, name_folded from m limit ${cap + 1})
        select probe.matched, ${lookUp} as looked_up, found.id from probe left join found on true order by found.name_folded, found.id`,
      false,
    );
    const first = rows[0];
    // Ordered by the database's collation, as the name index is.
    return { lookedUp: first?.looked_up ?? false, inFirst: first?.matched ?? 0, found: rows.flatMap((r) => (r.id ? [r.id] : [])) };
  }

  return {
    async folder(id: string): Promise<VaultFolderRow | undefined> {
      const [row] = await folderById(db).execute({ id });
      return row;
    },

    /** The child folders of a parent (the company root when `parentId` is null), by name. */
    childFolders(companyId: string, parentId: string | null): Promise<VaultFolderRow[]> {
      return parentId ? childFolders(db).execute({ companyId, parentId }) : rootFolders(db).execute({ companyId });
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
      const page = { offset: query.offset, limit: query.limit };
      const counting = async (counted: Promise<{ n: number }[]>) => (await counted)[0]?.n ?? 0;
      if (!query.search) {
        const [items, matched] = await Promise.all([sharedPageOf(db).execute({ companyId, ...page }), counting(sharedCountOf(db).execute({ companyId, cap: query.countCap + 1 }))]);
        return { items, matched };
      }
      const listed = sharedWith(companyId);
      const matching = and(...listed, sql`${vaultFolders.nameFolded} like ${foldedContaining(query.search)}`);
      // A search shows no further than its cap.
      page.limit = Math.max(0, Math.min(query.limit, query.countCap - query.offset));
      const walkedPage = async () => (page.limit ? sharedWalk(db, matching, page) : []);
      if (foldText(query.search).length < 3) {
        const [items, matched] = await Promise.all([walkedPage(), counting(sharedCount(db, matching, query.countCap + 1))]);
        return { items, matched };
      }
      const { lookedUp, inFirst, found } = await probedSearch(companyId, foldedContaining(query.search), query.countCap);
      // Every name seen (the count is exact), or the word past the cap among the first: the walk answers.
      if (!lookedUp) return { items: await walkedPage(), matched: inFirst };
      return { items: await foldersIn(found.slice(query.offset, query.offset + page.limit)), matched: found.length };
    },

    /** A folder's documents, oldest first; `companyId` is the folder's own (vault_documents_folder_idx leads with it). */
    documentsOf(companyId: string, folderId: string) {
      return folderDocuments(db).execute({ companyId, folderId });
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
