import { describe, expect, it } from 'vitest';
import { resolveLedgerSigner } from '../../../../src/server/ledger/ledger-key';
import { fromBase64, utf8 } from '../../../../src/shared/ledger/bytes';
import { must } from './must';
import { checkpointBody, formatSignedNote, parseVerifierKey, verifyCheckpoint, verifySignedNote } from '../../../../src/shared/ledger/signed-note';

// Vectors of golang.org/x/mod/sumdb/note (note_test.go), the reference signed-note implementation.
const PETER_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_NOTE = `${TEXT}\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;
const flipBase64 = (b64: string, bit: number) => {
  const bytes = must(fromBase64(b64));
  bytes[bit >> 3] = must(bytes[bit >> 3]) ^ (1 << (bit & 7));
  return Buffer.from(bytes).toString('base64');
};
const verifier = async (text: string) => must(await parseVerifierKey(text), 'clave');

describe('notas firmadas (C2SP signed-note, Ed25519)', () => {
  it('lee la clave de verificación de referencia y rechaza variantes alteradas', async () => {
    const key = await parseVerifierKey(PETER_VKEY);
    expect(key?.name).toBe('PeterNeumann');
    expect(await parseVerifierKey(PETER_VKEY.replace('c74f20a3', 'c74f20a4'))).toBeNull();
    expect(await parseVerifierKey(PETER_VKEY.slice(0, -1))).toBeNull();
    expect(await parseVerifierKey('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toBeNull();
  });

  it('firma igual que la implementación de referencia y verifica su nota', async () => {
    const signer = await resolveLedgerSigner(undefined as never, { configured: PETER_SKEY });
    expect(signer.verifierKey).toBe(PETER_VKEY);
    expect(await formatSignedNote(TEXT, signer.name, signer.publicKey, signer.sign(utf8(TEXT)))).toBe(PETER_NOTE);
    expect(await verifySignedNote(PETER_NOTE, await verifier(PETER_VKEY))).toEqual({ ok: true, text: TEXT });
  });

  it('cambiar cualquier bit de la firma, el texto o la clave invalida el checkpoint', async () => {
    const signer = await resolveLedgerSigner(undefined as never, { configured: PETER_SKEY });
    const key = await verifier(signer.verifierKey);
    const body = checkpointBody({ origin: 'PeterNeumann', treeSize: 42, rootHash: new Uint8Array(32).fill(7) });
    const note = await formatSignedNote(body, signer.name, signer.publicKey, signer.sign(utf8(body)));
    const ok = await verifyCheckpoint(note, key);
    expect(ok.ok && ok.checkpoint.treeSize).toBe(42);
    const line = note.slice(note.lastIndexOf('\n\n') + 2, -1);
    const sig = must(line.split(' ')[2], 'firma');
    for (let bit = 0; bit < 68 * 8; bit++) {
      expect(await verifyCheckpoint(note.replace(sig, flipBase64(sig, bit)), key)).toEqual({ ok: false, reason: 'firma' });
    }
    expect((await verifyCheckpoint(note.replace('\n42\n', '\n43\n'), key)).ok).toBe(false);
    expect((await verifyCheckpoint(note.replace('BwcH', 'BwcI'), key)).ok).toBe(false);
    const enoch = await verifier('EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop');
    expect(await verifyCheckpoint(note, { ...enoch, name: 'PeterNeumann', keyHash: key.keyHash })).toEqual({ ok: false, reason: 'firma' });
  }, 60_000);

  it('rechaza notas mal formadas', async () => {
    const key = await verifier(PETER_VKEY);
    for (const bad of [TEXT, `${TEXT}\n`, PETER_NOTE.slice(0, -1), `${PETER_NOTE}Unexpected line.\n`]) expect((await verifySignedNote(bad, key)).ok).toBe(false);
  });
});
