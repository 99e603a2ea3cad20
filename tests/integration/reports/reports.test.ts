import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIdealReport, TReport, TReporterCompany } from '../../../src/shared/contracts/reports.contract';
import type { TVaultFolderView } from '../../../src/shared/contracts/vault.contract';
import { EXCEL_REPORTE, MENSAJES_REPORTES } from '../../../src/shared/labels/reports';
import { buildComplianceDocument, buildDocumentSet, buildService, linkCompanies, SMALL_SET } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF } from '../compliance-documents/compliance-documents-setup';

const REPORTEO = {
  name: 'Reporteo',
  groups: [
    { name: 'Informes cuatrimestrales', requirements: [{ name: 'Acuse ICSOE', delivery: { kind: 'FOURMONTHLY' as const, day: 17 } }, { name: 'Acuse SISUB', delivery: { kind: 'FOURMONTHLY' as const, day: 17 } }] },
    { name: 'Otros informes', requirements: [{ name: 'Informe anual', delivery: { kind: 'YEARLY' as const, day: 17 } }] },
  ],
};

describe('MIS REPORTES: requisitos de Reporteo, carga y reporte de cumplimiento en la bóveda (issue 24, spec 2 §2, §7)', () => {
  let t: TestApp;
  let ids: { client: string; provider: string; other: string; tempClient: string; service: string; second: string; icsoe: string; sisub: string; anual: string; cfdi: string };
  let tokens: { client: string; provider: string; reader: string; stranger: string; tempClient: string; otherProvider: string };

  beforeAll(async () => {
    t = await createTestApp();
    const client = await buildCompany(t.db, { status: 'PREMIUM', name: 'Cliente Alfa SA de CV' });
    const provider = await buildCompany(t.db, { invitedAs: 'provider', invited: true, status: 'TEMP', name: 'Proveedor Beta SA de CV' });
    // Another provider of the same client: its report is not the provider's business.
    const other = await buildCompany(t.db, { invitedAs: 'provider', invited: true, status: 'TEMP' });
    // A client on TEMP invited as client: canAccessReport is off for it (plan rules).
    const tempClient = await buildCompany(t.db, { invitedAs: 'client', invited: true, status: 'TEMP' });
    const stranger = await buildCompany(t.db, { status: 'PREMIUM' });
    await linkCompanies(t.db, client.id, provider.id);
    await linkCompanies(t.db, client.id, other.id);
    await linkCompanies(t.db, tempClient.id, provider.id);
    const set = await buildDocumentSet(t.db, { stages: [...SMALL_SET, REPORTEO] });
    const service = await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.set.id, name: 'Limpieza', startDate: '2026-01-01' });
    const second = await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.set.id, name: 'Vigilancia', startDate: '2026-02-01' });
    await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.set.id, name: 'Rechazado', status: 'REJECTED' });
    await buildService(t.db, { clientId: tempClient.id, providerId: provider.id, setId: set.set.id, name: 'Jardinería' });
    const r = set.requirementIds;
    ids = { client: client.id, provider: provider.id, other: other.id, tempClient: tempClient.id, service: service.id, second: second.id, icsoe: r['Acuse ICSOE'] as string, sisub: r['Acuse SISUB'] as string, anual: r['Informe anual'] as string, cfdi: r['CFDI de nómina'] as string };
    await buildComplianceDocument(t.db, { companyId: provider.id, serviceId: service.id, requirementId: ids.sisub, year: 2026, month: 4, status: 'ACCEPTED' });
    await buildComplianceDocument(t.db, { companyId: provider.id, serviceId: service.id, requirementId: ids.cfdi, year: 2026, month: 5, status: 'REJECTED', extension: 'xml' });
    const users = await Promise.all([
      buildUser(t.db, { companyId: client.id }),
      buildUser(t.db, { companyId: provider.id }),
      buildUser(t.db, { companyId: provider.id, role: 'Lector' }),
      buildUser(t.db, { companyId: stranger.id }),
      buildUser(t.db, { companyId: tempClient.id }),
      buildUser(t.db, { companyId: other.id }),
    ]);
    const [c, p, rd, x, tc, op] = (await Promise.all(users.map((u) => signIn(t.app, u.email)))).map((s) => s.accessToken) as [string, string, string, string, string, string];
    tokens = { client: c, provider: p, reader: rd, stranger: x, tempClient: tc, otherProvider: op };
  }, 120_000);
  afterAll(() => t.close());

  const report = (clientId: string, providerId: string, token?: string) => t.app.inject({ url: `/api/v1/reportes/${clientId}/provider/${providerId}`, headers: token ? bearer(token) : {} });
  const upload = (token: string, requirementId: string, serviceId: string | undefined, fields: Record<string, string>, companyId = ids.provider) => {
    const body = multipart(fields, { name: 'acuse.pdf', bytes: PDF });
    const query = serviceId ? `?serviceId=${serviceId}` : '';
    return t.app.inject({ method: 'POST', url: `/api/v1/reportes/${companyId}/requirements/${requirementId}${query}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };

  it('lista los grupos de Reporteo de cada servicio aceptado con el último documento de cada requisito', async () => {
    const response = await report(ids.client, ids.provider, tokens.provider);
    expect(response.statusCode).toBe(200);
    const body: TReport = json(response).respuesta;
    expect(body.id).toBe(`${ids.client}:${ids.provider}`);
    expect(body.client.name).toBe('Cliente Alfa SA de CV');
    expect(body.provider.name).toBe('Proveedor Beta SA de CV');
    expect(body.canUpload).toBe(true);
    expect(body.services.map((s) => s.name)).toEqual(['Limpieza', 'Vigilancia']);
    expect(body.groups.map((g) => g.name)).toEqual(['Limpieza · Informes cuatrimestrales', 'Limpieza · Otros informes', 'Vigilancia · Informes cuatrimestrales', 'Vigilancia · Otros informes']);
    expect(body.groups[0]?.requirements.map((q) => q.name)).toEqual(['Acuse ICSOE', 'Acuse SISUB']);
    const sisub = body.groups[0]?.requirements.find((q) => q.name === 'Acuse SISUB');
    expect(sisub?.documents).toHaveLength(1);
    expect(sisub?.documents[0]?.validationStatus.status).toBe('ACCEPTED');
    // Cumplimiento's requirements are not reports.
    expect(body.groups.flatMap((g) => g.requirements).some((q) => q.name === 'CFDI de nómina')).toBe(false);
    expect(body.groups[2]?.requirements.every((q) => q.documents.length === 0)).toBe(true);
  });

  it('el cliente también lo lee, sin poder cargar; un Lector del proveedor lo lee sin cargar', async () => {
    const asClient: TReport = json(await report(ids.client, ids.provider, tokens.client)).respuesta;
    expect(asClient.groups).toHaveLength(4);
    expect(asClient.canUpload).toBe(false);
    const asReader: TReport = json(await report(ids.client, ids.provider, tokens.reader)).respuesta;
    expect(asReader.canUpload).toBe(false);
  });

  it('sin servicios aceptados con Reporteo, el reporte no tiene grupos', async () => {
    const response = await report(ids.client, ids.other, tokens.otherProvider);
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.groups).toEqual([]);
  });

  it('401 sin sesión, 404 para otra empresa o un par sin vínculo, 403 sin canAccessReport', async () => {
    expect((await report(ids.client, ids.provider)).statusCode).toBe(401);
    expect((await report(ids.client, ids.provider, tokens.stranger)).statusCode).toBe(404);
    // The other provider of the same client does not see this provider's report.
    expect((await report(ids.client, ids.provider, tokens.otherProvider)).statusCode).toBe(404);
    // Both companies are the actor's? No: the provider is not linked to `other` as its client.
    expect((await report(ids.other, ids.provider, tokens.provider)).statusCode).toBe(404);
    expect((await report(ids.tempClient, ids.provider, tokens.tempClient)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/reportes/no-es-uuid/provider/${ids.provider}`, headers: bearer(tokens.provider) })).statusCode).toBe(400);
  });

  it('el proveedor carga un acuse de Reporteo por la carga de documentos del servicio', async () => {
    const response = await upload(tokens.provider, ids.icsoe, ids.second, { month: '4', year: '2026', description: 'Acuse del primer cuatrimestre' });
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.validationStatus.status).toBe('REVIEW');
    const body: TReport = json(await report(ids.client, ids.provider, tokens.client)).respuesta;
    const card = body.groups.find((g) => g.serviceId === ids.second && g.name.endsWith('Informes cuatrimestrales'))?.requirements.find((q) => q.id === ids.icsoe);
    expect(card?.documents.map((d) => d.description)).toEqual(['Acuse del primer cuatrimestre']);
    // The same period again, while the first is under review: the service's own rule answers.
    expect((await upload(tokens.provider, ids.icsoe, ids.second, { month: '4', year: '2026' })).statusCode).toBe(409);
  });

  it('rechaza cargas fuera de Reporteo, sin servicio, del cliente, de un Lector o de otra empresa', async () => {
    const fields = { month: '5', year: '2026' };
    expect((await upload(tokens.provider, ids.cfdi, ids.service, fields)).statusCode).toBe(404);
    const missing = await upload(tokens.provider, ids.anual, undefined, fields);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).respuesta.campos).toEqual({ 'querystring.serviceId': MENSAJES_REPORTES.servicioRequerido });
    expect((await upload(tokens.client, ids.anual, ids.service, fields)).statusCode).toBe(404);
    expect((await upload(tokens.client, ids.anual, ids.service, fields, ids.client)).statusCode).toBe(404);
    expect((await upload(tokens.reader, ids.anual, ids.service, fields)).statusCode).toBe(403);
    expect((await upload(tokens.stranger, ids.anual, ids.service, fields)).statusCode).toBe(404);
  });

  it('ReporteIdealExcel genera el xlsx, lo guarda en la bóveda (Reportes) y responde respuesta[0].fileId', async () => {
    const response = await t.app.inject({ url: `/api/v1/reporter/ReporteIdealExcel/companyId/${ids.provider}/`, headers: bearer(tokens.provider) });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.codigo).toBe(0);
    const [generated] = body.respuesta as TIdealReport[];
    expect(generated?.fileId).toBeTruthy();
    expect(generated?.name).toMatch(/^Reporte\d{2}-\d{2}-\d{4}\.xlsx$/);

    // In the vault: the Reportes folder at the root holds it, by that fileId.
    const root: TVaultFolderView = json(await t.app.inject({ url: `/api/v1/vault/${ids.provider}/folder`, headers: bearer(tokens.provider) })).respuesta;
    const folder = root.folders.find((f) => f.name === 'Reportes');
    expect(folder?.id).toBe(generated?.folderId);
    const inside: TVaultFolderView = json(await t.app.inject({ url: `/api/v1/vault/${ids.provider}/folder?folderId=${folder?.id ?? ''}`, headers: bearer(tokens.provider) })).respuesta;
    expect(inside.documents.map((d) => d.fileId)).toEqual([generated?.fileId]);
    expect(inside.canWrite).toBe(false);
    const history = json(await t.app.inject({ url: `/api/v1/blockchain/${generated?.fileId ?? ''}/history`, headers: bearer(tokens.provider) })).respuesta;
    expect(history.map((h: { action: string }) => h.action)).toContain('CREATE');

    // What the web does next: the document by fileId, read back.
    const file = await t.app.inject({ url: `/api/v1/files/${generated?.fileId ?? ''}`, headers: bearer(tokens.provider) });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([EXCEL_REPORTE.hojaDetalle, EXCEL_REPORTE.hojaResumen]);
    const detail = workbook.getWorksheet(EXCEL_REPORTE.hojaDetalle);
    const rows = (detail?.getSheetValues() ?? []).slice(2).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    // Two clients × their accepted services × 6 requirements (3 of the small set + 3 of Reporteo).
    expect(rows).toHaveLength(3 * 6);
    const sisub = rows.find((r) => r[2] === 'Limpieza' && r[7] === 'Acuse SISUB');
    expect(sisub?.[0]).toBe('Cliente Alfa SA de CV');
    expect(sisub?.[8]).toBe('Abril 2026');
    expect(sisub?.[9]).toBe('Aceptado');
    expect(rows.find((r) => r[2] === 'Limpieza' && r[7] === 'CFDI de nómina')?.[9]).toBe('Rechazado');
    expect(rows.find((r) => r[2] === 'Vigilancia' && r[7] === 'Acuse ICSOE')?.[9]).toBe('Bajo revisión');
    expect(rows.find((r) => r[2] === 'Vigilancia' && r[7] === 'Informe anual')?.[9]).toBe(EXCEL_REPORTE.sinDocumento);
    expect(rows.some((r) => r[2] === 'Rechazado')).toBe(false);
    const summary = (workbook.getWorksheet(EXCEL_REPORTE.hojaResumen)?.getSheetValues() ?? []).slice(2).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    const alfa = summary.find((r) => r[0] === 'Cliente Alfa SA de CV');
    // 2 services × 6 requirements: 1 accepted, 1 under review, 1 rejected, 9 without a document.
    expect(alfa).toEqual(['Cliente Alfa SA de CV', 2, 12, 1, 1, 1, 9, 8]);
    expect(summary.at(-1)?.slice(0, 3)).toEqual([EXCEL_REPORTE.resumen.total, 3, 18]);
  });

  it('/reporter/idCompany lista los clientes y el último reporte generado', async () => {
    const response = await t.app.inject({ url: `/api/v1/reporter/idCompany/${ids.provider}/`, headers: bearer(tokens.provider) });
    expect(response.statusCode).toBe(200);
    const body: TReporterCompany = json(response).respuesta;
    expect(body.company.id).toBe(ids.provider);
    expect(body.clients.find((c) => c.id === ids.client)?.services).toBe(2);
    expect(body.clients.find((c) => c.id === ids.tempClient)?.services).toBe(1);
    expect(body.lastReport?.name).toMatch(/^Reporte\d{2}-\d{2}-\d{4}\.xlsx$/);
  });

  it('las llamadas del reporteador: 401 sin sesión, 404 para otra empresa, 403 sin canAccessReport', async () => {
    for (const path of ['idCompany', 'ReporteIdealExcel/companyId']) {
      expect((await t.app.inject({ url: `/api/v1/reporter/${path}/${ids.provider}/` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `/api/v1/reporter/${path}/${ids.provider}/`, headers: bearer(tokens.stranger) })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/v1/reporter/${path}/${ids.tempClient}/`, headers: bearer(tokens.tempClient) })).statusCode).toBe(403);
    }
  });
});
