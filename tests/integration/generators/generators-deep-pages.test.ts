import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorStatus } from '../../../src/shared/domain/generator';
import { inUuids } from '../../../src/server/db/any-of';
import { companyLinks, generators } from '../../../src/server/db/schema';
import { HOUR_SKIP_FROM, generatorsListRepository } from '../../../src/server/modules/generators/generators-list.repository';
import type { GeneratorListFilter, ListSide } from '../../../src/server/modules/generators/generators-filters';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

interface ListBody {
  items: { id: string }[];
  nextCursor: string | null;
}

const DAY_MS = 86_400_000;
const SIZE = 25;
/** Mostly in review (so a status filter reaches past HOUR_SKIP_FROM), then every other status, archived ones from either side. */
const STATUS_CYCLE: [GeneratorStatus, GeneratorStatus | null][] = [
  ['REVISION', null],
  ['REVISION', null],
  ['REVISION', null],
  ['APPROVED', null],
  ['REVISION', null],
  ['REVISION', null],
  ['PAID', null],
  ['STORED', 'APPROVED'],
  ['REVISION', null],
  ['DRAFT', null],
  ['STORED', 'DRAFT'],
  ['REJECTED', null],
  ['DISABLED', null],
];

/**
 * A jump to a deep page of a list narrowed only by side and status starts from the hour it falls in,
 * found by the hour counts: the page must be the one walking from the newest row gives, on both sides,
 * with a status and with archived rows, and stay so as rows are updated, archived, handed to another
 * provider and deleted; and the hour and day counts must stay what counting the rows gives.
 */
