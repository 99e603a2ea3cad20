import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import type { TCatalogueSheet, TGeneratorSummary } from '../../../src/shared/contracts/catalogues.contract';
import { buildSummary } from '../../../src/shared/domain/catalogue-summary';
import { MENSAJES_CATALOGO as M } from '../../../src/shared/labels/messages';
import { smallCatalogue } from '../../fixtures/catalogue-workbooks';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('resumen del generador: siempre con catálogo y sin importes negativos (seguridad 14)', () => {
  let t: TestApp;
  let fieldUser: string;
  let generatorId: string;
  let catalogue: { id: string; workbookAx: { sheetAxList: TCatalogueSheet[] } };

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const patch = (payload: unknown) => t.app.inject({ method: 'PATCH', url: `/api/v1/generador/summary/id/${generatorId}`, headers: auth(fieldUser), payload: payload as object });
  const totalOf = async () => json(await t.app.inject({ method: 'GET', url: `/api/v1/generador/id/${generatorId}`, headers: auth(fieldUser) })).respuesta.totalCents as number;

  beforeAll(async () => {
    t = await createTestApp();
    const clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    const providerId = (await buildCompany(t.db, { generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    const clientAdmin = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    fieldUser = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    const bytes = await smallCatalogue();
    const fileId = json(await t.app.inject({ method: 'POST', url: '/api/v1/util/uploadToSession', headers: auth(clientAdmin), payload: { name: 'c.xlsx', extension: 'xlsx', content: bytes.toString('base64') } })).respuesta;
    await t.app.inject({ method: 'POST', url: `/api/v1/catalogueGenerador/${fileId}`, headers: auth(clientAdmin), payload: { idCompany: clientId, startDate: '2026-01-01', endDate: '2026-12-31' } });
    catalogue = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/active`, headers: auth(fieldUser) })).respuesta[0];
    generatorId = json(await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, headers: auth(fieldUser), payload: {} })).respuesta.id;
  });
  afterAll(() => t.close());

  const summary = (movements: Record<string, number>, selections = {}, catalogueId: string | null = catalogue.id): TGeneratorSummary =>
    buildSummary({ catalogueId, sheets: catalogue.workbookAx.sheetAxList, selections, movements });

  it('rechaza un resumen sin catálogo, aunque sus totales cuadren', async () => {
    const response = await patch(summary({ 'No catalogados': 999_999_99 }, {}, null));
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(M.catalogoRequerido);
    expect(json(response).respuesta.campos).toEqual({ idCatalogue: M.catalogoRequerido });
    expect(await totalOf()).toBe(0);
  });

  it('rechaza un total general negativo, aunque cuadre', async () => {
    const response = await patch(summary({ Movimientos: -500_00 }));
    expect(response.statusCode).toBe(400);
    expect(json(response).respuesta.campos).toEqual({ totalAllSheet: M.montoNegativo });
  });

  it('rechaza partidas con importe negativo y cantidades negativas, con el error en el campo', async () => {
    const negativeLine = summary({}, { 'Catalogo PE Materiales': { 4: 3 } });
    const sheet = negativeLine.summaryList[0];
    const line = sheet?.summaryListData[0];
    if (!sheet || !line) throw new Error('sin partidas');
    line.total = '-37.50';
    sheet.totalSheet = '-37.50';
    Object.assign(negativeLine, { totalMaterials: '-37.50', totalAllSheet: '-37.50' });
    const response = await patch(negativeLine);
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(M.montoNegativo);

    const negativeQty = summary({}, { 'Catalogo PE Materiales': { 4: 3 } });
    const qtyLine = negativeQty.summaryList[0]?.summaryListData[0];
    if (!qtyLine) throw new Error('sin partidas');
    qtyLine.qty = '-3';
    const qty = await patch(negativeQty);
    expect(qty.statusCode).toBe(400);
    expect(json(qty).respuesta.campos['summaryList.0.summaryListData.0.qty']).toBe(M.cantidadInvalida);
  });

  it('acepta un resumen del catálogo con ajustes negativos que no dejan el total bajo cero', async () => {
    const response = await patch(summary({ Movimientos: -10_00 }, { 'Catalogo PE Materiales': { 4: 3 } }));
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.totalCents).toBe(37_50 - 10_00);
  });
});
