import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerCheckpoints } from '../db/schema/ledger';
import { toHex, utf8 } from '../../shared/ledger/bytes';
import { checkpointBody, formatSignedNote } from '../../shared/ledger/signed-note';
import { drainLedgerPending, ledgerRoot, ledgerSize } from './ledger';
import { resolveLedgerSigner, type LedgerKeyOptions } from './ledger-key';
import { oneAtATime } from '../lib/one-at-a-time';

export async function latestCheckpoint(db: Executor) {
  const [row] = await db.select().from(ledgerCheckpoints).orderBy(desc(ledgerCheckpoints.treeSize)).limit(1);
  return row;
}

/**
 * Signs a checkpoint of the current tree when it grew since the last one (or none exists yet) and
 * returns the latest. Concurrent signers of the same size keep the first note (tree_size is the key).
 */
export async function signCheckpointIfNeeded(db: Executor, options: LedgerKeyOptions = {}) {
  const [latest, size] = [await latestCheckpoint(db), await ledgerSize(db)];
  if (latest && latest.treeSize >= size) return latest;
  const signer = await resolveLedgerSigner(db, options);
  const rootHash = await ledgerRoot(db, size);
  const body = checkpointBody({ origin: signer.name, treeSize: size, rootHash });
  const note = await formatSignedNote(body, signer.name, signer.publicKey, signer.sign(utf8(body)));
  await db.insert(ledgerCheckpoints).values({ treeSize: size, rootHash: toHex(rootHash), note }).onConflictDoNothing();
  const signed = await latestCheckpoint(db);
  if (!signed) throw new Error('No se pudo guardar el checkpoint del registro');
  return signed;
}

/**
 * Production schedule, every `everyMs`: first gives the reads waiting in ledger_pending their
 * indexes (recordLedgerRead; any upload or deletion does it too), then signs a new checkpoint when
 * entries were added. Never keeps the process alive.
 */
export function startCheckpointSchedule(db: Executor, options: LedgerKeyOptions, onError: (error: unknown) => void, everyMs = 5_000) {
  const tick = oneAtATime(async () => {
    // One bounded drain per tick (10,000 reads), so steady reads never starve the signing.
    await drainLedgerPending(db);
    await signCheckpointIfNeeded(db, options);
  }, onError);
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
