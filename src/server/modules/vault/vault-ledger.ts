import type { VaultLedgerAction } from '../../../shared/domain/vault';
import type { Executor } from '../../db/client';
import { appendLedgerEntry, ledgerEntriesOfFile, recordLedgerRead, settleReadsOf } from '../../ledger/ledger';
import type { LedgerKeyOptions } from '../../ledger/ledger-key';
import { proofBundleOf } from '../../ledger/proof-bundle';

/**
 * The vault's one door to the ledger (src/server/ledger, owned by the ledger module). Every vault
 * event that changes something (CREATE, DELETE, VALIDATE, REJECT, UPDATE) is appended inside the caller's
 * transaction, so a write and its ledger entry commit together. Reads (READ, DOWNLOAD) are recorded
 * without the ledger's one append lock and get their index shortly after (recordLedgerRead), so
 * viewing files never queues behind other views or uploads; a file's history and proof bundle first
 * settle that file's waiting reads, so they always list every event, in order.
 */
export interface LedgerEvent {
  fileId: string;
  sha256: string;
  cid: string;
  action: VaultLedgerAction;
  userId: string | null;
  companyId: string;
  /** UPDATE: sha256 of the canonical JSON of the details set (vaultDetailsSha256); the file's sha256 and CID stay. */
  detailsSha256?: string;
}

export const appendVaultEvent = (db: Executor, event: LedgerEvent): Promise<number> => appendLedgerEntry(db, event);

export const recordVaultRead = (db: Executor, event: LedgerEvent & { action: 'READ' | 'DOWNLOAD' }) => recordLedgerRead(db, event);

export async function vaultFileHistory(db: Executor, fileId: string) {
  await settleReadsOf(db, fileId);
  return ledgerEntriesOfFile(db, fileId);
}

/** The offline proof bundle of a file (entries, inclusion proofs, signed checkpoint); null without entries. */
export async function vaultProofBundle(db: Executor, fileId: string, key: LedgerKeyOptions) {
  await settleReadsOf(db, fileId);
  return proofBundleOf(db, fileId, key);
}
