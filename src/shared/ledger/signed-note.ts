import { concatBytes, equalBytes, fromBase64, sha256, toBase64, toHex, utf8 } from './bytes';

/**
 * C2SP signed-note (https://c2sp.org/signed-note) with Ed25519 keys, and the tlog-checkpoint body
 * (https://c2sp.org/tlog-checkpoint). Verification uses WebCrypto only, so the browser's
 * "Verificar" and the offline CLI check exactly what the server signed.
 */
const ED25519 = 0x01;
const SIGNATURE_PREFIX = '\u2014 ';

export interface VerifierKey {
  name: string;
  keyHash: Uint8Array;
  publicKey: Uint8Array;
}

export interface Checkpoint {
  origin: string;
  treeSize: number;
  rootHash: Uint8Array;
}

/** First 4 bytes of SHA-256(name ‖ "\n" ‖ 0x01 ‖ public key). */
export async function keyHashOf(name: string, publicKey: Uint8Array): Promise<Uint8Array> {
  return (await sha256(concatBytes(utf8(`${name}\n`), Uint8Array.of(ED25519), publicKey))).slice(0, 4);
}

/** `<name>+<hex key hash>+<base64(0x01 ‖ public key)>`. */
export async function formatVerifierKey(name: string, publicKey: Uint8Array): Promise<string> {
  return `${name}+${toHex(await keyHashOf(name, publicKey))}+${toBase64(concatBytes(Uint8Array.of(ED25519), publicKey))}`;
}

export async function parseVerifierKey(text: string): Promise<VerifierKey | null> {
  // base64 may itself contain '+': the key data is everything after the second one.
  const [name, hashHex, ...rest] = text.trim().split('+');
  const keyB64 = rest.join('+');
  if (name === undefined || hashHex === undefined) return null;
  const key = fromBase64(keyB64);
  if (!name || !/^[0-9a-f]{8}$/.test(hashHex) || !key || key.length !== 33 || key[0] !== ED25519) return null;
  const publicKey = key.slice(1);
  const keyHash = await keyHashOf(name, publicKey);
  if (toHex(keyHash) !== hashHex) return null;
  return { name, keyHash, publicKey };
}

export const checkpointBody = (c: Checkpoint) => `${c.origin}\n${c.treeSize}\n${toBase64(c.rootHash)}\n`;

/** The note: body, blank line, and one signature line built from a raw Ed25519 signature. */
export async function formatSignedNote(body: string, name: string, publicKey: Uint8Array, signature: Uint8Array): Promise<string> {
  return `${body}\n${SIGNATURE_PREFIX}${name} ${toBase64(concatBytes(await keyHashOf(name, publicKey), signature))}\n`;
}

export type NoteResult = { ok: true; text: string } | { ok: false; reason: 'formato' | 'firma' };
export type CheckpointResult = { ok: true; checkpoint: Checkpoint } | { ok: false; reason: 'formato' | 'firma' };

/** Opens a signed note: its text when one signature line is a valid signature by `key`. */
export async function verifySignedNote(note: string, key: VerifierKey): Promise<NoteResult> {
  const split = note.lastIndexOf('\n\n');
  if (split < 0 || !note.endsWith('\n')) return { ok: false, reason: 'formato' };
  const text = note.slice(0, split + 1);
  const lines = note.slice(split + 2, -1).split('\n');
  const cryptoKey = await globalThis.crypto.subtle.importKey('raw', key.publicKey as Uint8Array<ArrayBuffer>, { name: 'Ed25519' }, false, ['verify']);
  const signatures = lines.map((line) => {
    const [name, sigB64, extra] = line.startsWith(SIGNATURE_PREFIX) ? line.slice(SIGNATURE_PREFIX.length).split(' ') : [];
    return { name, sig: sigB64 && extra === undefined ? fromBase64(sigB64) : null };
  });
  if (signatures.some((s) => !s.sig)) return { ok: false, reason: 'formato' };
  for (const { name, sig } of signatures) {
    if (!sig || name !== key.name || sig.length !== 68 || !equalBytes(sig.slice(0, 4), key.keyHash)) continue;
    const valid = await globalThis.crypto.subtle.verify({ name: 'Ed25519' }, cryptoKey, sig.slice(4) as Uint8Array<ArrayBuffer>, utf8(text) as Uint8Array<ArrayBuffer>);
    if (valid) return { ok: true, text };
  }
  return { ok: false, reason: 'firma' };
}

/** Verifies the note's signature by `key` and parses its checkpoint body. */
export async function verifyCheckpoint(note: string, key: VerifierKey): Promise<CheckpointResult> {
  const opened = await verifySignedNote(note, key);
  if (!opened.ok) return opened;
  const checkpoint = parseCheckpointBody(opened.text);
  return checkpoint ? { ok: true, checkpoint } : { ok: false, reason: 'formato' };
}

function parseCheckpointBody(body: string): Checkpoint | null {
  const lines = body.slice(0, -1).split('\n');
  if (lines.length < 3) return null;
  const [origin, size, root] = lines as [string, string, string];
  const rootHash = fromBase64(root);
  if (!origin || !/^(0|[1-9][0-9]*)$/.test(size) || !rootHash || rootHash.length !== 32) return null;
  const treeSize = Number(size);
  if (!Number.isSafeInteger(treeSize)) return null;
  return { origin, treeSize, rootHash };
}
