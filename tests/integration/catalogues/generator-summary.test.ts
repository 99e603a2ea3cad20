import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import type { TCatalogueSheet, TGeneratorSummary } from '../../../src/shared/contracts/catalogues.contract';
import { buildSummary } from '../../../src/shared/domain/catalogue-summary';
import { MENSAJES_CATALOGO as M } from '../../../src/shared/labels/messages';
import { smallCatalogue } from '../../fixtures/catalogue-workbooks';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('resumen del catálogo en el generador', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  let clientAdmin: string;
  let fieldUser: string;
  let providerReader: string;
  let outsider: string;
  let generatorId: string;
  let catalogue: { id: string; workbookAx: { sheetAxList: TCatalogueSheet[] } };

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const patch = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/generador/summary/id/${generatorId}`, headers: { ...auth(token), ...headers }, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    clientAdmin = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    fieldUser = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    providerReader = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Lector' })).email)).accessToken;
    outsider = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;

    const bytes = await smallCatalogue();
    const fileId = json(await t.app.inject({ method: 'POST', url: '/api/v1/util/uploadToSession', headers: auth(clientAdmin), payload: { name: 'c.xlsx', extension: 'xlsx', content: bytes.toString('base64') } })).respuesta;
    await t.app.inject({ method: 'POST', url: `/api/v1/catalogueGenerador/${fileId}`, headers: auth(clientAdmin), payload: { idCompany: clientId, startDate: '2026-01-01', endDate: '2026-12-31' } });
    catalogue = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/active`, headers: auth(fieldUser) })).respuesta[0];
    const init = await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, headers: auth(fieldUser), payload: {} });
    generatorId = json(init).respuesta.id;
  });
  afterAll(() => t.close());

  function priced(): TGeneratorSummary {
    // PE-001 12.50 × 3, PE-003 "1,234.50" × 2, D-001 "0,1" × 7, D-002 0.1+0.2 (cached 0.30000000000000004) × 10, movements −120.35 and 99.99
    return buildSummary({
      catalogueId: catalogue.id,
      sheets: catalogue.workbookAx.sheetAxList,
      selections: { 'Catalogo PE Materiales': { 4: 3, 6: 2 }, 'Destajo CHC': { 2: 7, 3: 10 } },
      movements: { Movimientos: -12035, 'No catalogados': 9999 },
    });
  }

  it('guarda el resumen, fija el importe total al centavo y lo devuelve con el generador', async () => {
    const summary = priced();
    // 37.50 + 2,469.00 = 2,506.50 materials; 0.70 + 3.00 = 3.70 services; −120.35 + 99.99 = −20.36 movements
    expect(summary).toMatchObject({ totalMaterials: '2506.50', totalServices: '3.70', totalMovements: '-20.36', totalAllSheet: '2489.84' });
    const response = await patch(fieldUser, summary, { 'idempotency-key': 'resumen-0001' });
    expect(response.statusCode).toBe(200);
    expect(json(response).mensaje).toBe(M.resumenGuardado);
    expect(json(response).respuesta.totalCents).toBe(248_984);
    expect(json(response).respuesta.summary.summaryList[0].summaryListData[1]).toEqual({ nsc_sku: 'PE-003', description: 'Distribuidor óptico', idRow: '6', qty: '2', total: '2469.00' });
    const replay = await patch(fieldUser, summary, { 'idempotency-key': 'resumen-0001' });
    expect(replay.headers['idempotent-replay']).toBe('true');
  });

  it('rechaza totales que no cuadran y precios que no son los del catálogo', async () => {
    const tampered = priced();
    tampered.totalAllSheet = '2489.85';
    const bad = await patch(fieldUser, tampered);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).mensaje).toBe(M.totalesNoCuadran);

    const cheaper = priced();
    const sheet = cheaper.summaryList[0];
    if (!sheet?.summaryListData[0]) throw new Error('sin partidas');
    sheet.summaryListData[0].total = '30.00';
    sheet.totalSheet = '2499.00';
    cheaper.totalMaterials = '2499.00';
    cheaper.totalAllSheet = '2482.34';
    const wrongPrice = await patch(fieldUser, cheaper);
    expect(wrongPrice.statusCode).toBe(400);
    expect(json(wrongPrice).mensaje).toBe(M.precioNoCoincide);

    expect((await patch(fieldUser, { ...priced(), summaryList: [{ sheetName: 'x', totalSheet: '1', summaryListData: [] }] })).statusCode).toBe(400);
  });

  it('401 sin sesión, 403 para el cliente o un Lector, 404 para otra empresa', async () => {
    expect((await patch(undefined, priced())).statusCode).toBe(401);
    expect((await patch(providerReader, priced())).statusCode).toBe(403);
    expect((await patch(clientAdmin, priced())).statusCode).toBe(403);
    expect((await patch(outsider, priced())).statusCode).toBe(404);
  });

  it('muestra el resumen en el PDF del generador', async () => {
    const { renderGeneratorPdf } = await import('../../../src/server/pdf/generator-pdf');
    const { readPdf } = await import('../../fixtures/pdf-text');
    const generator = json(await t.app.inject({ method: 'GET', url: `/api/v1/generador/id/${generatorId}`, headers: auth(fieldUser) })).respuesta;
    const text = (await readPdf(await renderGeneratorPdf({ generator, logo: null, photos: [] }))).text.join('\n');
    expect(text).toContain('Destajo de empresarial');
    expect(text).toContain('Distribuidor óptico');
    expect(text).toContain('No catalogados');
    expect(text).toMatch(/Total general: \$2,489\.84/);
  });
});
