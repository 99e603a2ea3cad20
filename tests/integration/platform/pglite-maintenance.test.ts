import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainPglite } from '../../../src/server/db/pglite-maintenance';

interface TableState {
  reltuples: number;
  relallvisible: number;
  relpages: number;
  last_vacuum: Date | null;
  last_analyze: Date | null;
}

const stateOf = async (pg: PGlite, table: string) =>
  (await pg.query<TableState>(`select c.reltuples, c.relallvisible, c.relpages, s.last_vacuum, s.last_analyze from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`, [table])).rows[0];

describe('PGlite sin autovacuum: el servidor limpia y cuenta sus tablas', () => {
  let pg: PGlite;
  const state = (table: string) => stateOf(pg, table);

  beforeAll(async () => {
    pg = new PGlite('memory://');
    await pg.exec(`create table listas (id int primary key, nombre text);
      insert into listas select g, 'Proveedor ' || g from generate_series(1, 5000) g;
      delete from listas where id % 4 = 0;
      create table quieta (id int primary key);
      insert into quieta values (1), (2), (3);
      create table vacia (id int primary key);`);
  });
  afterAll(async () => {
    await pg.close();
  });

  it('sin la pasada PGlite nunca cuenta ni marca visibles las páginas de una tabla', async () => {
    expect(await state('listas')).toMatchObject({ reltuples: -1, relallvisible: 0, last_vacuum: null, last_analyze: null });
  });

  it('una pasada hace VACUUM (ANALYZE) de cada tabla con filas aún sin contar, y la siguiente no repite', async () => {
    expect(await maintainPglite(pg, 0)).toEqual([
      { table: 'listas', maintenance: 'vacuum (analyze)' },
      { table: 'quieta', maintenance: 'vacuum (analyze)' },
    ]);
    const after = await state('listas');
    expect(after?.reltuples).toBe(3750);
    expect(after?.relallvisible).toBe(after?.relpages);
    expect(after?.last_vacuum).toBeInstanceOf(Date);
    expect(after?.last_analyze).toBeInstanceOf(Date);
    // An empty table has nothing to count.
    expect(await state('vacia')).toMatchObject({ last_vacuum: null, last_analyze: null });
    expect(await maintainPglite(pg, 0)).toEqual([]);
  });

  it('después, solo los cambios sobre los umbrales de autovacuum vuelven a contarse', async () => {
    await pg.exec(`update listas set nombre = nombre || ' SA de CV' where id % 2 = 0; update quieta set id = 4 where id = 3;`);
    expect(await maintainPglite(pg, 0)).toEqual([{ table: 'listas', maintenance: 'vacuum (analyze)' }]);
    expect(await maintainPglite(pg, 0)).toEqual([]);
  });

  it('PGlite olvida sus contadores al cerrar: lo cargado en una ejecución anterior se cuenta en la primera pasada, y solo una vez', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avala-pglite-maintenance-'));
    try {
      const first = new PGlite(dir);
      await first.exec(`create table cargada (id int primary key); insert into cargada select generate_series(1, 5000);`);
      await first.close();
      const second = new PGlite(dir);
      expect(await maintainPglite(second, 0)).toEqual([{ table: 'cargada', maintenance: 'vacuum (analyze)' }]);
      expect((await stateOf(second, 'cargada'))?.reltuples).toBe(5000);
      await second.close();
      const third = new PGlite(dir);
      expect(await maintainPglite(third, 0)).toEqual([]);
      await third.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
