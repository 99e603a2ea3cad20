import { VERIFICACION as V } from '../labels/ledger';
import { concatBytes, fromHex, sha256, toHex, utf8 } from './bytes';
import { canonicalJson } from './jcs';
import { leafHash, verifyInclusion } from './merkle';
import { parseVerifierKey, verifyCheckpoint, type Checkpoint } from './signed-note';

/** Everything needed to prove a file's history offline, without trusting the server. */
export interface ProofBundle {
  sha256: string;
  cid: string;
  entries: Array<{ index: number; entryJson: string; leafHash: string }>;
  /** The signed tlog-checkpoint note the proofs lead to. */
  checkpoint: string;
  /** Verifier key `<name>+<hash>+<base64>`. */
  publicKey: string;
  proofs: Array<{ index: number; treeSize: number; auditPath: string[] }>;
}

export type BundleCheckId = keyof typeof V.titulo;
export interface BundleCheck {
  id: BundleCheckId;
  title: string;
  ok: boolean;
  message: string;
}

const check = (id: BundleCheckId, ok: boolean, message: string): BundleCheck => ({ id, title: V.titulo[id], ok, message });

/** RFC 4648 base32, lowercase, unpadded: multibase "b". */
function base32(bytes: Uint8Array): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + alphabet[(value << (5 - bits)) & 31] : out;
}

/** CIDv1 (raw codec 0x55, sha2-256 multihash) of bytes with this sha256, as the file pipeline computes it. */
export function cidOfSha256(hex: string): string | null {
  const digest = fromHex(hex);
  return digest && digest.length === 32 ? `b${base32(concatBytes(Uint8Array.of(0x01, 0x55, 0x12, 0x20), digest))}` : null;
}

/**
 * Checks a file against its bundle: the bytes' sha256 and CID, the checkpoint signature by
 * `publicKey` (the key the verifier trusts; the bundle's own when omitted), each entry's leaf hash
 * and that each entry is included in the signed tree. Every check is reported, failed or not.
 */
export async function verifyBundle(fileBytes: Uint8Array, bundle: ProofBundle, publicKey: string = bundle.publicKey): Promise<BundleCheck[]> {
  const checks: BundleCheck[] = [];
  const actual = toHex(await sha256(fileBytes));
  checks.push(check('archivo', actual === bundle.sha256, actual === bundle.sha256 ? V.archivoOk : V.archivoMal(actual, bundle.sha256)));
  const cidOk = cidOfSha256(bundle.sha256) === bundle.cid;
  checks.push(check('cid', cidOk, cidOk ? V.cidOk : V.cidMal));

  const key = await parseVerifierKey(publicKey);
  if (!key) return [...checks, check('clave', false, V.claveMal)];
  if (publicKey.trim() !== bundle.publicKey.trim()) checks.push(check('clave', false, V.claveDistinta));
  else checks.push(check('clave', true, V.claveOk));

  const signed = await verifyCheckpoint(bundle.checkpoint, key);
  if (!signed.ok) return [...checks, check('firma', false, signed.reason === 'formato' ? V.checkpointMalFormado : V.firmaMal)];
  checks.push(check('firma', true, V.firmaOk(signed.checkpoint.treeSize)));

  if (bundle.entries.length === 0) checks.push(check('entrada', false, V.sinEntradas));
  for (const entry of bundle.entries) checks.push(...(await entryChecks(entry, bundle, signed.checkpoint)));
  return checks;
}

async function entryChecks(entry: ProofBundle['entries'][number], bundle: ProofBundle, checkpoint: Checkpoint): Promise<BundleCheck[]> {
  const leaf = await leafHash(utf8(entry.entryJson));
  let parsed: { sha256?: unknown; cid?: unknown } | null = null;
  try {
    parsed = JSON.parse(entry.entryJson) as { sha256?: unknown; cid?: unknown };
  } catch {
    parsed = null;
  }
  const intact = parsed !== null && canonicalJson(parsed) === entry.entryJson && toHex(leaf) === entry.leafHash;
  if (!intact) return [check('entrada', false, V.entradaMal(entry.index))];
  const sameFile = parsed?.sha256 === bundle.sha256 && parsed.cid === bundle.cid;
  const out = [check('entrada', sameFile, sameFile ? V.entradaOk(entry.index) : V.entradaOtroArchivo(entry.index))];
  const proof = bundle.proofs.find((p) => p.index === entry.index && p.treeSize === checkpoint.treeSize);
  if (!proof) return [...out, check('inclusion', false, V.inclusionFaltante(entry.index))];
  const path = proof.auditPath.map((h) => fromHex(h));
  const included = path.every((p) => p?.length === 32) && (await verifyInclusion(leaf, entry.index, checkpoint.treeSize, path as Uint8Array[], checkpoint.rootHash));
  return [...out, check('inclusion', included, included ? V.inclusionOk(entry.index, checkpoint.treeSize) : V.inclusionMal(entry.index))];
}
