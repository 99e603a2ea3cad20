import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import { MENSAJES_CATALOGO as M } from '../../../src/shared/labels/messages';
import { OLE2_XLS, macroEnabled, manyEntries, smallCatalogue, zipBomb } from '../../fixtures/catalogue-workbooks';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('catálogos de la empresa', () => {
  let t: TestApp;
  let clientId: string;
  let admin: string;
  let collaborator: string;
  let reader: string;
  let provider: string;
  let outsider: string;
  let workbook: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    const providerId = (await buildCompany(t.db, { generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    admin = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    collaborator = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Colaborador' })).email)).accessToken;
    reader = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Lector' })).email)).accessToken;
    provider = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    outsider = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
    workbook = await smallCatalogue();
  });
  afterAll(() => t.close());

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const upload = (token: string | undefined, bytes: Buffer, extension = 'xlsx', name = 'Catálogo 2026.xlsx') =>
    t.app.inject({ method: 'POST', url: '/api/v1/util/uploadToSession', headers: auth(token), payload: { name, extension, content: bytes.toString('base64') } });
  const create = (token: string | undefined, fileId: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/catalogueGenerador/${fileId}`, headers: auth(token), payload: { idCompany: clientId, fileName: 'Catálogo 2026', comment: '', ...body } });
  const dates = { startDate: '2026-01-01', endDate: '2026-12-31' };

  async function newCatalogue(token = admin, fileName = 'Catálogo 2026') {
    const uploaded = await upload(token, workbook);
    expect(uploaded.statusCode).toBe(200);
    const created = await create(token, json(uploaded).respuesta, { ...dates, fileName });
    expect(created.statusCode).toBe(200);
    return json(created).respuesta as { id: string; idFile: string; status: boolean; sheetList: string[] };
  }

  it('sube un libro, lo registra activo y lo muestra con sus hojas a la empresa y a su proveedor', async () => {
    const catalogue = await newCatalogue();
    expect(catalogue.status).toBe(true);
    expect(catalogue.sheetList).toEqual(['Catalogo PE Materiales', 'Destajo CHC']);

    const list = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/all`, headers: auth(reader) }));
    expect(list.respuesta.map((c: { fileName: string }) => c.fileName)).toContain('Catálogo 2026');

    const active = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/active`, headers: auth(provider) }));
    const sheet = active.respuesta[0].workbookAx.sheetAxList[0];
    expect(sheet.rowAxList.find((r: { index: number }) => r.index === 5).cellAxList).toEqual(['PE-002', 'Fibra', 'Pigtail SC/APC', 'pza', '', '116']);
    expect(sheet.rowAxList.find((r: { index: number }) => r.index === 6).cellAxList[5]).toBe('1,234.50');

    const tree = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/externalTreeCatalogue/idCompany/${clientId}`, headers: auth(admin) }));
    expect(tree.respuesta[0].sheets[1]).toEqual({ name: 'Destajo CHC', label: 'Destajo de empresarial', kind: 'services' });

    const file = await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/id/${catalogue.id}/file`, headers: auth(reader) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Cat%C3%A1logo.xlsx");
    expect(file.rawPayload.equals(workbook)).toBe(true);

    const parsed = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/fileToJson/${catalogue.idFile}`, headers: auth(admin) }));
    expect(parsed.respuesta.workbookAx.sheetAxList).toHaveLength(2);
  });

  it('rechaza archivos que no son libros xlsx: otro tipo, .xls antiguo y extensión no permitida', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const wrong = await upload(admin, png);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).mensaje).toBe(M.tipoNoSoportado);
    const xls = await upload(admin, OLE2_XLS, 'xls', 'viejo.xls');
    expect(json(xls).mensaje).toBe(M.tipoNoSoportado);
    const pdf = await upload(admin, workbook, 'pdf');
    expect(pdf.statusCode).toBe(400);
    expect(json(pdf).respuesta.campos.extension).toBe(M.tipoNoSoportado);
  });

  it('rechaza un libro con macros', async () => {
    const response = await upload(admin, macroEnabled(workbook));
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(M.archivoConMacros);
  });

  it('rechaza bombas zip: demasiadas entradas o contenido desempacado enorme aunque el directorio mienta', async () => {
    expect(json(await upload(admin, manyEntries(workbook))).mensaje).toBe(M.archivoDanado);
    const bomb = await upload(admin, zipBomb(workbook, 160, true));
    expect(bomb.statusCode).toBe(400);
    expect(json(bomb).mensaje).toBe(M.archivoMuyGrande);
  });

  it('exige fechas de uso con los mensajes de la especificación y que la final no sea menor', async () => {
    const fileId = json(await upload(admin, workbook)).respuesta;
    const missing = await create(admin, fileId, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).respuesta.campos).toMatchObject({ startDate: M.fechaInicialRequerida, endDate: M.fechaFinalRequerida });
    const reversed = await create(admin, fileId, { startDate: '2026-05-01', endDate: '2026-04-30' });
    expect(json(reversed).respuesta.campos.endDate).toBe(M.fechaFinalMenor);
    expect((await create(admin, fileId, dates)).statusCode).toBe(200);
    expect((await create(admin, fileId, dates)).statusCode).toBe(409);
  });

  it('habilita uno (deshabilitando los demás), lo deshabilita y lo elimina', async () => {
    const second = await newCatalogue(collaborator, 'Catálogo segundo');
    const enabled = await t.app.inject({ method: 'POST', url: `/api/v1/catalogueGenerador/id/${second.id}/enable`, headers: auth(collaborator) });
    expect(json(enabled).mensaje).toBe(M.estatusActualizado);
    const all = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/all`, headers: auth(admin) })).respuesta as { id: string; status: boolean }[];
    expect(all.filter((c) => c.status).map((c) => c.id)).toEqual([second.id]);

    const disabled = await t.app.inject({ method: 'POST', url: `/api/v1/catalogueGenerador/id/${second.id}/disable`, headers: auth(admin) });
    expect(json(disabled).respuesta.status).toBe(false);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/active`, headers: auth(provider) })).respuesta).toEqual([]);
    // An inactive catalogue is not the provider's business.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/fileToJson/${second.id}`, headers: auth(provider) })).statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/catalogueGenerador/idFile/${second.idFile}`, headers: auth(admin) });
    expect(json(removed).mensaje).toBe(M.archivoEliminado);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/id/${second.id}/file`, headers: auth(admin) })).statusCode).toBe(404);
  });

  it('401 sin sesión, 403 para un Lector, 404 para otra empresa, 400 con cuerpo inválido', async () => {
    const catalogue = await newCatalogue();
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/all` })).statusCode).toBe(401);
    expect((await upload(undefined, workbook)).statusCode).toBe(401);
    expect((await upload(reader, workbook)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/catalogueGenerador/id/${catalogue.id}/enable`, headers: auth(reader) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/catalogueGenerador/idFile/${catalogue.id}`, headers: auth(provider) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/all`, headers: auth(outsider) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/active`, headers: auth(outsider) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/fileToJson/${catalogue.id}`, headers: auth(outsider) })).statusCode).toBe(404);
    // Someone else's upload cannot be registered by another user.
    const theirs = json(await upload(collaborator, workbook)).respuesta;
    expect((await create(admin, theirs, dates)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/util/uploadToSession', headers: auth(admin), payload: { name: 'x.xlsx', extension: 'xlsx' } })).statusCode).toBe(400);
  });
});
