import type { Executor } from '../../db/client';
import { MENSAJES_REGISTRO as M } from '../../../shared/labels/ledger';
import type { TConsistencyQuery, TInclusionQuery, TLedgerEntry } from '../../../shared/contracts/ledger.contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { latestCheckpoint, signCheckpointIfNeeded } from '../../ledger/checkpoints';
import { ledgerConsistencyProof, ledgerEntryAt, ledgerInclusionProof, ledgerSize } from '../../ledger/ledger';
import { resolveLedgerSigner, type LedgerKeyOptions } from '../../ledger/ledger-key';

const invalid = (field: string, message: string) => new AppError('VALIDATION', { message, fields: { [`querystring.${field}`]: message } });

/** Who may read a file's full ledger entries: the vault's rule for its history (VaultService.mayReadFile). */
export interface LedgerFileReaders {
  mayReadFile(actor: Actor, fileId: string): Promise<boolean>;
}

/** The public ledger: served from what is committed, so a proof never refers to an unsigned future. */
export function createLedgerService(deps: { db: Executor; key: LedgerKeyOptions; readers?: LedgerFileReaders }) {
  const { db } = deps;
  return {
    /** The latest signed note; the first one is signed on demand so the endpoint always answers. */
    async checkpoint() {
      return ((await latestCheckpoint(db)) ?? (await signCheckpointIfNeeded(db, deps.key))).note;
    },
    async publicKey() {
      return (await resolveLedgerSigner(db, deps.key)).verifierKey;
    },
    /**
     * Issue 20 §16: the canonical entry names the company, the user and the file of the event, so
     * it goes only to a signed-in user who may read that file's history. Everyone else gets the
     * leaf hash, which is all the inclusion and consistency proofs and the signed checkpoints need.
     */
    async entry(index: number, actor: Actor | null): Promise<TLedgerEntry> {
      const row = await ledgerEntryAt(db, index);
      if (!row) throw new AppError('NOT_FOUND', { message: M.entradaNoEncontrada });
      const full = actor !== null && deps.readers !== undefined && (await deps.readers.mayReadFile(actor, row.fileId));
      return { index: row.index, leafHash: row.leafHash, entry: full ? row.entry : null };
    },
    async inclusion({ index, treeSize }: TInclusionQuery) {
      const size = await ledgerSize(db);
      if (treeSize > size) throw invalid('treeSize', M.tamanoMayorAlActual(size));
      if (index >= treeSize) throw invalid('index', M.indiceFueraDeRango);
      return ledgerInclusionProof(db, index, treeSize);
    },
    async consistency({ first, second }: TConsistencyQuery) {
      const size = await ledgerSize(db);
      if (second > size) throw invalid('second', M.tamanoMayorAlActual(size));
      if (first > second) throw invalid('first', M.primeroInvalido);
      return ledgerConsistencyProof(db, first, second);
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
