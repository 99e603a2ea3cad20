import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../src/server/db/schema/ledger';
import { signCheckpointIfNeeded } from '../../../src/server/ledger/checkpoints';
import { appendLedgerEntry, ledgerEntriesOfFile, type LedgerAction } from '../../../src/server/ledger/ledger';
import { ledgerKeyOptions } from '../../../src/server/ledger/ledger-key';
import { fileIdentity } from '../../../src/server/modules/files/file-identity';
import { fromHex, toHex, utf8 } from '../../../src/shared/ledger/bytes';
import { verifyConsistency, verifyInclusion } from '../../../src/shared/ledger/merkle';
import { parseVerifierKey, verifyCheckpoint, type Checkpoint } from '../../../src/shared/ledger/signed-note';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { must } from '../../unit/shared/ledger/must';
import { mth, refLeaf } from '../../unit/shared/ledger/rfc6962-reference';

const bytes = (hex: string) => must(fromHex(hex), 'hash');
const ACTIONS: LedgerAction[] = ['CREATE', 'READ', 'DOWNLOAD', 'VALIDATE', 'REJECT', 'DELETE'];
const COMPANY = randomUUID();

describe('registro público de la bóveda (árbol de Merkle con checkpoints firmados)', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/ledger${url}` });
  const fileIds = [randomUUID(), randomUUID(), randomUUID()];

  async function publishedCheckpoint(): Promise<Checkpoint> {
    const key = await parseVerifierKey((await get('/public-key')).body);
    const signed = await verifyCheckpoint((await get('/checkpoint')).body, must(key, 'clave'));
    if (!signed.ok) throw new Error(`checkpoint inválido: ${signed.reason}`);
    return signed.checkpoint;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sin entradas publica un checkpoint firmado del árbol vacío, sin sesión', async () => {
    const response = await get('/checkpoint');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect((await get('/public-key')).body).toMatch(/^[^+\s]+\/ledger\+[0-9a-f]{8}\+[A-Za-z0-9+/]+=*$/);
    const checkpoint = await publishedCheckpoint();
    expect(checkpoint.treeSize).toBe(0);
    expect(toHex(checkpoint.rootHash)).toBe(toHex(mth([])));
  });

  it('los que agregan a la vez reciben índices distintos y consecutivos', async () => {
    const at = new Date('2026-03-01T12:00:00.000Z');
    const indices = await Promise.all(
      Array.from({ length: 23 }, (_, i) => {
        const { sha256, cid } = fileIdentity(utf8(`archivo ${i % 3}`));
        return t.db.transaction((tx) => appendLedgerEntry(tx, { fileId: must(fileIds[i % 3]), sha256, cid, action: must(ACTIONS[i % 6]), userId: null, companyId: COMPANY, at }));
      }),
    );
    expect(indices.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i));
    const history = await ledgerEntriesOfFile(t.db, must(fileIds[1]));
    expect(history.map((e) => e.index)).toEqual(indices.filter((_, i) => i % 3 === 1).toSorted((a, b) => a - b));
    expect(history[0]).toMatchObject({ companyId: COMPANY, userId: null, at: at.toISOString(), ...fileIdentity(utf8('archivo 1')) });
  });

  it('una entrada de una transacción que se revierte no queda en el registro', async () => {
    const { sha256, cid } = fileIdentity(utf8('revertido'));
    let index = -1;
    const outcome = await t.db
      .transaction(async (tx) => {
        index = await appendLedgerEntry(tx, { fileId: randomUUID(), sha256, cid, action: 'CREATE', userId: null, companyId: COMPANY });
        throw new Error('la subida falló');
      })
      .catch((error: Error) => error.message);
    expect({ index, outcome }).toEqual({ index: 23, outcome: 'la subida falló' });
    expect((await get('/entries/23')).statusCode).toBe(404);
  });

  it('el checkpoint firmado cubre todas las entradas y su raíz es MTH de las hojas publicadas', async () => {
    await signCheckpointIfNeeded(t.db, ledgerKeyOptions(t.ctx.env));
    const checkpoint = await publishedCheckpoint();
    expect(checkpoint.treeSize).toBe(23);
    const leaves: Uint8Array[] = [];
    const stored = await t.db.select({ index: ledgerEntries.index, entry: ledgerEntries.entry }).from(ledgerEntries).orderBy(asc(ledgerEntries.index));
    for (let i = 0; i < 23; i++) {
      const entry = await get(`/entries/${i}`);
      expect(entry.statusCode).toBe(200);
      // Without a session: the leaf hash, never the ids of the company, the user or the file.
      expect(json(entry).respuesta).toEqual({ index: i, leafHash: expect.stringMatching(/^[0-9a-f]{64}$/), entry: null });
      expect(entry.body).not.toMatch(new RegExp([COMPANY, ...fileIds].join('|')));
      const leaf = json(entry).respuesta.leafHash as string;
      expect(leaf).toBe(toHex(refLeaf(utf8(must(stored[i]).entry))));
      expect(entry.headers['x-leaf-hash']).toBe(leaf);
      leaves.push(bytes(leaf));
    }
    expect(toHex(checkpoint.rootHash)).toBe(toHex(mth(leaves)));
    // Nothing new: no second note for the same size.
    const again = await signCheckpointIfNeeded(t.db, ledgerKeyOptions(t.ctx.env));
    expect(again.treeSize).toBe(23);
  });

  it('las pruebas de inclusión y consistencia del API verifican contra la raíz firmada', async () => {
    const checkpoint = await publishedCheckpoint();
    for (let index = 0; index < 23; index++) {
      const proof = json((await get(`/proof/inclusion?index=${index}&treeSize=23`))).respuesta;
      expect(proof.rootHash).toBe(toHex(checkpoint.rootHash));
      expect(await verifyInclusion(bytes(proof.leafHash), index, 23, proof.auditPath.map(bytes), checkpoint.rootHash)).toBe(true);
    }
    const signedRoots: string[] = [];
    for (const [first, second] of [[1, 23], [7, 23], [8, 23], [16, 17], [23, 23], [5, 9]] as const) {
      const proof = json(await get(`/proof/consistency?first=${first}&second=${second}`)).respuesta;
      expect(await verifyConsistency(first, second, bytes(proof.firstRoot), bytes(proof.secondRoot), proof.proof.map(bytes))).toBe(true);
      signedRoots.push(second === 23 ? proof.secondRoot : toHex(checkpoint.rootHash));
    }
    expect(new Set(signedRoots)).toEqual(new Set([toHex(checkpoint.rootHash)]));
  });

  it('responde 400 con mensaje en español a parámetros imposibles y 404 a una entrada inexistente', async () => {
    const cases: Array<[string, string]> = [
      ['/proof/inclusion?index=23&treeSize=23', 'index'],
      ['/proof/inclusion?index=0&treeSize=24', 'treeSize'],
      ['/proof/inclusion?index=-1&treeSize=5', 'index'],
      ['/proof/inclusion?index=abc&treeSize=5', 'index'],
      ['/proof/inclusion?index=1', 'treeSize'],
      ['/proof/consistency?first=0&second=5', 'first'],
      ['/proof/consistency?first=6&second=5', 'first'],
      ['/proof/consistency?first=1&second=99', 'second'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, fields: Object.keys(json(response).respuesta.campos) }).toEqual({ url, status: 400, fields: [`querystring.${field}`] });
    }
    expect(json(await get('/proof/inclusion?index=0&treeSize=24')).mensaje).toBe('El tamaño del árbol no puede ser mayor que el actual (23).');
    expect((await get('/entries/23')).statusCode).toBe(404);
    expect((await get('/entries/x')).statusCode).toBe(400);
  });

  it('la base de datos rechaza modificar o borrar el registro', async () => {
    const before = (await get('/entries/3')).body;
    for (const statement of [
      sql`update ledger_entries set entry = '{}' where index = 3`,
      sql`delete from ledger_entries where index = 3`,
      sql`truncate ledger_entries`,
      sql`update ledger_nodes set hash = 'x'`,
      sql`delete from ledger_nodes`,
      sql`delete from ledger_checkpoints`,
    ]) {
      // Drizzle wraps the database error; the trigger's message is its cause.
      const outcome = await t.db.execute(statement).then(
        () => 'aceptado',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
      expect(outcome).toMatch(/solo admite agregar entradas/);
    }
    expect((await get('/entries/3')).body).toBe(before);
    expect((await publishedCheckpoint()).treeSize).toBe(23);
  });
});
