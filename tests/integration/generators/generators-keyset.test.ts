import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATOR_LIST_COUNT_CAP } from '../../../src/shared/contracts/generators.contract';
import { MENSAJES } from '../../../src/shared/labels/messages';
import type { GeneratorStatus } from '../../../src/shared/domain/generator';
import { companies, companyLinks, generators } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

interface ListItem {
  id: string;
  generatedCode: string;
  providerName: string;
  lastModifiedDate: string;
}
interface ListBody {
  items: ListItem[];
  total: number | null;
  totalCapped: boolean;
  hasStored: boolean;
  nextCursor: string | null;
}

const STATUSES: GeneratorStatus[] = ['REVISION', 'APPROVED', 'REJECTED', 'PAID', 'STORED', 'DRAFT', 'DISABLED'];
let code = 0;

describe('listas de generadores a escala: keyset, contadores, búsqueda con índice y reporte en flujo', () => {
  let t: TestApp;
  let clientId: string;
  let penaId: string;
  let otherId: string;
  let token: string;
  let penaToken: string;
  /** What the client may list (no drafts, nothing disabled, archived aside), newest first. */
  let expectedIds: string[];

  const insert = async (rows: { providerId: string; clientId?: string; status: GeneratorStatus; city: string; at: Date }[]) => {
    const values = rows.map((row) => ({
      id: randomUUID(),
      generatedCode: `GEN-2026-${String(900_000 + (code += 1))}`,
      providerCompanyId: row.providerId,
      clientCompanyId: row.clientId ?? clientId,
      status: row.status,
      statusBeforeStore: row.status === 'STORED' ? ('APPROVED' as const) : null,
      city: row.city,
      startDate: '2026-05-04',
      updatedAt: row.at,
    }));
    await t.db.insert(generators).values(values);
    return values;
  };

  const totalOf = async (query: string, auth = token, companyId = clientId) => (await list(query, auth, companyId)).body.respuesta.total ?? -1;
  const list = async (query: string, auth = token, companyId = clientId) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${companyId}/allLite?${query}`, headers: { authorization: `Bearer ${auth}` } });
    return { status: response.statusCode, body: json<{ respuesta: ListBody; mensaje: string }>(response) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    penaId = (await buildCompany(t.db, { name: 'CONSTRUCCIONES PEÑA SA DE CV', generadores: true })).id;
    otherId = (await buildCompany(t.db, { name: 'Redes del Bajío SA de CV', generadores: true })).id;
    await t.db.insert(companyLinks).values([
      { clientId, providerId: penaId, status: 'ACCEPTED' },
      { clientId, providerId: otherId, status: 'ACCEPTED' },
    ]);
    // 42 rows, three of them sharing one timestamp so the id decides their order.
    const base = Date.parse('2026-06-01T12:00:00.000Z');
    const tie = new Date(base + 7 * 60_000);
    const rows = Array.from({ length: 42 }, (_, i) => ({
      providerId: i % 3 === 0 ? penaId : otherId,
      status: STATUSES[i % STATUSES.length] as GeneratorStatus,
      city: i % 2 === 0 ? 'Querétaro' : 'Monterrey',
      at: i >= 7 && i < 10 ? tie : new Date(base + i * 60_000),
    }));
    const inserted = await insert(rows);
    expectedIds = inserted
      .filter((g) => !['DRAFT', 'DISABLED', 'STORED'].includes(g.status))
      .toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((g) => g.id);
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    penaToken = (await signIn(t.app, (await buildUser(t.db, { companyId: penaId, role: 'Administrador' })).email)).accessToken;
  });
  afterAll(() => t.close());

  it('recorre la lista con cursores sin huecos ni repetidos, igual que por páginas; el total se cuenta en la primera', async () => {
    const first = await list('page=0&size=5');
    expect(first.body.respuesta.total).toBe(expectedIds.length);
    expect(first.body.respuesta.totalCapped).toBe(false);
    expect(first.body.respuesta.hasStored).toBe(true);
    const walked: string[] = first.body.respuesta.items.map((i) => i.id);
    let cursor = first.body.respuesta.nextCursor;
    for (let page = 1; cursor; page += 1) {
      const next = await list(`page=${page}&size=5&after=${encodeURIComponent(cursor)}`);
      expect(next.body.respuesta.total).toBeNull();
      walked.push(...next.body.respuesta.items.map((i) => i.id));
      const byOffset = await list(`page=${page}&size=5`);
      expect(byOffset.body.respuesta.items.map((i) => i.id)).toEqual(next.body.respuesta.items.map((i) => i.id));
      cursor = next.body.respuesta.nextCursor;
    }
    expect(walked).toEqual(expectedIds);
  });

  it('un cursor alterado o ajeno es 400 con mensaje en español', async () => {
    for (const after of ['no-es-un-cursor', Buffer.from('["2026-01-01", "x"]').toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      const response = await list(`page=1&size=5&after=${after}`);
      expect(response.status).toBe(400);
      expect(response.body.mensaje).toBe(MENSAJES.cursorInvalido);
    }
  });

  it('busca sin acentos ni mayúsculas ("pena" encuentra PEÑA) con los mismos totales que la lista', async () => {
    const pena = expectedIds.length - (await totalOf(`size=25&providerId=${otherId}`));
    for (const search of ['pena', 'PEÑA', 'construcciones peña']) {
      const found = await list(`size=25&search=${encodeURIComponent(search)}`);
      expect(found.body.respuesta.total).toBe(pena);
      expect(found.body.respuesta.items.every((i) => i.providerName === 'CONSTRUCCIONES PEÑA SA DE CV')).toBe(true);
    }
    // Counted in the page's own statement: a jump to the second page and a page past the end say the same total.
    const second = await list('size=5&page=1&search=pena');
    expect(second.body.respuesta.total).toBe(pena);
    expect(second.body.respuesta.items.map((i) => i.id)).toEqual((await list('size=10&search=pena')).body.respuesta.items.slice(5).map((i) => i.id));
    expect((await list(`size=25&page=${Math.ceil(pena / 25) + 1}&search=pena`)).body.respuesta).toMatchObject({ total: pena, items: [] });
    expect((await list('size=25&search=queretaro')).body.respuesta.total).toBe((await list('size=25&city=Querétaro')).body.respuesta.total);
    // The search box matches code, city and provider, not the dates the column filters see.
    expect((await list('size=25&search=04-05-2026')).body.respuesta.total).toBe(0);
    expect((await list('size=25&startDate=04-05-2026')).body.respuesta.total).toBe(expectedIds.length);
  });

  it('un proveedor renombrado se encuentra por su nombre nuevo', async () => {
    await t.db.update(companies).set({ name: 'Ingeniería Ñandú SA de CV' }).where(eq(companies.id, otherId));
    const found = await list('size=25&search=nandu');
    expect(found.body.respuesta.total).toBeGreaterThan(0);
    expect(found.body.respuesta.items.every((i) => i.providerName === 'Ingeniería Ñandú SA de CV')).toBe(true);
    expect((await list('size=25&search=bajio')).body.respuesta.total).toBe(0);
  });

  it('los contadores siguen cada alta, cambio de estatus y baja; el proveedor ve sus borradores', async () => {
    const before = await totalOf('size=5');
    const [added] = await insert([{ providerId: penaId, status: 'REVISION', city: 'León', at: new Date() }]);
    expect((await list('size=5')).body.respuesta.total).toBe(before + 1);
    await t.db.update(generators).set({ status: 'DISABLED' }).where(eq(generators.id, added?.id ?? ''));
    expect((await list('size=5')).body.respuesta.total).toBe(before);
    await t.db.update(generators).set({ status: 'APPROVED' }).where(eq(generators.id, added?.id ?? ''));
    expect((await list('size=5&status=aprobado')).body.respuesta.items[0]?.id).toBe(added?.id);
    await t.db.delete(generators).where(eq(generators.id, added?.id ?? ''));
    expect((await list('size=5')).body.respuesta.total).toBe(before);
    const counted = await t.db.execute<{ n: string }>(sql`select coalesce(sum(n), 0) as n from generator_counts where company_id = ${penaId} and side = 'provider' and status <> 'DISABLED' and status <> 'STORED'`);
    const provider = await list('size=5', penaToken, penaId);
    expect(provider.body.respuesta.total).toBe(Number((counted as unknown as { rows: { n: string }[] }).rows[0]?.n));
    expect(provider.body.respuesta.total).toBeGreaterThan(await totalOf(`size=5&providerId=${penaId}`));
  });

  it('una empresa que es cliente y proveedor ve ambos lados, mezclados por fecha', async () => {
    const both = (await buildCompany(t.db, { generadores: true })).id;
    const bothToken = (await signIn(t.app, (await buildUser(t.db, { companyId: both, role: 'Administrador' })).email)).accessToken;
    const asProvider = await insert([0, 2, 4].map((m) => ({ providerId: both, status: 'REVISION' as const, city: 'Puebla', at: new Date(Date.parse('2026-07-01T00:00:00Z') + m * 60_000) })));
    const asClient = await insert([1, 3].map((m) => ({ providerId: penaId, clientId: both, status: 'APPROVED' as const, city: 'Tlaxcala', at: new Date(Date.parse('2026-07-01T00:00:00Z') + m * 60_000) })));
    const ordered = [...asProvider, ...asClient].toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).map((g) => g.id);
    const first = await list('size=5&page=0', bothToken, both);
    expect(first.body.respuesta.total).toBe(5);
    expect(first.body.respuesta.items.map((i) => i.id)).toEqual(ordered);
    expect(first.body.respuesta.nextCursor).toBeNull();
    const twoByTwo = await list('size=5&page=1', bothToken, both);
    expect(twoByTwo.body.respuesta.items).toEqual([]);
    // A filter the counters cannot answer counts each side and merges the pages.
    const byCode = await list('size=5&page=0&code=gen-', bothToken, both);
    expect(byCode.body.respuesta.total).toBe(5);
    expect(byCode.body.respuesta.items.map((i) => i.id)).toEqual(ordered);
    expect((await list('size=5&page=1&code=gen-', bothToken, both)).body.respuesta).toMatchObject({ total: 5, items: [] });
    expect((await list('size=5&city=tlaxcala', bothToken, both)).body.respuesta.total).toBe(2);
  });

  it('una empresa que gana un lado entre dos consultas lo ve en la siguiente (los lados recordados solo son una suposición)', async () => {
    const company = (await buildCompany(t.db, { generadores: true })).id;
    const companyToken = (await signIn(t.app, (await buildUser(t.db, { companyId: company, role: 'Administrador' })).email)).accessToken;
    expect((await list('size=5', companyToken, company)).body.respuesta).toMatchObject({ total: 0, items: [] });
    const asProvider = await insert([{ providerId: company, status: 'REVISION', city: 'Colima', at: new Date('2026-08-01T00:00:00Z') }]);
    expect((await list('size=5', companyToken, company)).body.respuesta).toMatchObject({ total: 1, items: [{ id: asProvider[0]?.id }] });
    const asClient = await insert([{ providerId: penaId, clientId: company, status: 'APPROVED', city: 'Colima', at: new Date('2026-08-02T00:00:00Z') }]);
    const both = (await list('size=5', companyToken, company)).body.respuesta;
    expect(both.total).toBe(2);
    expect(both.items.map((i) => i.id)).toEqual([asClient[0]?.id, asProvider[0]?.id]);
    expect((await list('size=5&city=colima', companyToken, company)).body.respuesta.total).toBe(2);
    await t.db.delete(generators).where(eq(generators.id, asProvider[0]?.id ?? ''));
    expect((await list('size=5', companyToken, company)).body.respuesta).toMatchObject({ total: 1, items: [{ id: asClient[0]?.id }] });
    expect((await list('size=5&city=colima', companyToken, company)).body.respuesta).toMatchObject({ total: 1, items: [{ id: asClient[0]?.id }] });
  });

  it('más allá del tope (GENERATOR_LIST_COUNT_CAP) deja de contar: "más de 100"; sin filtro el total es exacto', async () => {
    const many = Array.from({ length: GENERATOR_LIST_COUNT_CAP + 5 }, (_, i) => ({ providerId: penaId, status: 'REVISION' as const, city: 'Mérida', at: new Date(Date.parse('2025-01-01T00:00:00Z') + i * 1000) }));
    await insert(many);
    const searched = await list('size=5&search=merida');
    expect(searched.body.respuesta).toMatchObject({ total: GENERATOR_LIST_COUNT_CAP, totalCapped: true });
    expect(searched.body.respuesta.nextCursor).not.toBeNull();
    const exact = (await list('size=5')).body.respuesta;
    expect(exact.totalCapped).toBe(false);
    expect(exact.total).toBeGreaterThan(GENERATOR_LIST_COUNT_CAP + 5);
  });

  it('el reporte se escribe en flujo con todas las filas filtradas, en el orden de la lista', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${clientId}/report?search=merida`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Reporte');
    expect(sheet?.rowCount).toBe(GENERATOR_LIST_COUNT_CAP + 5 + 1);
    const codes = (sheet?.getColumn(2).values ?? []).slice(2) as string[];
    expect(codes).toEqual(codes.toSorted().toReversed());
    expect(sheet?.getRow(1).font?.bold).toBe(true);
  });
});
