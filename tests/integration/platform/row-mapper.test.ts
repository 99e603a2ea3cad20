import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../../src/server/db/client';
import { requirementGroups, requirements, stageTemplates } from '../../../src/server/db/schema';
import { DEFAULT_STAGE_IDS } from '../../../src/shared/domain/compliance-defaults';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

// Reads of many shapes, run on the database (rows mapped by row-mapper.ts) and inside a transaction
// (a session of its own: drizzle's mapResultRow): both must give the same objects.
const shapes: Record<string, (db: Executor) => Promise<unknown[]>> = {
  'filas completas con jsonb, enteros y fechas': (db) => db.select().from(requirements).orderBy(asc(requirements.id)).limit(20),
  'objetos anidados con left join, uno sin pareja (null)': (db) =>
    db
      .select({ stage: { id: stageTemplates.id, name: stageTemplates.name }, group: { id: requirementGroups.id, name: requirementGroups.name }, requirement: requirements, none: { id: requirements.id } })
      .from(stageTemplates)
      .leftJoin(requirementGroups, eq(requirementGroups.stageId, stageTemplates.id))
      .leftJoin(requirements, eq(requirements.groupId, requirementGroups.id))
      .orderBy(asc(stageTemplates.id), asc(requirementGroups.id), asc(requirements.id))
      .limit(40),
  'inner join: el objeto nunca es null': (db) =>
    db.select({ group: requirementGroups, requirement: { id: requirements.id } }).from(requirements).innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId)).orderBy(asc(requirements.id)).limit(10),
  'subconsulta con ventanas y sql con mapWith': (db) => {
    const ranked = db
      .select({ id: requirements.id, groupId: requirements.groupId, rank: sql<number>`row_number() over (partition by ${requirements.groupId} order by ${requirements.id})`.as('rank'), total: sql<string>`count(*) over ()`.as('total') })
      .from(requirements)
      .as('ranked');
    return db
      .select({ groupId: ranked.groupId, rank: ranked.rank, total: ranked.total, first: sql<boolean>`${ranked.rank} = 1`, asNumber: sql`${ranked.total}`.mapWith(Number), requirement: { id: requirements.id, delivery: requirements.delivery } })
      .from(ranked)
      .leftJoin(requirements, and(eq(requirements.id, ranked.id), eq(ranked.rank, sql`1`)))
      .orderBy(asc(ranked.groupId), asc(ranked.rank))
      .limit(30);
  },
  'valores nulos sueltos': (db) => db.select({ nothing: sql<null>`null`, stage: { description: stageTemplates.description } }).from(stageTemplates).where(eq(stageTemplates.id, DEFAULT_STAGE_IDS.cumplimiento)),
};

describe('mapeo de filas compilado una vez por consulta', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(Object.keys(shapes))('%s: lo mismo que el mapeo de drizzle', async (name) => {
    const shape = shapes[name] as (db: Executor) => Promise<unknown[]>;
    const mapped = await shape(t.db);
    const byDrizzle = await t.db.transaction((tx) => shape(tx));
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped).toEqual(byDrizzle);
  });

  it('las consultas de la base usan el mapeo compilado; las de una transacción, el de drizzle', async () => {
    const query = (db: Executor) => db.select({ id: stageTemplates.id }).from(stageTemplates).prepare('row_mapper_probe') as unknown as { customResultMapper?: unknown };
    expect(query(t.db).customResultMapper).toBeTypeOf('function');
    await t.db.transaction(async (tx) => {
      expect(query(tx).customResultMapper).toBeUndefined();
    });
  });
});
