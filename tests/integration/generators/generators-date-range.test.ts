import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorStatus } from '../../../src/shared/domain/generator';
import { companyLinks, generators } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

interface ListBody {
  items: { id: string }[];
  total: number | null;
  nextCursor: string | null;
}

const STATUSES: GeneratorStatus[] = ['REVISION', 'APPROVED', 'PAID', 'REJECTED', 'STORED', 'DRAFT'];
const DAY_MS = 86_400_000;

/**
 * A typed day in a date column merges each day's newest rows (migration 0056), a typed month or year
 * each month's (migration 0066): the
 * pages, by offset and by cursor, are exactly the filtered list newest-updated first, whatever the
 * order of the work dates, on both sides and with other filters.
 */
describe('filtro de fechas por rango: páginas por día mezcladas en el orden de la lista', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  let clientToken: string;
  let providerToken: string;
  const rows: { id: string; status: GeneratorStatus; startDate: string; endDate: string; updatedAt: Date }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: 'Obras Núñez SA de CV', generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId })).email)).accessToken;
    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId })).email)).accessToken;
    // 60 generators from 20-02-2025 to 19-04-2025, one a day; their update times do not follow their work dates,
    // and some share a timestamp so the id decides.
    const start = Date.parse('2025-02-20T00:00:00Z');
    const updated = Date.parse('2026-01-10T09:00:00Z');
    for (let i = 0; i < 60; i++) {
      const startDate = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
      rows.push({
        id: randomUUID(),
        status: STATUSES[i % STATUSES.length] as GeneratorStatus,
        startDate,
        endDate: new Date(start + (i + (i % 9)) * DAY_MS).toISOString().slice(0, 10),
        updatedAt: new Date(updated + ((i * 37) % 23) * 60_000),
      });
    }
    // And ten more on each of four March days, their updates interleaved across those days and the
    // rest: a page takes rows from several days, a day gives rows to several pages.
    for (let i = 0; i < 40; i++) {
      const day = `2025-03-${['03', '10', '17', '24'][i % 4]}`;
      rows.push({
        id: randomUUID(),
        status: STATUSES[(i * 5) % STATUSES.length] as GeneratorStatus,
        startDate: day,
        endDate: day,
        updatedAt: new Date(updated + ((i * 53) % 97) * 30_000),
      });
    }
    await insertRows(rows, 'GEN-2025-', 700_000);
  });
  afterAll(() => t.close());

  async function insertRows(list: typeof rows, codePrefix: string, firstCode: number) {
    await t.db.insert(generators).values(
      list.map((r, i) => ({
        id: r.id,
        generatedCode: `${codePrefix}${String(firstCode + i)}`,
        providerCompanyId: providerId,
        clientCompanyId: clientId,
        status: r.status,
        statusBeforeStore: r.status === 'STORED' ? ('APPROVED' as const) : null,
        city: 'Mérida',
        startDate: r.startDate,
        endDate: r.endDate,
        updatedAt: r.updatedAt,
      })),
    );
  }

  const list = async (query: string, token: string, companyId: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${companyId}/allLite?${query}`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    return json<{ respuesta: ListBody }>(response).respuesta;
  };

  /** What a side lists (the client never sees drafts; archived rows aside), newest-updated first. */
  const expected = (side: 'client' | 'provider', keep: (r: (typeof rows)[number]) => boolean) =>
    rows
      .filter((r) => r.status !== 'STORED' && (side === 'provider' || r.status !== 'DRAFT') && keep(r))
      .toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);

  /** Every page of a filter by offset, checked against the same walk by cursor. */
  async function walk(query: string, token: string, companyId: string) {
    const byOffset: string[] = [];
    for (let page = 0; page < 20; page++) {
      const offset = await list(`${query}&size=5&page=${page}`, token, companyId);
      byOffset.push(...offset.items.map((i) => i.id));
      if (!offset.nextCursor) break;
    }
    const byCursor: string[] = [];
    for (let cursor: string | null = '', pages = 0; cursor !== null && pages < 20; pages++) {
      const next: ListBody = await list(`${query}&size=5${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`, token, companyId);
      byCursor.push(...next.items.map((i) => i.id));
      cursor = next.nextCursor;
    }
    expect(byCursor).toEqual(byOffset);
    return byOffset;
  }

  it('un mes, un día y un año, del lado del cliente y del proveedor, por página y por cursor', async () => {
    const inMarch = (d: string) => d >= '2025-03-01' && d < '2025-04-01';
    expect(await walk('startDate=03-2025', clientToken, clientId)).toEqual(expected('client', (r) => inMarch(r.startDate)));
    expect((await list('startDate=03-2025&size=5', clientToken, clientId)).total).toBe(expected('client', (r) => inMarch(r.startDate)).length);
    expect(await walk('startDate=03-2025', providerToken, providerId)).toEqual(expected('provider', (r) => inMarch(r.startDate)));
    expect(await walk('endDate=2025', clientToken, clientId)).toEqual(expected('client', () => true));
    expect(await walk('endDate=15-03-2025', providerToken, providerId)).toEqual(expected('provider', (r) => r.endDate === '2025-03-15'));
  });

  it('con otros filtros y con las dos columnas de fecha (cuenta el rango más corto)', async () => {
    expect(await walk('startDate=03-2025&status=Pagado', clientToken, clientId)).toEqual(expected('client', (r) => r.startDate.startsWith('2025-03') && r.status === 'PAID'));
    const both = expected('client', (r) => r.startDate.startsWith('2025') && r.endDate.startsWith('2025-04'));
    expect(both.length).toBeGreaterThan(0);
    expect(await walk('startDate=2025&endDate=04-2025', clientToken, clientId)).toEqual(both);
    expect(await walk('startDate=02-2024', clientToken, clientId)).toEqual([]);
  });

  it('un año con más meses que filas por página: cada mes da sus filas hasta la barra, sin perder ni repetir', async () => {
    // Three generators in each month of 2023, their updates shuffled across months, two sharing a time.
    const year: typeof rows = [];
    for (let i = 0; i < 36; i++) {
      const month = String((i % 12) + 1).padStart(2, '0');
      const day = String(1 + ((i * 7) % 28)).padStart(2, '0');
      year.push({
        id: randomUUID(),
        status: STATUSES[(i * 5) % STATUSES.length] as GeneratorStatus,
        startDate: `2023-${month}-${day}`,
        endDate: `2023-${month}-28`,
        updatedAt: new Date(Date.parse('2025-06-01T00:00:00Z') + ((i * 29) % 31) * 3_600_000),
      });
    }
    await insertRows(year, 'GEN-2023-', 800_000);
    const listed = (side: 'client' | 'provider', keep: (r: (typeof rows)[number]) => boolean) =>
      year
        .filter((r) => r.status !== 'STORED' && (side === 'provider' || r.status !== 'DRAFT') && keep(r))
        .toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((r) => r.id);
    expect(await walk('startDate=2023', clientToken, clientId)).toEqual(listed('client', () => true));
    expect(await walk('endDate=2023', providerToken, providerId)).toEqual(listed('provider', () => true));
    expect(await walk('startDate=2023&status=Aprobado', clientToken, clientId)).toEqual(listed('client', (r) => r.status === 'APPROVED'));
    expect(await walk('startDate=05-2023', providerToken, providerId)).toEqual(listed('provider', (r) => r.startDate.startsWith('2023-05')));
    expect((await list('startDate=2023&size=5', clientToken, clientId)).total).toBe(listed('client', () => true).length);
  });
});
