import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../../src/server/db/client';
import { ledgerPending } from '../../../src/server/db/schema/ledger-pending';
import { APPEND_LOCK, appendLedgerEntry, drainLedgerPending, ledgerEntriesOfFile, ledgerEntryAt, ledgerInclusionProof, ledgerRoot, ledgerSize, recordLedgerRead, settleReadsOf, type LedgerEntryInput } from '../../../src/server/ledger/ledger';
import { fileIdentity } from '../../../src/server/modules/files/file-identity';
import { fromHex, toHex, utf8 } from '../../../src/shared/ledger/bytes';
import { verifyInclusion } from '../../../src/shared/ledger/merkle';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { must } from '../../unit/shared/ledger/must';
import { mth, refLeaf } from '../../unit/shared/ledger/rfc6962-reference';

const COMPANY = randomUUID();
const bytes = (hex: string) => must(fromHex(hex), 'hash');
const event = (fileId: string, action: LedgerEntryInput['action'], at?: Date): LedgerEntryInput => ({ fileId, ...fileIdentity(utf8(fileId)), action, userId: null, companyId: COMPANY, at });

describe('lecturas de archivos en el registro: sin el candado de agregar, y en orden', () => {
  let t: TestApp;
  const pending = async () => must((await t.db.select({ n: count() }).from(ledgerPending))[0]).n;

  /** Every stored leaf against RFC 6962's MTH computed here from the entry bytes. */
  async function expectRootMatchesEntries() {
    const size = await ledgerSize(t.db);
    const leaves: Uint8Array[] = [];
    for (let i = 0; i < size; i++) leaves.push(refLeaf(utf8(must(await ledgerEntryAt(t.db, i)).entry)));
    expect(toHex(await ledgerRoot(t.db, size))).toBe(toHex(mth(leaves)));
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('una lectura espera su índice fuera del registro, con la hora en que ocurrió', async () => {
    const fileId = randomUUID();
    await appendLedgerEntry(t.db, event(fileId, 'CREATE'));
    const at = new Date('2026-04-02T10:00:00.000Z');
    await recordLedgerRead(t.db, { ...event(fileId, 'READ', at), action: 'READ' });
    expect(await ledgerSize(t.db)).toBe(1);
    expect(await pending()).toBe(1);
    expect(await drainLedgerPending(t.db)).toBe(1);
    expect(await pending()).toBe(0);
    const history = await ledgerEntriesOfFile(t.db, fileId);
    expect(history.map((e) => [e.index, e.action, e.at])).toEqual([
      [0, 'CREATE', expect.any(String)],
      [1, 'READ', at.toISOString()],
    ]);
    expect(await drainLedgerPending(t.db)).toBe(0);
  });

  it('lo que se agrega después (DELETE) queda detrás de las lecturas previas del archivo', async () => {
    const fileId = randomUUID();
    await appendLedgerEntry(t.db, event(fileId, 'CREATE'));
    await recordLedgerRead(t.db, { ...event(fileId, 'READ'), action: 'READ' });
    await recordLedgerRead(t.db, { ...event(fileId, 'DOWNLOAD'), action: 'DOWNLOAD' });
    const deleted = await t.db.transaction((tx) => appendLedgerEntry(tx, event(fileId, 'DELETE')));
    const history = await ledgerEntriesOfFile(t.db, fileId);
    expect(history.map((e) => e.action)).toEqual(['CREATE', 'READ', 'DOWNLOAD', 'DELETE']);
    expect(history.map((e) => e.index)).toEqual([deleted - 3, deleted - 2, deleted - 1, deleted]);
    expect(await pending()).toBe(0);
  });

  it('si la transacción que agrega se revierte, las lecturas siguen esperando y no se pierden', async () => {
    const fileId = randomUUID();
    await recordLedgerRead(t.db, { ...event(fileId, 'READ'), action: 'READ' });
    const size = await ledgerSize(t.db);
    const outcome = await t.db
      .transaction(async (tx) => {
        await appendLedgerEntry(tx, event(randomUUID(), 'CREATE'));
        throw new Error('la subida falló');
      })
      .catch((error: Error) => error.message);
    expect(outcome).toBe('la subida falló');
    expect(await ledgerSize(t.db)).toBe(size);
    expect(await pending()).toBe(1);
    await settleReadsOf(t.db, fileId);
    expect((await ledgerEntriesOfFile(t.db, fileId)).map((e) => [e.index, e.action])).toEqual([[size, 'READ']]);
  });

  it('lecturas y altas a la vez: índices consecutivos sin huecos, la raíz es MTH de las hojas y las pruebas verifican', async () => {
    const files = [randomUUID(), randomUUID(), randomUUID()];
    const before = await ledgerSize(t.db);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const fileId = must(files[i % 3]);
        return i % 5 === 0 ? appendLedgerEntry(t.db, event(fileId, 'VALIDATE')) : recordLedgerRead(t.db, { ...event(fileId, 'DOWNLOAD'), action: 'DOWNLOAD' });
      }),
    );
    while ((await drainLedgerPending(t.db)) > 0);
    expect(await ledgerSize(t.db)).toBe(before + 30);
    const indexes = (await Promise.all(files.map((f) => ledgerEntriesOfFile(t.db, f)))).flat().map((e) => e.index);
    expect(indexes.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => before + i));
    await expectRootMatchesEntries();
    const size = await ledgerSize(t.db);
    const root = await ledgerRoot(t.db, size);
    for (const index of [0, before, size - 1]) {
      const proof = await ledgerInclusionProof(t.db, index, size);
      expect(await verifyInclusion(bytes(proof.leafHash), index, size, proof.auditPath.map(bytes), root)).toBe(true);
    }
  });

  it('una lectura no toma el candado de agregar; un alta sí (en PGlite y en PostgreSQL)', async () => {
    // Advisory locks this session holds inside the transaction: a read must hold none, so it never
    // waits behind an append (checked the same way on both databases, with no second connection).
    const heldBy = async (work: (tx: Executor) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        await work(tx);
        const rows = await tx.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and objid = ${APPEND_LOCK}`);
        return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
      });
    const fileId = randomUUID();
    expect(await heldBy((tx) => recordLedgerRead(tx, { ...event(fileId, 'READ'), action: 'READ' }))).toBe(0);
    expect(await heldBy((tx) => appendLedgerEntry(tx, event(fileId, 'CREATE')))).toBe(1);
    await settleReadsOf(t.db, fileId);
    expect((await ledgerEntriesOfFile(t.db, fileId)).map((e) => e.action)).toEqual(['READ', 'CREATE']);
  });
});
