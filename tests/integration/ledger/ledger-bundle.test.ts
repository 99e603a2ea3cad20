import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLedgerEntry } from '../../../src/server/ledger/ledger';
import { ledgerKeyOptions } from '../../../src/server/ledger/ledger-key';
import { proofBundleOf } from '../../../src/server/ledger/proof-bundle';
import { fileIdentity } from '../../../src/server/modules/files/file-identity';
import { utf8 } from '../../../src/shared/ledger/bytes';
import { verifyBundle, type BundleCheckId, type ProofBundle } from '../../../src/shared/ledger/bundle';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { must } from '../../unit/shared/ledger/must';

const run = promisify(execFile);
const FILE = utf8('%PDF-1.4 contrato de prestación de servicios especializados\n');
const failedIds = async (bytes: Uint8Array, bundle: ProofBundle, key?: string) => (await verifyBundle(bytes, bundle, key)).filter((c) => !c.ok).map((c) => c.id);

describe('paquete de pruebas de un archivo y verificación sin servidor', () => {
  let t: TestApp;
  let dir: string;
  let bundle: ProofBundle;
  const fileId = randomUUID();

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'avala-ledger-'));
    const identity = fileIdentity(FILE);
    const other = fileIdentity(utf8('otro archivo'));
    const base = { companyId: randomUUID(), userId: randomUUID(), at: new Date('2026-04-02T10:00:00.000Z') };
    await appendLedgerEntry(t.db, { ...base, fileId: randomUUID(), ...other, action: 'CREATE' });
    await appendLedgerEntry(t.db, { ...base, fileId, ...identity, action: 'CREATE' });
    await appendLedgerEntry(t.db, { ...base, fileId: randomUUID(), ...other, action: 'READ' });
    await appendLedgerEntry(t.db, { ...base, fileId, ...identity, action: 'DOWNLOAD' });
    await appendLedgerEntry(t.db, { ...base, fileId, ...identity, action: 'VALIDATE' });
    bundle = must(await proofBundleOf(t.db, fileId, ledgerKeyOptions(t.ctx.env)), 'paquete');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await t.close();
  });

  it('un archivo sin entradas no tiene paquete', async () => {
    expect(await proofBundleOf(t.db, randomUUID())).toBeNull();
  });

  it('el paquete verifica: hash, CID, firma con la clave publicada e inclusión de cada entrada', async () => {
    expect(bundle.entries.map((e) => e.index)).toEqual([1, 3, 4]);
    expect(bundle.publicKey).toBe((await t.app.inject({ method: 'GET', url: '/api/v1/ledger/public-key' })).body);
    const checks = await verifyBundle(FILE, bundle, bundle.publicKey);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.map((c) => c.id)).toEqual(['archivo', 'cid', 'clave', 'firma', 'entrada', 'inclusion', 'entrada', 'inclusion', 'entrada', 'inclusion']);
  });

  it('alterar un byte del archivo, una entrada, un hash del camino o la firma hace fallar y dice qué', async () => {
    const tampered = FILE.slice();
    tampered[5] = must(tampered[5]) ^ 1;
    expect(await failedIds(tampered, bundle)).toEqual<BundleCheckId[]>(['archivo']);

    const entry = structuredClone(bundle);
    const download = must(entry.entries[1]);
    download.entryJson = download.entryJson.replace('DOWNLOAD', 'READ');
    expect(await failedIds(FILE, entry)).toEqual<BundleCheckId[]>(['entrada']);

    const path = structuredClone(bundle);
    const auditPath = must(path.proofs[0]).auditPath;
    const first = must(auditPath[0]);
    auditPath[0] = `${first.startsWith('0') ? '1' : '0'}${first.slice(1)}`;
    expect(await failedIds(FILE, path)).toEqual<BundleCheckId[]>(['inclusion']);

    const signature = structuredClone(bundle);
    // A character past the 4-byte key hash: the Ed25519 signature itself.
    signature.checkpoint = signature.checkpoint.replace(/(\u2014 \S+ .{20})(.)/, (_, pre: string, c: string) => `${pre}${c === 'A' ? 'B' : 'A'}`);
    expect(await failedIds(FILE, signature)).toEqual<BundleCheckId[]>(['firma']);

    const otherKey = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
    expect(await failedIds(FILE, bundle, otherKey)).toEqual<BundleCheckId[]>(['clave', 'firma']);
  });

  it('npm run ledger:verify verifica sin servidor y sale con 1 al detectar una alteración', async () => {
    const filePath = join(dir, 'contrato.pdf');
    const bundlePath = join(dir, 'paquete.json');
    await writeFile(filePath, FILE);
    await writeFile(bundlePath, JSON.stringify(bundle));
    const good = await run('npx', ['tsx', 'scripts/ledger-verify.ts', filePath, bundlePath, '--clave', bundle.publicKey]);
    expect(good.stdout).toContain('Verificación correcta');

    const tampered = FILE.slice();
    tampered[0] = must(tampered[0]) ^ 1;
    await writeFile(filePath, tampered);
    const bad = await run('npx', ['tsx', 'scripts/ledger-verify.ts', filePath, bundlePath]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(bad?.code).toBe(1);
    expect(bad?.stdout).toContain('✘ Hash del archivo: El archivo fue modificado');
    expect(bad?.stdout).toContain('Falló: Hash del archivo.');
  }, 60_000);
});
