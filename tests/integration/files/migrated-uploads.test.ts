import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyLinks, files } from '../../../src/server/db/schema';
import { smallCatalogue } from '../../fixtures/catalogue-workbooks';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { jpegHeader } from '../../fixtures/jpeg';
import { pngImage } from '../../fixtures/png';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { independentCid } from './multipart-body';

/** The base64 JSON routes the offline outbox uses now store through files.storeUpload as well. */
describe('archivos: las subidas existentes usan el pipeline único', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  let fieldToken: string;
  let clientAdmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { generadores: true, invited: true, products: ['GENERADORES'] })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    fieldToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    clientAdmin = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { authorization: `Bearer ${token}` } });

  async function expectPipelineRow(id: string, bytes: Buffer, expected: { kind: string; ext: string; companyId: string | null }) {
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(row).toMatchObject({ ...expected, sha256, cid: independentCid(sha256), size: bytes.byteLength });
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'file.stored'), eq(auditLog.entityId, id)))).toHaveLength(1);
  }

  async function newGenerator() {
    return json(await post(`/generador/init/idCompany/${clientId}/idProvider/${providerId}`, fieldToken, { id: randomUUID() })).respuesta.id as string;
  }

  it('fotografías del generador', async () => {
    const id = await newGenerator();
    const bytes = jpegHeader(800, 600, 'pipeline');
    const photoId = randomUUID();
    const response = await post(`/generador/photographic/id/${id}/photos`, fieldToken, { id: photoId, list: 'beforeList', ns: 'NS-1', activities: 'Revisión', content: bytes.toString('base64') });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(files).where(and(eq(files.companyId, providerId), eq(files.kind, 'generator_photo')));
    await expectPipelineRow(row?.id ?? '', bytes, { kind: 'generator_photo', ext: 'jpg', companyId: providerId });
    expect(row?.name).toBe(`${photoId}.jpg`);
  });

  it('logo del proveedor, con el nombre corregido a la extensión real', async () => {
    const id = await newGenerator();
    const bytes = pngImage(32, 32);
    const response = await post(`/generador/id/${id}/providerLogo`, fieldToken, { name: 'logo.jpg', extension: 'png', content: bytes.toString('base64') });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(files).where(and(eq(files.companyId, providerId), eq(files.kind, 'provider_logo')));
    await expectPipelineRow(row?.id ?? '', bytes, { kind: 'provider_logo', ext: 'png', companyId: providerId });
    expect(row?.name).toBe('logo.png');
  });

  it('un logo que no es imagen se rechaza con el mensaje de siempre y sin fila', async () => {
    const id = await newGenerator();
    const before = await t.db.select({ id: files.id }).from(files);
    const response = await post(`/generador/id/${id}/providerLogo`, fieldToken, { name: 'logo.png', extension: 'png', content: Buffer.from('%PDF-1.4 no es imagen').toString('base64') });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('catálogo subido a la sesión (solo la parte de almacenamiento)', async () => {
    const bytes = await smallCatalogue();
    const response = await post('/util/uploadToSession', clientAdmin, { name: 'Precios 2026.xlsx', extension: 'xlsx', content: bytes.toString('base64') });
    expect(response.statusCode).toBe(200);
    const fileId = json(response).respuesta as string;
    await expectPipelineRow(fileId, bytes, { kind: 'catalogue_upload', ext: 'xlsx', companyId: null });
    const [row] = await t.db.select().from(files).where(eq(files.id, fileId));
    expect(row?.name).toBe('Precios 2026.xlsx');
  });
});
