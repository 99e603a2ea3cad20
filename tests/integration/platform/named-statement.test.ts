import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed, limitOffset } from '../../../src/server/db/named-statement';
import { generatorsListRepository } from '../../../src/server/modules/generators/generators-list.repository';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('executeNamed: una forma de consulta preparada una vez por conexión', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('responde las filas de cada valor; en PostgreSQL la conexión la guarda con su nombre y la reutiliza', async () => {
    const shape = (n: number) => sql`select g as n, ${'día ' + String(n)} as label from generate_series(1, ${n}::int) g order by g`;
    await t.db.transaction(async (tx) => {
      // One connection for the whole transaction: what it prepared is visible to it.
      const runs = [];
      for (const n of [1, 2, 3, 4, 5, 6, 7]) runs.push(await executeNamed<{ n: number; label: string }>(tx, shape(n)));
      expect(runs.map((rows) => rows.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(runs.at(-1)?.at(-1)).toEqual({ n: 7, label: 'día 7' });
      if (t.kind !== 'postgres') return;
      const kept = (await tx.execute(sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements where statement like '%generate_series(1, $2::int)%'`)) as unknown as { rows: { name: string; runs: string }[] };
      expect(kept.rows).toHaveLength(1);
      expect(kept.rows[0]?.name).toMatch(/^n_[\w-]{20}$/);
      expect(Number(kept.rows[0]?.runs)).toBe(7);
    });
  });

  it('una primera página lleva su límite escrito en el texto (un plan genérico lo conoce); un salto más allá de las primeras páginas no se guarda', async () => {
    const company = '00000000-0000-4000-8000-0000000000aa';
    await t.db.transaction(async (tx) => {
      const lists = generatorsListRepository(tx);
      for (let i = 0; i < 7; i++) await lists.page('client', company, { archived: false }, { offset: 0, limit: 26 });
      await lists.page('client', company, { archived: false }, { offset: 25 * 26, limit: 26 });
      if (t.kind !== 'postgres') return;
      const kept = (await tx.execute(sql`select statement, generic_plans + custom_plans as runs from pg_prepared_statements where statement like '%generators_client_list%' or statement like '%"generators"."client_company_id" = $1%'`)) as unknown as { rows: { statement: string; runs: string }[] };
      expect(kept.rows).toHaveLength(1);
      expect(kept.rows[0]?.statement).toMatch(/limit 26\b/);
      expect(kept.rows[0]?.statement).not.toMatch(/offset/);
      expect(Number(kept.rows[0]?.runs)).toBe(7);
    });
  });

  it('en PGlite una forma con nombre fuera de una transacción se prepara una vez y sigue respondiendo tras un error', async () => {
    if (t.kind !== 'pglite') return;
    const shape = (n: number | string) => sql`select g as n from generate_series(1, ${n}::int) g where g > 0 order by g desc`;
    for (const n of [3, 1, 2]) expect(await executeNamed<{ n: number }>(t.db, shape(n))).toHaveLength(n);
    const failed = await executeNamed(t.db, shape('no es número')).catch((error: unknown) => error);
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('22P02');
    expect((await executeNamed<{ n: number }>(t.db, shape(4)))[0]).toEqual({ n: 4 });
    const kept = (await t.db.execute(sql`select count(*)::int as statements from pg_prepared_statements where statement like '%generate_series(1, $1::int) g where g > 0%'`)) as unknown as { rows: { statements: number }[] };
    expect(kept.rows[0]?.statements).toBe(1);
  });

  it('limitOffset escribe en el texto solo enteros no negativos', () => {
    expect(() => limitOffset(-1, 0, true)).toThrow(RangeError);
    expect(() => limitOffset(2.5, 0, true)).toThrow(RangeError);
    expect(() => limitOffset(10, Number.NaN, true)).toThrow(RangeError);
    expect(() => limitOffset(-1, 0, false)).not.toThrow();
  });
});
