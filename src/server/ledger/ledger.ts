import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerEntries, ledgerNodes } from '../db/schema/ledger';
import { ledgerPending } from '../db/schema/ledger-pending';
import { fromHex, toHex, utf8 } from '../../shared/ledger/bytes';
import { canonicalJson } from '../../shared/ledger/jcs';
import { leafHash } from '../../shared/ledger/merkle';
import { appendBatchNodes, consistencyWithRoots, inclusionWithRoot, nodeId, rootAt, type NodeKey, type NodeLookup, type StoredNode } from '../../shared/ledger/tree';

export type LedgerAction = 'CREATE' | 'READ' | 'DOWNLOAD' | 'VALIDATE' | 'REJECT' | 'DELETE' | 'UPDATE';
/**
 * `detailsSha256` (UPDATE only): the sha256 of the canonical JSON of the details the event set
 * (a vault document's name, description and tags); entries without it keep their exact old shape.
 */
export interface LedgerEntryInput { fileId: string; sha256: string; cid: string; action: LedgerAction; userId: string | null; companyId: string; at?: Date; detailsSha256?: string }
export interface LedgerEntryOfFile { index: number; action: LedgerAction; userId: string | null; companyId: string; at: string; sha256: string; cid: string; leafHash: string; detailsSha256?: string }

/** One writer at a time on PostgreSQL (PGlite has a single connection and serializes transactions). */
export const APPEND_LOCK = 0x4c454447; // "LEDG"

/** The canonical entry: only ids and hashes, so the public log carries no names or personal data. */
export function ledgerEntryJson(input: LedgerEntryInput): string {
  const at = (input.at ?? new Date()).toISOString();
  // canonicalJson leaves out undefined members: without details the entry is the same as ever.
  return canonicalJson({ action: input.action, at, cid: input.cid, companyId: input.companyId, detailsSha256: input.detailsSha256, fileId: input.fileId, sha256: input.sha256, userId: input.userId });
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

/** Rows per multi-row INSERT (well under PostgreSQL's 65,535 bind parameters). */
const CHUNK = 1_000;
/** Pending reads moved per drain round, so one drain never holds the lock for long. */
const DRAIN_BATCH = 1_000;

const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export async function insertNodes(db: Executor, nodes: StoredNode[]) {
  for (const part of chunks(nodes)) await db.insert(ledgerNodes).values(part.map((n) => ({ level: n.level, idx: n.index, hash: toHex(n.hash) })));
}

/** Appends canonical entries at [size, size + n) and the nodes they complete. The caller holds APPEND_LOCK; returns the new size. */
async function appendLocked(tx: Executor, size: number, rows: Array<{ entry: string; fileId: string }>) {
  const leaves = await Promise.all(rows.map((row) => leafHash(utf8(row.entry))));
  const values = rows.map((row, i) => ({ index: size + i, entry: row.entry, leafHash: toHex(leaves[i] ?? new Uint8Array()), fileId: row.fileId }));
  for (const part of chunks(values)) await tx.insert(ledgerEntries).values(part);
  await insertNodes(tx, await appendBatchNodes(size, leaves, nodeLookup(tx)));
  return size + rows.length;
}

/** Moves up to `max` pending reads into the log, oldest first. The caller holds APPEND_LOCK; returns the new size. */
async function drainLocked(tx: Executor, size: number, max = Number.POSITIVE_INFINITY) {
  let at = size;
  while (at - size < max) {
    const rows = await tx.select().from(ledgerPending).orderBy(asc(ledgerPending.id)).limit(Math.min(DRAIN_BATCH, max - (at - size)));
    if (rows.length === 0) break;
    at = await appendLocked(tx, at, rows);
    await tx.delete(ledgerPending).where(inArray(ledgerPending.id, rows.map((row) => row.id)));
  }
  return at;
}

/**
 * Appends inside the caller's transaction (Executor from src/server/db/client); returns the 0-based
 * leaf index. Uploads, deletions, validations and rejections use this: the entry commits with the
 * change it records, under the one append lock. Reads recorded earlier (ledger_pending) are appended
 * first, so within a file the ledger order is the order in which things happened (a DOWNLOAD that
 * came before a DELETE gets the lower index).
 */
export async function appendLedgerEntry(db: Executor, input: LedgerEntryInput): Promise<number> {
  const entry = ledgerEntryJson(input);
  // A savepoint when the caller passes its transaction: the lock is held until that one commits.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK})`);
    const index = await drainLocked(tx, await ledgerSize(tx));
    await appendLocked(tx, index, [{ entry, fileId: input.fileId }]);
    return index;
  });
}

/**
 * Records a read (READ or DOWNLOAD) without the append lock: one INSERT into ledger_pending, so
 * views and downloads never wait for each other or for uploads. The entry keeps the time of the
 * read; its ledger index comes with the next append or drain (every few seconds, see
 * startCheckpointSchedule) and before the file's history or proof bundle is read. What must be
 * tamper-evident at once (uploads, deletions, validations) still goes through appendLedgerEntry.
 */
export async function recordLedgerRead(db: Executor, input: LedgerEntryInput & { action: 'READ' | 'DOWNLOAD' }) {
  await db.insert(ledgerPending).values({ entry: ledgerEntryJson(input), fileId: input.fileId });
}

/** Appends pending reads (up to `max`, oldest first) under the append lock; returns how many. Takes no lock when none wait. */
export async function drainLedgerPending(db: Executor, max = DRAIN_BATCH * 10): Promise<number> {
  const [waiting] = await db.select({ id: ledgerPending.id }).from(ledgerPending).limit(1);
  if (!waiting) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK})`);
    const size = await ledgerSize(tx);
    return (await drainLocked(tx, size, max)) - size;
  });
}

/** Before a file's history or proof is read: gives its pending reads their indexes (no lock when it has none). */
export async function settleReadsOf(db: Executor, fileId: string) {
  const [waiting] = await db.select({ id: ledgerPending.id }).from(ledgerPending).where(eq(ledgerPending.fileId, fileId)).limit(1);
  if (waiting) await drainLedgerPending(db, Number.POSITIVE_INFINITY);
}

/** Number of leaves in the log. */
export async function ledgerSize(db: Executor): Promise<number> {
  const [last] = await db.select({ index: ledgerEntries.index }).from(ledgerEntries).orderBy(desc(ledgerEntries.index)).limit(1);
  return last ? last.index + 1 : 0;
}

export async function ledgerEntryAt(db: Executor, index: number) {
  const [row] = await db.select({ index: ledgerEntries.index, entry: ledgerEntries.entry, leafHash: ledgerEntries.leafHash, fileId: ledgerEntries.fileId }).from(ledgerEntries).where(eq(ledgerEntries.index, index));
  return row;
}

/** Entries of one file, oldest first, each with its ledger index. */
export async function ledgerEntriesOfFile(db: Executor, fileId: string): Promise<LedgerEntryOfFile[]> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.fileId, fileId)).orderBy(asc(ledgerEntries.index));
  return rows.map((row) => {
    const e = JSON.parse(row.entry) as Omit<LedgerEntryOfFile, 'index' | 'leafHash'>;
    return { index: row.index, action: e.action, userId: e.userId, companyId: e.companyId, at: e.at, sha256: e.sha256, cid: e.cid, leafHash: row.leafHash, ...(e.detailsSha256 ? { detailsSha256: e.detailsSha256 } : {}) };
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
