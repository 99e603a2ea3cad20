import { z } from '../domain/zod-locale';
import { MENSAJES_REGISTRO as M } from '../labels/ledger';
import { envelope } from './envelope';

/** The public ledger API (issue 13 "The ledger"): hashes and proofs only, no names or personal data. */
const count = (min: number) => z.coerce.number({ error: M.numeroInvalido }).int(M.numeroInvalido).min(min, M.numeroInvalido).max(Number.MAX_SAFE_INTEGER, M.numeroInvalido);
const hex = z.string().regex(/^[0-9a-f]{64}$/);

export const ZLedgerEntryParams = z.object({ index: count(0) });
export const ZInclusionQuery = z.object({ index: count(0), treeSize: count(1) });
export type TInclusionQuery = z.infer<typeof ZInclusionQuery>;
export const ZConsistencyQuery = z.object({ first: count(1), second: count(1) });
export type TConsistencyQuery = z.infer<typeof ZConsistencyQuery>;

/** RFC 6962 §2.1.1 audit path, hex-encoded SHA-256, leaf side first. */
export const ZInclusionProof = z.object({ index: z.number().int(), treeSize: z.number().int(), leafHash: hex, rootHash: hex, auditPath: z.array(hex) });
export type TInclusionProof = z.infer<typeof ZInclusionProof>;
/** RFC 6962 §2.1.2 consistency proof. */
export const ZConsistencyProof = z.object({ first: z.number().int(), second: z.number().int(), firstRoot: hex, secondRoot: hex, proof: z.array(hex) });
export type TConsistencyProof = z.infer<typeof ZConsistencyProof>;

/**
 * One leaf of the log. `entry` is the canonical JSON (RFC 8785) whose UTF-8 bytes are the leaf, for a
 * signed-in user who may read that file's history; for anyone else it is null: the leaf hash is
 * what a verifier needs (with the proofs and the checkpoint), and the entry's company, user and
 * file ids are not public.
 */
export const ZLedgerEntry = z.object({ index: z.number().int(), leafHash: hex, entry: z.string().nullable() });
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZLedgerEntryResponse = envelope(ZLedgerEntry);
export const ZInclusionProofResponse = envelope(ZInclusionProof);
export const ZConsistencyProofResponse = envelope(ZConsistencyProof);
