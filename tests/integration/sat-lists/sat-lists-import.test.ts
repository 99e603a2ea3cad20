import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sat69Entries, sat69bEntries, satListCurrent, satListSnapshots } from '../../../src/server/db/schema';
import { json, me } from '../../fixtures/http';
import { sat69File, sat69bFile } from '../../fixtures/sat-files';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, listBody, operatorWorld } from './sat-lists-setup';

describe('listas del SAT: importación por archivo del operador (issue 23)', () => {
  let t: TestApp;
  let tokens: { operator: string; admin: string };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await operatorWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (token: string | undefined, path: '69b' | '69', file: { name: string; bytes: Uint8Array }, list?: string) => {
    const body = listBody(file, list);
    return t.app.inject({ method: 'POST', url: `/api/v1/sat/lists/${path}/import`, headers: { ...(token ? bearer(token) : {}), ...body.headers }, payload: body.payload });
  };
  const snapshotsOf = async (list: string) => (await t.db.select({ value: count() }).from(satListSnapshots).where(eq(satListSnapshots.list, list)))[0]?.value;
  /** What a lookup reads: the 69-B entries of the current snapshot. */
  const current69bRows = async () =>
    (await t.db.select({ value: count() }).from(satListCurrent).innerJoin(sat69bEntries, eq(sat69bEntries.snapshotId, satListCurrent.snapshotId)).where(and(eq(satListCurrent.kind, '69B'), eq(satListCurrent.list, '69b'))))[0]?.value;

  it('sin sesión 401; un Administrador de empresa 403, en las dos importaciones y en la consulta', async () => {
    const file = { name: '69b.csv', bytes: sat69bFile({ rows: 5 }).bytes };
    expect((await upload(undefined, '69b', file)).statusCode).toBe(401);
    expect((await upload(tokens.admin, '69b', file)).statusCode).toBe(403);
    expect((await upload(tokens.admin, '69', file, 'firmes')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/sat/lists', headers: bearer(tokens.admin) })).statusCode).toBe(403);
    expect(await snapshotsOf('69b')).toBe(0);
  });

  it('el operador, sin empresa, entra y users/me lo dice', async () => {
    const body = json(await me(t.app, tokens.operator));
    expect(body.respuesta.platformRole).toBe('operator');
    expect(body.respuesta.companies).toEqual([]);
    expect(body.respuesta.mainCompany).toBeNull();
  });

  it('importa el 69-B con conteos exactos; el mismo archivo otra vez no crea versión', async () => {
    const file = sat69bFile({ rows: 120, suppressed: 4, filler: 3, invalid: 2 });
    const response = await upload(tokens.operator, '69b', { name: 'Listado_Completo_69-B.csv', bytes: file.bytes });
    expect(response.statusCode).toBe(200);
    const { respuesta, mensaje } = json(response);
    expect(mensaje).toBe('Listado importado.');
    expect(respuesta.same).toBe(false);
    expect(respuesta.snapshot).toMatchObject({
      kind: '69B',
      list: '69b',
      source: 'ARCHIVO',
      sourceName: 'Listado_Completo_69-B.csv',
      publishedAt: file.publishedAt,
      rowsRead: file.counts.read,
      rowsKept: 120,
      rowsSuppressed: 4,
      rowsFiller: 3,
      rowsInvalid: 2,
    });
    expect(await current69bRows()).toBe(120);
    const first = file.rows[0];
    const [stored] = await t.db.select().from(sat69bEntries).where(eq(sat69bEntries.rfc, first?.rfc ?? ''));
    expect(stored?.nombreContribuyente).toBe(first?.nombreContribuyente);
    expect(stored?.situacionContribuyente).toBe(first?.situacionContribuyente);

    const again = json(await upload(tokens.operator, '69b', { name: 'otra vez.csv', bytes: file.bytes }));
    expect(again.respuesta.same).toBe(true);
    expect(again.respuesta.snapshot.id).toBe(respuesta.snapshot.id);
    expect(again.mensaje).toContain('mismo listado');
    expect(await snapshotsOf('69b')).toBe(1);
  });

  it('importa un listado del artículo 69 nombrado en el campo list; sin list o con uno desconocido, 400', async () => {
    const file = sat69File('a', { rows: 60, suppressed: 2, filler: 2, invalid: 1 });
    expect((await upload(tokens.operator, '69', { name: 'Firmes.csv', bytes: file.bytes })).statusCode).toBe(400);
    expect((await upload(tokens.operator, '69', { name: 'Firmes.csv', bytes: file.bytes }, 'otros')).statusCode).toBe(400);
    const response = await upload(tokens.operator, '69', { name: 'Firmes.csv', bytes: file.bytes }, 'firmes');
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.snapshot).toMatchObject({ kind: '69', list: 'firmes', rowsKept: 60, rowsSuppressed: 2, rowsFiller: 2, rowsInvalid: 1, rowsRead: file.counts.read });
    const [entries] = await t.db.select({ value: count() }).from(sat69Entries).where(eq(sat69Entries.list, 'firmes'));
    expect(entries?.value).toBe(60);
  });

  it('un archivo sin registros o que no es el listado no toca el vigente (400)', async () => {
    const empty = await upload(tokens.operator, '69b', { name: 'vacio.csv', bytes: sat69bFile({ rows: 0, suppressed: 0, invalid: 0, filler: 0 }).bytes });
    expect(empty.statusCode).toBe(400);
    const broken = await upload(tokens.operator, '69b', { name: 'otro.csv', bytes: Buffer.from('hola,mundo\r\n1,2\r\n') });
    expect(broken.statusCode).toBe(400);
    expect(await current69bRows()).toBe(120);
    expect(await snapshotsOf('69b')).toBe(1);
  });

  it('el puntero vigente cambia en la transacción de la importación: una consulta ve la lista anterior o la nueva, nunca la mitad', async () => {
    const next = sat69bFile({ rows: 9_000, suppressed: 0, filler: 1, invalid: 0 });
    const seen = new Set<number>();
    const state = { done: false };
    const importing = upload(tokens.operator, '69b', { name: 'nuevo.csv', bytes: next.bytes }).finally(() => {
      state.done = true;
    });
    // Reads while the import runs; the assertion holds whatever the interleaving.
    while (!state.done) {
      seen.add((await current69bRows()) ?? -1);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await importing).statusCode).toBe(200);
    seen.add((await current69bRows()) ?? -1);
    expect([...seen].every((n) => n === 120 || n === 9_000)).toBe(true);
    expect(seen.has(9_000)).toBe(true);
    expect(await snapshotsOf('69b')).toBe(2);
  }, 60_000);

  it('conserva el historial; solo las 3 versiones más recientes de cada listado guardan sus registros', async () => {
    const ids: string[] = [];
    for (const rows of [5, 6, 7, 8]) {
      const response = await upload(tokens.operator, '69', { name: `Sentencias-${String(rows)}.csv`, bytes: sat69File('b', { rows, suppressed: 0, filler: 1, invalid: 0 }).bytes }, 'sentencias');
      ids.push(json(response).respuesta.snapshot.id);
    }
    const rowsOf = async (id: string | undefined) => (await t.db.select({ value: count() }).from(sat69Entries).where(eq(sat69Entries.snapshotId, id ?? '')))[0]?.value;
    expect(await snapshotsOf('sentencias')).toBe(4);
    expect([await rowsOf(ids[0]), await rowsOf(ids[1]), await rowsOf(ids[2]), await rowsOf(ids[3])]).toEqual([0, 6, 7, 8]);
  });

  it('pasa del límite general de 25 MB; más de 50 MB se rechaza con 413 y no toca el vigente', async () => {
    // 30 MB that are not a SAT list: refused for their content (400), not for their size.
    const large = await upload(tokens.operator, '69b', { name: 'grande.csv', bytes: Buffer.from('a,b\r\n'.repeat(6 * 1024 * 1024)) });
    expect(large.statusCode).toBe(400);
    const huge = Buffer.alloc(50 * 1024 * 1024 + 10, 0x41);
    const response = await upload(tokens.operator, '69b', { name: 'enorme.csv', bytes: huge });
    expect(response.statusCode).toBe(413);
    expect(json(response).mensaje).toContain('50 MB');
    expect(await current69bRows()).toBe(9_000);
  }, 60_000);

  it('el operador ve los vigentes y el historial', async () => {
    const response = await t.app.inject({ url: '/api/v1/sat/lists', headers: bearer(tokens.operator) });
    expect(response.statusCode).toBe(200);
    const { respuesta } = json(response);
    expect(respuesta.current.map((s: { list: string }) => s.list).toSorted()).toEqual(['69b', 'firmes', 'sentencias']);
    expect(respuesta.history).toHaveLength(7);
    expect(respuesta.failures).toEqual([]);
  });
});