describe('saltos a páginas lejanas: la página desde su hora es la del recorrido desde el principio', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  let otherId: string;
  let clientToken: string;
  let providerToken: string;
  let code = 0;

  const row = (i: number, at: Date, client: string, provider: string) => {
    const [status, before] = STATUS_CYCLE[i % STATUS_CYCLE.length] as [GeneratorStatus, GeneratorStatus | null];
    return {
      id: randomUUID(),
      generatedCode: `GEN-2024-${String(500_000 + (code += 1))}`,
      providerCompanyId: provider,
      clientCompanyId: client,
      status,
      statusBeforeStore: before,
      city: 'Torreón',
      startDate: '2024-05-06',
      updatedAt: at,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: 'Montajes Ibáñez SA de CV', generadores: true })).id;
    otherId = (await buildCompany(t.db, { name: 'Servicios Ávila SA de CV', generadores: true })).id;
    await t.db.insert(companyLinks).values([
      { clientId, providerId, status: 'ACCEPTED' },
      { clientId, providerId: otherId, status: 'ACCEPTED' },
    ]);
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId })).email)).accessToken;
    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId })).email)).accessToken;
    // 3,000 rows over 48 days, uneven per day and hour; some on an hour's first and last millisecond (UTC), some sharing a time.
    const start = Date.parse('2026-03-01T00:00:00.000Z');
    const values = Array.from({ length: 3000 }, (_, i) => {
      const day = Math.floor(Math.sqrt(i) * 0.88);
      const within = i % 97 === 0 ? 0 : i % 89 === 0 ? DAY_MS - 1 : i % 13 === 0 ? 43_200_000 : (i * 7919) % DAY_MS;
      return row(i, new Date(start + day * DAY_MS + within), clientId, providerId);
    });
    for (let i = 0; i < values.length; i += 500) await t.db.insert(generators).values(values.slice(i, i + 500));
  });
  afterAll(() => t.close());

  const list = async (query: string, token: string, companyId: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${companyId}/allLite?${query}`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    return json<{ respuesta: ListBody }>(response).respuesta;
  };

  /** The whole list as one walk from its first row (offset 0 never skips days). */
  async function walked(side: ListSide, companyId: string, filter: GeneratorListFilter) {
    const page = await generatorsListRepository(t.db).page(side, companyId, filter, { offset: 0, limit: 10_000 });
    return page.rows.map((r) => r.id);
  }

  /** Deep pages by number (the first past HOUR_SKIP_FROM, both sides of the middle, the last ones, one past the end) against the walk. */
  async function checkDeepPages(side: ListSide, companyId: string, token: string, filter: GeneratorListFilter, query: string) {
    const all = await walked(side, companyId, filter);
    expect(all.length).toBeGreaterThan(HOUR_SKIP_FROM + SIZE);
    const first = Math.ceil(HOUR_SKIP_FROM / SIZE);
    const last = Math.ceil(all.length / SIZE) - 1;
    const middle = Math.floor(all.length / 2 / SIZE);
    const pages = [first, first + 3, middle - 1, middle, middle + 1, last - 1, last, last + 1];
    for (const page of pages) {
      const body = await list(`${query}&size=${SIZE}&page=${page}`, token, companyId);
      expect(body.items.map((i) => i.id), `página ${page}`).toEqual(all.slice(page * SIZE, (page + 1) * SIZE));
      expect(body.nextCursor !== null, `página ${page}`).toBe((page + 1) * SIZE < all.length);
    }
    return pages.length;
  }

  /** Every case the screens send without a word or a date: both sides, archived or not, a status. How many pages were checked. */
  async function checkAll() {
    let checked = 0;
    checked += await checkDeepPages('client', clientId, clientToken, { archived: false }, 'archived=false');
    checked += await checkDeepPages('client', clientId, clientToken, { archived: true }, 'archived=true');
    checked += await checkDeepPages('client', clientId, clientToken, { archived: false, status: 'revisi' }, 'status=revisi');
    checked += await checkDeepPages('provider', providerId, providerToken, { archived: false }, 'archived=false');
    checked += await checkDeepPages('provider', providerId, providerToken, { archived: true }, 'archived=true');
    return checked;
  }

  /** Each (company, side, hour or day, status) whose kept count differs from the rows' count: none when the trigger is right. */
  async function countsDrift(unit: 'hour' | 'day') {
    const table = sql.raw(`generator_${unit}_counts`);
    const bucket = sql.raw(unit === 'hour' ? 'generator_hour(updated_at)' : 'generator_day(generator_hour(updated_at))');
    const drift = await t.db.execute(sql`
      with counted as (
        select company_id, side, at, status, count(*)::int as n from (
          select client_company_id as company_id, 'client' as side, ${bucket} as at, generator_client_status(status, status_before_store) as status from generators
          union all select provider_company_id, 'provider', ${bucket}, status from generators
        ) r group by 1, 2, 3, 4),
      kept as (select company_id, side, ${sql.raw(unit)} as at, status, n::int as n from ${table} where n <> 0)
      select company_id, side, at::text, status, coalesce(kept.n, 0) as kept, coalesce(counted.n, 0) as counted
      from kept full join counted using (company_id, side, at, status)
      where kept.n is distinct from counted.n`);
    return (drift as unknown as { rows: { company_id: string; side: string; at: string; status: string; kept: number; counted: number }[] }).rows;
  }

  async function expectCountsKept() {
    expect(await countsDrift('hour')).toEqual([]);
    expect(await countsDrift('day')).toEqual([]);
  }

  it('cliente y proveedor, con estado y con archivados: cada página lejana es la del recorrido', async () => {
    expect(await checkAll()).toBe(40);
    await expectCountsKept();
  });

  it('tras actualizar, archivar, mover y borrar filas, las páginas siguen a las filas', async () => {
    const ids = await walked('client', clientId, { archived: true });
    // Reviewed today, in one statement across many days.
    await t.db.update(generators).set({ status: 'APPROVED', updatedAt: sql`now()` }).where(inArray(generators.id, ids.filter((_, i) => i % 7 === 0)));
    // Archived without a new update time: only the status moves, within the same day.
    await t.db.execute(sql`update generators set status_before_store = status, status = 'STORED' where ${inUuids(sql`id`, ids.filter((_, i) => i % 11 === 1))}`);
    // Back from the archive, a second later.
    await t.db.execute(sql`update generators set status = status_before_store, status_before_store = null, updated_at = updated_at + interval '1 second'
      where ${inUuids(sql`id`, ids.filter((_, i) => i % 11 === 1 && i % 2 === 0))}`);
    // Handed to the other provider, and a few deleted.
    await t.db.execute(sql`update generators set provider_company_id = ${otherId} where ${inUuids(sql`id`, ids.filter((_, i) => i % 13 === 5))}`);
    await t.db.delete(generators).where(inArray(generators.id, ids.filter((_, i) => i % 17 === 3)));
    expect(await checkAll()).toBe(40);
    await expectCountsKept();
  });
});
