import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed } from '../../../src/server/db/named-statement';
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
});
