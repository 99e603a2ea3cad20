import type { VaultLedgerAction } from '../../../shared/domain/vault';
import type { Executor } from '../../db/client';
import { appendLedgerEntry, ledgerEntriesOfFile } from '../../ledger/ledger';
import type { LedgerKeyOptions } from '../../ledger/ledger-key';
import { proofBundleOf } from '../../ledger/proof-bundle';

/**
 * The vault's one door to the ledger (src/server/ledger, owned by the ledger module). Every vault
 * event is appended inside the caller's transaction, so a write and its ledger entry commit together.
 */
export interface LedgerEvent {
  fileId: string;
  sha256: string;
  cid: string;
  action: VaultLedgerAction;
  userId: string | null;
  companyId: string;
}

export const appendVaultEvent = (db: Executor, event: LedgerEvent): Promise<number> => appendLedgerEntry(db, event);

export const vaultFileHistory = (db: Executor, fileId: string) => ledgerEntriesOfFile(db, fileId);

/** The offline proof bundle of a file (entries, inclusion proofs, signed checkpoint); null without entries. */
export const vaultProofBundle = (db: Executor, fileId: string, key: LedgerKeyOptions) => proofBundleOf(db, fileId, key);
