import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerEntries } from '../db/schema/ledger';
import { toHex } from '../../shared/ledger/bytes';
import type { ProofBundle } from '../../shared/ledger/bundle';
import { inclusionProof } from '../../shared/ledger/tree';
import { latestCheckpoint, signCheckpointIfNeeded } from './checkpoints';
import { nodeLookup } from './ledger';
import { resolveLedgerSigner, type LedgerKeyOptions } from './ledger-key';

/**
 * The offline proof of a file's history: its entries, a signed checkpoint covering all of them
 * (signed now if the latest one predates the newest entry) and an inclusion proof per entry.
 * Null when the file has no ledger entry.
 */
export async function proofBundleOf(db: Executor, fileId: string, options: LedgerKeyOptions = {}): Promise<ProofBundle | null> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.fileId, fileId)).orderBy(asc(ledgerEntries.index));
  const last = rows.at(-1);
  if (!last) return null;
  const latest = await latestCheckpoint(db);
  const checkpoint = latest && latest.treeSize > last.index ? latest : await signCheckpointIfNeeded(db, options);
  const { sha256, cid } = JSON.parse(last.entry) as { sha256: string; cid: string };
  const lookup = nodeLookup(db);
  const proofs = [];
  for (const row of rows) proofs.push({ index: row.index, treeSize: checkpoint.treeSize, auditPath: (await inclusionProof(row.index, checkpoint.treeSize, lookup)).map(toHex) });
  return {
    sha256,
    cid,
    entries: rows.map((row) => ({ index: row.index, entryJson: row.entry, leafHash: row.leafHash })),
    checkpoint: checkpoint.note,
    publicKey: (await resolveLedgerSigner(db, options)).verifierKey,
    proofs,
  };
}
