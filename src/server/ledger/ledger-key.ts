import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';
import { concatBytes, fromBase64, toBase64, toHex } from '../../shared/ledger/bytes';
import { formatVerifierKey, keyHashOf } from '../../shared/ledger/signed-note';

const SETTING = 'ledger_signing_key';
/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_PREFIX = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]);

export interface LedgerKeyOptions {
  /** LEDGER_KEY, in the signed-note private key format `PRIVATE+KEY+<name>+<hash>+<base64(0x01 ‖ seed)>`. */
  configured?: string | undefined;
  /** Name (and checkpoint origin) of a key generated on first use. */
  origin?: string | undefined;
}

export interface LedgerSigner {
  name: string;
  publicKey: Uint8Array;
  verifierKey: string;
  sign(message: Uint8Array): Uint8Array;
}

export const DEFAULT_LEDGER_ORIGIN = 'avala.mx/ledger';

async function formatPrivateKey(name: string, seed: Uint8Array, publicKey: Uint8Array) {
  return `PRIVATE+KEY+${name}+${toHex(await keyHashOf(name, publicKey))}+${toBase64(concatBytes(Uint8Array.of(1), seed))}`;
}

function publicKeyOf(key: KeyObject): Uint8Array {
  const { x } = key.export({ format: 'jwk' });
  if (!x) throw new Error('Clave Ed25519 sin parte pública');
  return new Uint8Array(Buffer.from(x, 'base64url'));
}

async function parsePrivateKey(text: string): Promise<LedgerSigner> {
  const parts = text.trim().split('+');
  // base64 may itself contain '+': the key data is everything after the fourth one.
  const raw = parts.length >= 5 ? fromBase64(parts.slice(4).join('+')) : null;
  if (parts[0] !== 'PRIVATE' || parts[1] !== 'KEY' || !parts[2] || !raw || raw.length !== 33 || raw[0] !== 1) throw new Error('LEDGER_KEY no tiene el formato PRIVATE+KEY+<nombre>+<hash>+<base64>');
  const name = parts[2];
  const key = createPrivateKey({ key: Buffer.from(concatBytes(PKCS8_PREFIX, raw.slice(1))), format: 'der', type: 'pkcs8' });
  const publicKey = publicKeyOf(key);
  return { name, publicKey, verifierKey: await formatVerifierKey(name, publicKey), sign: (message) => new Uint8Array(sign(null, message, key)) };
}

async function generatePrivateKey(name: string): Promise<string> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const der = new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' }));
  return formatPrivateKey(name, der.slice(PKCS8_PREFIX.length), publicKeyOf(privateKey));
}

/**
 * The configured key, or the one generated on first use and kept in app_settings: every instance
 * sharing the database signs with the same key, and checkpoints stay verifiable across restarts.
 */
export async function resolveLedgerSigner(db: Executor, options: LedgerKeyOptions = {}): Promise<LedgerSigner> {
  if (options.configured) return parsePrivateKey(options.configured);
  const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING));
  if (stored) return parsePrivateKey(stored.value);
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: await generatePrivateKey(options.origin ?? DEFAULT_LEDGER_ORIGIN) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING));
  if (!row) throw new Error('No se pudo obtener la clave del registro');
  return parsePrivateKey(row.value);
}

/** Options from the environment: LEDGER_KEY, and the origin named after the public host. */
export function ledgerKeyOptions(env: { LEDGER_KEY?: string | undefined; PUBLIC_URL: string }): LedgerKeyOptions {
  return { configured: env.LEDGER_KEY, origin: `${new URL(env.PUBLIC_URL).host}/ledger` };
}
