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

describe('PGlite sin autovacuum: el servidor limpia y cuenta sus tablas', () => {
  let pg: PGlite;
  const state = async (table: string) =>
    (await pg.query<TableState>(`select c.reltuples, c.relallvisible, c.relpages, s.last_vacuum, s.last_analyze from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`, [table])).rows[0];

  beforeAll(async () => {
    pg = new PGlite('memory://');
    await pg.exec(`create table listas (id int primary key, nombre text);
      insert into listas select g, 'Proveedor ' || g from generate_series(1, 5000) g;
      delete from listas where id % 4 = 0;
      create table quieta (id int primary key);
      insert into quieta values (1), (2), (3);`);
  });
  afterAll(async () => {
    await pg.close();
  });

  it('sin la pasada PGlite nunca cuenta ni marca visibles las páginas de una tabla', async () => {
    expect(await state('listas')).toMatchObject({ reltuples: -1, relallvisible: 0, last_vacuum: null, last_analyze: null });
  });

  it('una pasada hace VACUUM (ANALYZE) de lo que autovacuum tomaría, solo eso, y la siguiente no repite', async () => {
    expect(await maintainPglite(pg, 0)).toEqual([{ table: 'listas', maintenance: 'vacuum (analyze)' }]);
    const after = await state('listas');
    expect(after?.reltuples).toBe(3750);
    expect(after?.relallvisible).toBe(after?.relpages);
    expect(after?.last_vacuum).toBeInstanceOf(Date);
    expect(after?.last_analyze).toBeInstanceOf(Date);
    // Three rows are under every threshold: left alone, as autovacuum would.
    expect(await state('quieta')).toMatchObject({ last_vacuum: null, last_analyze: null });
    expect(await maintainPglite(pg, 0)).toEqual([]);
  });

  it('cambios nuevos sobre el umbral vuelven a contarse', async () => {
    await pg.exec(`update listas set nombre = nombre || ' SA de CV' where id % 2 = 0`);
    expect(await maintainPglite(pg, 0)).toEqual([{ table: 'listas', maintenance: 'vacuum (analyze)' }]);
    expect(await maintainPglite(pg, 0)).toEqual([]);
  });
});
