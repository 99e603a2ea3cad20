import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorStatus } from '../../../src/shared/domain/generator';
import { generators } from '../../../src/server/db/schema';
import { createGeneratorListing } from '../../../src/server/modules/generators/generators-list.service';
import type { GeneratorListFilter } from '../../../src/server/modules/generators/generators-filters';
import { buildCompany } from '../../fixtures/factories';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const STATUSES: GeneratorStatus[] = ['REVISION', 'APPROVED', 'REJECTED', 'PAID', 'STORED', 'DRAFT', 'DISABLED'];
const ALL: GeneratorListFilter = { archived: false };

describe('lotes del reporte de generadores: un recorrido ordenado por lote, el siguiente leído por adelantado', () => {
  let t: TestApp;
  let middleId: string;
  /** What the middle company's report lists, newest first (updated_at desc, id desc). */
  let expected: string[];
  let approvedExpected: string[];
  /** Whether the listed rows hold both sides (so the batches merge two scans). */
  let onBothSides = false;

  const collect = async (filter: GeneratorListFilter, size?: number) => {
    const batches: string[][] = [];
    for await (const batch of createGeneratorListing({ db: t.db }).batches(middleId, filter, size)) batches.push(batch.map((g) => g.id));
    return batches;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The middle company is a client (of its provider) and a provider (of its client) at once.
    middleId = (await buildCompany(t.db, { generadores: true })).id;
    const providerId = (await buildCompany(t.db, { generadores: true })).id;
    const clientId = (await buildCompany(t.db)).id;
    const base = Date.parse('2026-03-01T08:00:00.000Z');
    const rows = Array.from({ length: 61 }, (_, i) => {
      const side = i % 3 === 0 ? 'provider' : i % 3 === 1 ? 'client' : 'both';
      const status = STATUSES[i % STATUSES.length] as GeneratorStatus;
      return {
        id: randomUUID(),
        generatedCode: `GEN-2026-${String(700_000 + i)}`,
        providerCompanyId: side === 'client' ? providerId : middleId,
        clientCompanyId: side === 'provider' ? clientId : middleId,
        status,
        statusBeforeStore: status === 'STORED' ? ('APPROVED' as const) : null,
        city: 'Mérida',
        startDate: '2026-03-02',
        // Rows 20–29 share one timestamp across both sides: the id orders them, in SQL and in the merge.
        updatedAt: new Date(i >= 20 && i < 30 ? base + 20_000 : base + i * 1000),
      };
    });
    await t.db.insert(generators).values(rows);
    // Listed: never DISABLED or archived; a draft only on its provider's side; a generator of the middle
    // company on both sides once, as the client's (so its draft is not listed).
    const listed = rows.filter((r) => r.status !== 'DISABLED' && r.status !== 'STORED' && !(r.status === 'DRAFT' && r.clientCompanyId === middleId));
    const newestFirst = listed.toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1));
    expected = newestFirst.map((r) => r.id);
    approvedExpected = newestFirst.filter((r) => r.status === 'APPROVED').map((r) => r.id);
    onBothSides = new Set(newestFirst.map((r) => r.clientCompanyId === middleId)).size === 2;
  });
  afterAll(() => t.close());

  it('da todas las filas de ambos lados una vez, en el orden de la lista, en lotes del tamaño pedido', async () => {
    expect(onBothSides).toBe(true);
    for (const size of [1, 7, expected.length, expected.length - 1, expected.length + 1]) {
      const batches = await collect(ALL, size);
      expect(batches.flat()).toEqual(expected);
      expect(batches.slice(0, -1).every((b) => b.length === size)).toBe(true);
      expect(batches.at(-1)?.length).toBeGreaterThan(0);
    }
    // A size that divides the total: the last full batch is followed by one empty read, not an empty batch.
    const divisor = [5, 4, 3, 2].find((d) => expected.length % d === 0) ?? 1;
    const even = await collect(ALL, divisor);
    expect(even).toHaveLength(expected.length / divisor);
    expect(even.flat()).toEqual(expected);
  });

  it('aplica los filtros y el tamaño por omisión (2000) lo da en un solo lote', async () => {
    expect(await collect({ ...ALL, status: 'Aprobado' }, 3).then((b) => b.flat())).toEqual(approvedExpected);
    expect(await collect(ALL)).toEqual([expected]);
    expect(await collect({ ...ALL, city: 'Monterrey' })).toEqual([]);
  });

  it('un reporte abandonado a medias no deja lecturas pendientes que fallen', async () => {
    const listing = createGeneratorListing({ db: t.db });
    const seen: string[] = [];
    for await (const batch of listing.batches(middleId, ALL, 5)) {
      seen.push(...batch.map((g) => g.id));
      break;
    }
    expect(seen).toEqual(expected.slice(0, 5));
  });
});
