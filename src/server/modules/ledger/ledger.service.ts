import type { Executor } from '../../db/client';
import { MENSAJES_REGISTRO as M } from '../../../shared/labels/ledger';
import type { TConsistencyQuery, TInclusionQuery } from '../../../shared/contracts/ledger.contract';
import { AppError } from '../../lib/app-error';
import { latestCheckpoint, signCheckpointIfNeeded } from '../../ledger/checkpoints';
import { ledgerConsistencyProof, ledgerEntryAt, ledgerInclusionProof, ledgerSize } from '../../ledger/ledger';
import { resolveLedgerSigner, type LedgerKeyOptions } from '../../ledger/ledger-key';

const invalid = (field: string, message: string) => new AppError('VALIDATION', { message, fields: { [`querystring.${field}`]: message } });

/** The public ledger: served from what is committed, so a proof never refers to an unsigned future. */
export function createLedgerService(deps: { db: Executor; key: LedgerKeyOptions }) {
  const { db } = deps;
  return {
    /** The latest signed note; the first one is signed on demand so the endpoint always answers. */
    async checkpoint() {
      return ((await latestCheckpoint(db)) ?? (await signCheckpointIfNeeded(db, deps.key))).note;
    },
    async publicKey() {
      return (await resolveLedgerSigner(db, deps.key)).verifierKey;
    },
    async entry(index: number) {
      const row = await ledgerEntryAt(db, index);
      if (!row) throw new AppError('NOT_FOUND', { message: M.entradaNoEncontrada });
      return row;
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
