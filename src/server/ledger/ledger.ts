import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerEntries, ledgerNodes } from '../db/schema/ledger';
import { fromHex, toHex, utf8 } from '../../shared/ledger/bytes';
import { canonicalJson } from '../../shared/ledger/jcs';
import { leafHash } from '../../shared/ledger/merkle';
import { appendNodes, consistencyWithRoots, inclusionWithRoot, nodeId, rootAt, type NodeKey, type NodeLookup, type StoredNode } from '../../shared/ledger/tree';

export type LedgerAction = 'CREATE' | 'READ' | 'DOWNLOAD' | 'VALIDATE' | 'REJECT' | 'DELETE';
export interface LedgerEntryInput { fileId: string; sha256: string; cid: string; action: LedgerAction; userId: string | null; companyId: string; at?: Date }
export interface LedgerEntryOfFile { index: number; action: LedgerAction; userId: string | null; companyId: string; at: string; sha256: string; cid: string; leafHash: string }

/** One writer at a time on PostgreSQL (PGlite has a single connection and serializes transactions). */
const APPEND_LOCK = 0x4c454447; // "LEDG"

/** The canonical entry: only ids and hashes, so the public log carries no names or personal data. */
export function ledgerEntryJson(input: LedgerEntryInput): string {
  const at = (input.at ?? new Date()).toISOString();
  return canonicalJson({ action: input.action, at, cid: input.cid, companyId: input.companyId, fileId: input.fileId, sha256: input.sha256, userId: input.userId });
}

/** Reads stored nodes in one query. */
export function nodeLookup(db: Executor): NodeLookup {
  return async (keys: NodeKey[]) => {
    const found = new Map<string, Uint8Array>();
    if (keys.length === 0) return found;
    const wanted = sql.join(
      keys.map((k) => sql`(${k.level}::smallint, ${k.index}::bigint)`),
      sql`, `,
    );
    const rows = await db.select().from(ledgerNodes).where(sql`(${ledgerNodes.level}, ${ledgerNodes.idx}) in (${wanted})`);
    for (const row of rows) {
      const hash = fromHex(row.hash);
      if (hash) found.set(nodeId({ level: row.level, index: row.idx }), hash);
    }
    return found;
  };
}

export async function insertNodes(db: Executor, nodes: StoredNode[]) {
  await db.insert(ledgerNodes).values(nodes.map((n) => ({ level: n.level, idx: n.index, hash: toHex(n.hash) })));
}

/** Appends inside the caller's transaction (Executor from src/server/db/client); returns the 0-based leaf index. */
export async function appendLedgerEntry(db: Executor, input: LedgerEntryInput): Promise<number> {
  const entry = ledgerEntryJson(input);
  const leaf = await leafHash(utf8(entry));
  // A savepoint when the caller passes its transaction: the lock is held until that one commits.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK})`);
    const index = await ledgerSize(tx);
    await tx.insert(ledgerEntries).values({ index, entry, leafHash: toHex(leaf), fileId: input.fileId });
    await insertNodes(tx, await appendNodes(index, leaf, nodeLookup(tx)));
    return index;
  });
}

/** Number of leaves in the log. */
export async function ledgerSize(db: Executor): Promise<number> {
  const [last] = await db.select({ index: ledgerEntries.index }).from(ledgerEntries).orderBy(desc(ledgerEntries.index)).limit(1);
  return last ? last.index + 1 : 0;
}

export async function ledgerEntryAt(db: Executor, index: number) {
  const [row] = await db.select({ index: ledgerEntries.index, entry: ledgerEntries.entry, leafHash: ledgerEntries.leafHash }).from(ledgerEntries).where(eq(ledgerEntries.index, index));
  return row;
}

/** Entries of one file, oldest first, each with its ledger index. */
export async function ledgerEntriesOfFile(db: Executor, fileId: string): Promise<LedgerEntryOfFile[]> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.fileId, fileId)).orderBy(asc(ledgerEntries.index));
  return rows.map((row) => {
    const e = JSON.parse(row.entry) as Omit<LedgerEntryOfFile, 'index' | 'leafHash'>;
    return { index: row.index, action: e.action, userId: e.userId, companyId: e.companyId, at: e.at, sha256: e.sha256, cid: e.cid, leafHash: row.leafHash };
  });
}

export const ledgerRoot = (db: Executor, size: number) => rootAt(size, nodeLookup(db));

/** Index < treeSize ≤ size and 1 ≤ first ≤ second ≤ size are the caller's to check. */
export async function ledgerInclusionProof(db: Executor, index: number, treeSize: number) {
  const { leaf, root, path } = await inclusionWithRoot(index, treeSize, nodeLookup(db));
  return { index, treeSize, leafHash: toHex(leaf), rootHash: toHex(root), auditPath: path.map(toHex) };
}

export async function ledgerConsistencyProof(db: Executor, first: number, second: number) {
  const { firstRoot, secondRoot, proof } = await consistencyWithRoots(first, second, nodeLookup(db));
  return { first, second, firstRoot: toHex(firstRoot), secondRoot: toHex(secondRoot), proof: proof.map(toHex) };
}
