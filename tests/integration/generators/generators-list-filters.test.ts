import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks, generators } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('lista de generadores: filtros por columna y archivados', () => {
  let t: TestApp;
  let clientId: string;
  let token: string;
  let outsiderToken: string;
  let norteToken: string;
  const codes: Record<string, string> = {};
  const providers: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    const norte = (await buildCompany(t.db, { name: 'Torres del Norte SA de CV', generadores: true })).id;
    const bajio = (await buildCompany(t.db, { name: 'Redes del Bajío SA de CV', generadores: true })).id;
    await t.db.insert(companyLinks).values([
      { clientId, providerId: norte, status: 'ACCEPTED' },
      { clientId, providerId: bajio, status: 'ACCEPTED' },
    ]);
    Object.assign(providers, { norte, bajio });
    const rows: [string, string, Partial<typeof generators.$inferInsert>][] = [
      ['revision', norte, { status: 'REVISION', city: 'Monterrey', startDate: '2026-10-05', endDate: '2026-10-20', totalCents: 1234567 }],
      ['aprobado', bajio, { status: 'APPROVED', city: 'León', startDate: '2026-09-01', endDate: '2026-09-15', totalCents: 50000 }],
      ['pagado', bajio, { status: 'PAID', statusPago: 'PAID', city: 'Querétaro', startDate: '2026-08-10', endDate: '2026-08-31', totalCents: 990000 }],
      ['archivado', norte, { status: 'STORED', statusBeforeStore: 'APPROVED', city: 'Saltillo', totalCents: 100 }],
    ];
    for (const [name, providerId, values] of rows) {
      const user = await buildUser(t.db, { companyId: providerId, role: 'Colaborador' });
      const providerToken = (await signIn(t.app, user.email)).accessToken;
      const created = json(await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, payload: { id: randomUUID() }, headers: { authorization: `Bearer ${providerToken}` } })).respuesta;
      await t.db.update(generators).set(values).where(eq(generators.id, created.id));
      codes[name] = created.generatedCode;
    }
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
    norteToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providers.norte as string, role: 'Lector' })).email)).accessToken;
  });
  afterAll(() => t.close());

  const list = async (query: string, auth = token) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${clientId}/allLite?size=25&${query}`, headers: { authorization: `Bearer ${auth}` } });
    return { status: response.statusCode, body: json(response) };
  };
  const codesOf = async (query: string) => ((await list(query)).body.respuesta.items as { generatedCode: string }[]).map((i) => i.generatedCode).toSorted();
  const expected = (...names: string[]) => names.map((n) => codes[n]).toSorted();

  it('filtra por proveedor, ciudad e ID sin distinguir mayúsculas ni acentos escritos', async () => {
    expect(await codesOf('provider=bajío')).toEqual(expected('aprobado', 'pagado'));
    expect(await codesOf('city=MONTE')).toEqual(expected('revision'));
    expect(await codesOf(`code=${codes.pagado?.slice(-6)}`)).toEqual(expected('pagado'));
    // Each column looks in its own field only, and what the user types is literal text.
    expect(await codesOf('city=bajio')).toEqual([]);
    expect(await codesOf('provider=monterrey')).toEqual([]);
    expect(await codesOf('city=Le.n')).toEqual([]);
    expect(await codesOf('city=Le_n')).toEqual([]);
    expect(await codesOf(`city=${encodeURIComponent('%')}`)).toEqual([]);
    // A city's line ends at its own text: no match across the line break into the provider's name.
    expect(await codesOf(`city=${encodeURIComponent('leon\nbaj')}`)).toEqual([]);
    expect(await codesOf('city=leon')).toEqual(expected('aprobado'));
    expect(await codesOf(`provider=${encodeURIComponent('(bajío|norte)*')}`)).toEqual([]);
  });

  it('un texto con forma de código (GEN-…) busca por el inicio del código, en el buscador y en la columna ID', async () => {
    const code = codes.aprobado as string;
    expect(await codesOf(`search=${code}`)).toEqual(expected('aprobado'));
    expect(await codesOf(`search=${code.toLowerCase()}`)).toEqual(expected('aprobado'));
    expect(await codesOf(`code=${code.slice(0, -1)}`)).toEqual(expected(...Object.keys(codes).filter((n) => n !== 'archivado' && codes[n]?.startsWith(code.slice(0, -1)))));
    expect(await codesOf('search=GEN-')).toEqual(expected('revision', 'aprobado', 'pagado'));
    expect(await codesOf('search=GEN-1999')).toEqual([]);
    // A wildcard typed by the user is literal, not a pattern.
    expect(await codesOf('search=GEN-%25')).toEqual([]);
  });

  it('limita la lista a un proveedor para el historial «Generador»; un id mal formado es 400', async () => {
    expect(await codesOf(`providerId=${providers.bajio}`)).toEqual(expected('aprobado', 'pagado'));
    expect(await codesOf(`providerId=${providers.norte}&archived=true`)).toEqual(expected('revision', 'archivado'));
    const bad = await list('providerId=no-es-uuid');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.respuesta.campos)).toContain('querystring.providerId');
  });

  it('filtra fechas como se muestran (dd-mm-aaaa) y el importe con o sin signo de pesos', async () => {
    expect(await codesOf('startDate=05-10')).toEqual(expected('revision'));
    expect(await codesOf('endDate=-09-2026')).toEqual(expected('aprobado'));
    // A whole date, month or year is a date range; the same rows its text would match.
    expect(await codesOf('startDate=01-09-2026')).toEqual(expected('aprobado'));
    expect(await codesOf('startDate=01%2F09%2F2026')).toEqual(expected('aprobado'));
    expect(await codesOf('endDate=08-2026')).toEqual(expected('pagado'));
    expect(await codesOf('startDate=2026')).toEqual(expected('revision', 'aprobado', 'pagado'));
    expect(await codesOf('startDate=31-02-2026')).toEqual([]);
    expect(await codesOf('startDate=13-2026')).toEqual([]);
    expect(await codesOf(`total=${encodeURIComponent('$12,345')}`)).toEqual(expected('revision'));
    expect(await codesOf('total=9900')).toEqual(expected('pagado'));
  });

  it('filtra por la etiqueta del estatus y del estatus de pago', async () => {
    expect(await codesOf('status=revision')).toEqual(expected('revision'));
    expect(await codesOf('status=Aprob')).toEqual(expected('aprobado'));
    expect(await codesOf('statusPago=pendiente')).toEqual(expected('aprobado'));
    expect(await codesOf('statusPago=no%20aplica')).toEqual(expected('revision'));
    expect(await codesOf('statusPago=pagado&status=pagado')).toEqual(expected('pagado'));
    expect(await codesOf('status=xyz')).toEqual([]);
  });

  it('oculta los archivados pero avisa que existen, y los muestra a petición', async () => {
    const hidden = (await list('')).body.respuesta;
    expect(hidden.total).toBe(3);
    expect(hidden.hasStored).toBe(true);
    expect(await codesOf('archived=true&status=archiv')).toEqual(expected('archivado'));
  });

  it('el reporte Excel aplica los mismos filtros', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${clientId}/report?provider=${encodeURIComponent('BAJÍO')}&status=pagado`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Reporte')?.getSheetValues().slice(2) ?? [];
    expect(rows.map((r) => (r as unknown[])[2])).toEqual([codes.pagado]);
  });

  it('rechaza filtros demasiado largos (400), sin sesión (401) y de otra empresa (404)', async () => {
    expect((await list(`city=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await list('size=7')).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${clientId}/allLite` })).statusCode).toBe(401);
    expect((await list('', outsiderToken)).status).toBe(404);
  });

  describe('las otras formas de la lista (spec 3 §7)', () => {
    const get = async (url: string, auth: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador${url}`, headers: { authorization: `Bearer ${auth}`, ...headers } });
      return { status: response.statusCode, body: json(response) };
    };
    const codesIn = (body: { respuesta: { items: { generatedCode: string }[] } }) => body.respuesta.items.map((i) => i.generatedCode).toSorted();

    it('idProvider/{id}/allLite: el cliente ve lo que ese proveedor le hizo; el proveedor, su propia lista', async () => {
      const asClient = await get(`/idProvider/${providers.bajio}/allLite?size=25`, token);
      expect(asClient.status).toBe(200);
      expect(codesIn(asClient.body)).toEqual(expected('aprobado', 'pagado'));
      const withHeader = await get(`/idProvider/${providers.bajio}/allLite?size=25`, token, { 'x-company-id': clientId });
      expect(codesIn(withHeader.body)).toEqual(expected('aprobado', 'pagado'));
      const asProvider = await get(`/idProvider/${providers.norte}/allLite?size=25&archived=true`, norteToken);
      expect(codesIn(asProvider.body)).toEqual(expected('revision', 'archivado'));
    });

    it('idProvider/{id}/allLite: un proveedor ajeno es 404 y sin sesión 401', async () => {
      expect((await get(`/idProvider/${providers.bajio}/allLite`, outsiderToken)).status).toBe(404);
      expect((await get(`/idProvider/${providers.bajio}/allLite`, norteToken)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/generador/idProvider/${providers.bajio}/allLite` })).statusCode).toBe(401);
    });

    it('idCompany/{id}/all: la misma página que allLite con cada generador completo', async () => {
      const full = await get(`/idCompany/${clientId}/all?size=25&provider=baj`, token);
      expect(full.status).toBe(200);
      expect(full.body.respuesta.total).toBe(2);
      expect(codesIn(full.body)).toEqual(expected('aprobado', 'pagado'));
      expect(full.body.respuesta.items[0]).toHaveProperty('photographic.beforeList');
      expect((await get(`/idCompany/${clientId}/all`, outsiderToken)).status).toBe(404);
    });

    it('generadorBidding/biddingId/{id}: el generador de un documento de licitación, 404 si es ajeno o no existe', async () => {
      const biddingId = randomUUID();
      await t.db.update(generators).set({ biddingDocumentId: biddingId }).where(eq(generators.generatedCode, codes.aprobado as string));
      const bidding = (auth: string) => t.app.inject({ method: 'GET', url: `/api/v1/generadorBidding/biddingId/${biddingId}`, headers: { authorization: `Bearer ${auth}` } });
      const found = await bidding(token);
      expect(found.statusCode).toBe(200);
      expect(json(found).respuesta).toMatchObject({ generatedCode: codes.aprobado, idBiddingDocumentGenerador: biddingId });
      expect((await bidding(outsiderToken)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/generadorBidding/biddingId/${randomUUID()}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
    });
  });
});
