import type { Executor } from '../../db/client';
import { appendVaultEvent } from '../vault/vault-ledger';

type FiledFile = { id: string; sha256: string; cid: string | null };

/** A contract's or annex's review, on its file's ledger history (as documents record VALIDATE and REJECT). */
export const recordContractDecision = (tx: Executor, input: { file: FiledFile; accepted: boolean; userId: string; companyId: string }) =>
  appendVaultEvent(tx, { fileId: input.file.id, sha256: input.file.sha256, cid: input.file.cid ?? '', action: input.accepted ? 'VALIDATE' : 'REJECT', userId: input.userId, companyId: input.companyId });
