import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSatAnalysisPage, TSatAnalysisRow } from '../../../src/shared/contracts/sat-analysis.contract';
import type { Sat69bRow } from '../../../src/shared/domain/sat-lists';
import { formatDate } from '../../../src/shared/mx/dates';
import { createSatAnalysisService } from '../../../src/server/modules/sat-analysis/sat-analysis.service';
import { buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { rfcOf, sat69File, sat69bFile } from '../../fixtures/sat-files';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, listBody, operatorWorld } from '../sat-lists/sat-lists-setup';

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);
/** The Mexico City day of an instant as yyyy-mm-dd. */
const isoDay = (at: Date) => formatDate(at).split('/').toReversed().join('-');
const BASE = '/api/v1/general/analisis69';

describe('análisis 69 y 69B: los proveedores de la empresa frente a las listas del SAT (issue 23, spec 2 §2)', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let clientId: string;
  let clientRfc: string;
  let withoutProduct: { token: string; companyId: string };
  let stranger: string;
  let beforeImport: TSatAnalysisPage;
  const file69b = sat69bFile({ rows: 12 });
  // The article 69 file repeats the first rows' RFCs: i = 0, 1, 2 are also on Firmes.
  const file69 = sat69File('a', { rows: 3 });
  const entry = (i: number) => file69b.rows.find((r) => r.rfc === rfcOf(i)) as Sat69bRow;

  beforeAll(async () => {
    t = await createTestApp();
    const tokens = await operatorWorld(t);
    const client = await buildCompany(t.db, { products: ['REPSE', 'LISTAS_NEGRAS_SAT'] });
    clientId = client.id;
    clientRfc = client.rfc;
    const reader = await buildUser(t.db, { companyId: client.id, role: 'Lector' });
    userId = reader.id;
    token = (await signIn(t.app, reader.email)).accessToken;
    // Situations by i (fixture): 0 definitivo, 1 presunto, 2 definitivo, 3 desvirtuado, 4 definitivo, 5 sentencia favorable, 7 presunto.
    const providers: { name: string; rfc?: string; status?: 'PENDING' | 'ACCEPTED' | 'REJECTED' }[] = [
      { name: 'Proveedor A', rfc: rfcOf(0) },
      { name: 'Proveedor B', rfc: rfcOf(4).toLowerCase() },
      { name: 'Proveedor C', rfc: rfcOf(1) },
      { name: 'Proveedor D', rfc: rfcOf(3) },
      { name: 'Proveedor E', rfc: rfcOf(5) },
      { name: 'Constructora Peña Álvarez', rfc: rfcOf(7) },
      { name: 'Proveedor F' },
      { name: 'Proveedor G', status: 'PENDING' },
      { name: 'Proveedor R', rfc: rfcOf(2), status: 'REJECTED' },
    ];
    const { set } = await buildDocumentSet(t.db);
    for (const p of providers) {
      const company = await buildCompany(t.db, { name: p.name, ...(p.rfc ? { rfc: p.rfc } : {}) });
      await linkCompanies(t.db, client.id, company.id, p.status ?? 'ACCEPTED');
      if (p.name === 'Proveedor A') {
        await buildService(t.db, { clientId: client.id, providerId: company.id, setId: set.id });
        await buildService(t.db, { clientId: client.id, providerId: company.id, setId: set.id });
        await buildService(t.db, { clientId: client.id, providerId: company.id, setId: set.id, status: 'REJECTED' });
      }
    }
    const bare = await buildCompany(t.db, { products: ['REPSE'] });
    await linkCompanies(t.db, bare.id, (await buildCompany(t.db)).id);
    withoutProduct = { companyId: bare.id, token: (await signIn(t.app, (await buildUser(t.db, { companyId: bare.id })).email)).accessToken };
    const other = await buildCompany(t.db, { products: ['LISTAS_NEGRAS_SAT'] });
    stranger = (await signIn(t.app, (await buildUser(t.db, { companyId: other.id })).email)).accessToken;

    beforeImport = json(await t.app.inject({ url: `${BASE}/providers?companyId=${clientId}`, headers: bearer(token) })).respuesta;
    const upload = (path: string, file: { name: string; bytes: Uint8Array }, list?: string) => {
      const body = listBody(file, list);
      return t.app.inject({ method: 'POST', url: `/api/v1/sat/lists/${path}/import`, headers: { ...bearer(tokens.operator), ...body.headers }, payload: body.payload });
    };
    const statuses = [(await upload('69b', { name: '69b.csv', bytes: file69b.bytes })).statusCode, (await upload('69', { name: 'firmes.csv', bytes: file69.bytes }, 'firmes')).statusCode];
    if (statuses.some((status) => status !== 200)) throw new Error(`imports answered ${statuses.join(', ')}`);
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number> = {}, as = token) => {
    const params = new URLSearchParams({ companyId: clientId, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
    return t.app.inject({ url: `${BASE}/providers?${params.toString()}`, headers: bearer(as) });
  };
  const page = async (query: Record<string, string | number> = {}): Promise<TSatAnalysisPage> => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return json(response).respuesta;
  };
  const names = (p: TSatAnalysisPage) => p.items.map((i) => i.name);

  it('antes de importar un 69-B todo queda BAJO REVISIÓN y sin coincidencias', () => {
    expect(beforeImport.listasConsultadas).toEqual([]);
    expect(beforeImport.total).toBe(8);
    expect(beforeImport.items.every((i) => i.blacklist === null && i.situacion69b === null)).toBe(true);
    expect(beforeImport.counts).toMatchObject({ TODOS: 8, SIN_COINCIDENCIAS: 8, DEFINITIVO: 0 });
  });

  it('ordena PERTENECE primero, luego otras listas, luego el resto por nombre; sin la invitación rechazada', async () => {
    const p = await page();
    expect(names(p)).toEqual(['Proveedor A', 'Proveedor B', 'Constructora Peña Álvarez', 'Proveedor C', 'Proveedor D', 'Proveedor E', 'Proveedor F', 'Proveedor G']);
    expect(p.total).toBe(8);
    expect(p.counts).toEqual({ TODOS: 8, DEFINITIVO: 2, PRESUNTO: 2, DESVIRTUADO: 1, SENTENCIA_FAVORABLE: 1, ARTICULO_69: 2, SIN_COINCIDENCIAS: 2 });
    expect(p.listasConsultadas).toEqual([
      { list: '69b', label: 'Listado 69-B', publishedAt: '15/11/2026' },
      { list: 'firmes', label: 'Artículo 69: Firmes', publishedAt: '15/11/2026' },
    ]);
  });

  it('cada fila trae la etiqueta, la situación 69-B con su fecha, el artículo 69 y los servicios', async () => {
    const p = await page();
    const row = (name: string) => p.items.find((i) => i.name === name) as TSatAnalysisRow;
    const a = entry(0);
    expect(row('Proveedor A')).toMatchObject({
      rfc: rfcOf(0),
      linkStatus: 'ACCEPTED',
      blacklist: true,
      situacion69b: 'definitivo',
      situacion69bLabel: 'Definitivo',
      fecha69b: dmy(a.dofDefinitivos ?? a.satDefinitivos),
      articulo69: [{ list: 'firmes', label: 'Artículo 69: Firmes', date: dmy(file69.rows[0]?.fechaPublicacion ?? null) }],
      servicios: 2,
    });
    // The company's RFC in lower case still meets SAT's.
    expect(row('Proveedor B')).toMatchObject({ blacklist: true, situacion69bLabel: 'Definitivo', articulo69: [] });
    const c = entry(1);
    expect(row('Proveedor C')).toMatchObject({ blacklist: false, situacion69bLabel: 'Presunto', fecha69b: dmy(c.dofPresuntos ?? c.satPresuntos), articulo69: [{ list: 'firmes' }] });
    expect(row('Proveedor E')).toMatchObject({ blacklist: false, situacion69b: 'sentencia-favorable', situacion69bLabel: 'Sentencia favorable' });
    expect(row('Proveedor F')).toMatchObject({ blacklist: false, situacion69b: null, situacion69bLabel: null, fecha69b: null, articulo69: [], servicios: 0 });
    expect(row('Proveedor G')).toMatchObject({ linkStatus: 'PENDING', blacklist: false });
  });

  it('los chips filtran en el servidor y los conteos no dependen del chip', async () => {
    const chips = {
      DEFINITIVO: ['Proveedor A', 'Proveedor B'],
      PRESUNTO: ['Constructora Peña Álvarez', 'Proveedor C'],
      DESVIRTUADO: ['Proveedor D'],
      SENTENCIA_FAVORABLE: ['Proveedor E'],
      ARTICULO_69: ['Proveedor A', 'Proveedor C'],
      SIN_COINCIDENCIAS: ['Proveedor F', 'Proveedor G'],
    };
    for (const [situacion, expected] of Object.entries(chips)) {
      const p = await page({ situacion });
      expect(names(p)).toEqual(expected);
      expect(p.total).toBe(expected.length);
      expect(p.counts.TODOS).toBe(8);
    }
    expect((await list({ situacion: 'OTRA' })).statusCode).toBe(400);
  });

  it('busca por nombre o RFC sin acentos ni mayúsculas, y los conteos siguen la búsqueda', async () => {
    const byName = await page({ q: 'PENA alvarez' });
    expect(names(byName)).toEqual(['Constructora Peña Álvarez']);
    expect(byName.counts).toMatchObject({ TODOS: 1, PRESUNTO: 1, DEFINITIVO: 0 });
    expect(names(await page({ q: rfcOf(5).toLowerCase() }))).toEqual(['Proveedor E']);
    expect(names(await page({ q: 'proveedor', situacion: 'DEFINITIVO' }))).toEqual(['Proveedor A', 'Proveedor B']);
    const none = await page({ q: 'no existe' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('pagina en el servidor (50 por omisión, 200 como máximo)', async () => {
    const first = await page({ limit: 3 });
    const second = await page({ limit: 3, offset: 3 });
    const third = await page({ limit: 3, offset: 6 });
    expect([...names(first), ...names(second), ...names(third)]).toEqual(names(await page()));
    expect(third.items).toHaveLength(2);
    expect(first).toMatchObject({ total: 8, offset: 0, limit: 3 });
    expect((await page()).limit).toBe(50);
    expect((await list({ limit: 201 })).statusCode).toBe(400);
  });

  it('sin el producto LISTAS_NEGRAS_SAT responde 403 con el sobre; otra empresa 404; sin sesión 401', async () => {
    const refused = await list({ companyId: withoutProduct.companyId }, withoutProduct.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ codigo: 403, respuesta: null, mensaje: expect.stringContaining('Listas negras del SAT') });
    const excel = await t.app.inject({ url: `${BASE}/descargaExcel?companyId=${withoutProduct.companyId}`, headers: bearer(withoutProduct.token) });
    expect(excel.statusCode).toBe(403);
    expect((await list({}, stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/descargaExcel?companyId=${clientId}`, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/providers?companyId=${clientId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${BASE}/providers?companyId=no-es-uuid`, headers: bearer(token) })).statusCode).toBe(400);
  });

  it('Descargar excel: un xlsx real con todas las filas del filtro, encabezados en español y las listas consultadas', async () => {
    const before = isoDay(new Date());
    const response = await t.app.inject({ url: `${BASE}/descargaExcel?companyId=${clientId}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    const days = [before, isoDay(new Date())].map((day) => `analisis-69-69b-${clientRfc}-${day}.xlsx`);
    expect(days.some((name) => String(response.headers['content-disposition']).includes(name))).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rowValues = (n: number) => {
      const values = sheet?.getRow(n).values;
      return Array.isArray(values) ? values.slice(1) : [];
    };
    expect(rowValues(1)).toEqual(['Proveedor', 'RFC', 'Lista negra', 'Situación 69-B', 'Fecha', 'Artículo 69', 'Servicios']);
    const a = entry(0);
    expect(rowValues(2)).toEqual(['Proveedor A', rfcOf(0), 'PERTENECE', 'Definitivo', dmy(a.dofDefinitivos ?? a.satDefinitivos), `Artículo 69: Firmes (${String(dmy(file69.rows[0]?.fechaPublicacion ?? null))})`, 2]);
    const column = (n: number) => Array.from({ length: 8 }, (_, i) => sheet?.getRow(i + 2).getCell(n).value);
    expect(column(1)).toEqual(['Proveedor A', 'Proveedor B', 'Constructora Peña Álvarez', 'Proveedor C', 'Proveedor D', 'Proveedor E', 'Proveedor F', 'Proveedor G (invitación pendiente)']);
    expect(column(3)).toEqual(['PERTENECE', 'PERTENECE', 'NO PERTENECE', 'NO PERTENECE', 'NO PERTENECE', 'NO PERTENECE', 'NO PERTENECE', 'NO PERTENECE']);
    expect(sheet?.getRow(11).getCell(1).value).toBe('Listados consultados: Listado 69-B publicado el 15/11/2026; Artículo 69: Firmes publicado el 15/11/2026');

    const filtered = await t.app.inject({ url: `${BASE}/descargaExcel?companyId=${clientId}&situacion=PRESUNTO&q=pena`, headers: bearer(token) });
    const only = new ExcelJS.Workbook();
    await only.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    expect(only.worksheets[0]?.getRow(2).getCell(1).value).toBe('Constructora Peña Álvarez');
    expect(only.worksheets[0]?.getRow(3).values).toEqual([]);
  });

  it('el excel lee por lotes encadenados (keyset) sin repetir ni perder filas', async () => {
    const service = createSatAnalysisService({ db: t.db, exportBatch: 3 });
    const { write } = await service.excel({ userId, sessionId: 'prueba', requestedCompanyId: undefined }, { companyId: clientId, situacion: 'TODOS' });
    const output = new PassThrough();
    const [bytes] = await Promise.all([buffer(output), write(output)]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const column = Array.from({ length: 8 }, (_, i) => workbook.worksheets[0]?.getRow(i + 2).getCell(1).value);
    expect(column).toEqual(['Proveedor A', 'Proveedor B', 'Constructora Peña Álvarez', 'Proveedor C', 'Proveedor D', 'Proveedor E', 'Proveedor F', 'Proveedor G (invitación pendiente)']);
  });
});
