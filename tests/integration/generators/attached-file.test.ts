import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks, files, generators } from '../../../src/server/db/schema';
import { MENSAJES_GENERADOR } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { pngImage } from '../../fixtures/png';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('generadores: archivo anexo', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  let fieldToken: string;
  let clientToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { generadores: true, invited: true, products: ['GENERADORES'] })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    fieldToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1/generador${url}`, payload, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  async function newGenerator() {
    const response = await call('POST', `/init/idCompany/${clientId}/idProvider/${providerId}`, fieldToken, { id: randomUUID() });
    return json(response).respuesta.id as string;
  }
  const upload = (id: string, bytes: Buffer, extension = 'pdf', name = 'Orden de trabajo.pdf', token = fieldToken, headers: Record<string, string> = {}) =>
    call('POST', `/id/${id}/attachedFile`, token, { name, extension, content: bytes.toString('base64') }, headers);

  it('guarda un PDF, lo descarga igual y el generador lo referencia', async () => {
    const id = await newGenerator();
    const response = await upload(id, PDF);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.mensaje).toBe(MENSAJES_GENERADOR.informacionGuardada);
    expect(body.respuesta.attachedFileId).toMatch(/^[0-9a-f-]{36}$/);

    const download = await call('GET', `/id/${id}/attachedFile`, fieldToken);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Orden%20de%20trabajo.pdf");
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    // The client company of the generator can read it too.
    expect((await call('GET', `/id/${id}/attachedFile`, clientToken)).statusCode).toBe(200);
  });

  it('una imagen nueva reemplaza al anexo anterior', async () => {
    const id = await newGenerator();
    await upload(id, PDF);
    const png = pngImage(40, 30);
    const second = json(await upload(id, png, 'png', 'croquis.png'));
    const download = await call('GET', `/id/${id}/attachedFile`, fieldToken);
    expect(download.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(download.rawPayload, png)).toBe(0);
    const [file] = await t.db.select().from(files).where(eq(files.id, second.respuesta.attachedFileId));
    expect(file).toMatchObject({ kind: 'generator_attachment', name: 'croquis.png', mime: 'image/png', companyId: providerId });
  });

  it('rechaza un archivo cuyo contenido no corresponde a su extensión', async () => {
    const id = await newGenerator();
    const disguised = await upload(id, Buffer.from('MZ\x90\x00 esto es un ejecutable'), 'pdf');
    expect(disguised.statusCode).toBe(400);
    expect(json(disguised).mensaje).toBe(MENSAJES_GENERADOR.archivoNoSoportado);
    const wrongExtension = await upload(id, PDF, 'exe', 'programa.exe');
    expect(wrongExtension.statusCode).toBe(400);
    expect(json(wrongExtension).respuesta.campos.extension).toBe(MENSAJES_GENERADOR.archivoNoSoportado);
    expect((await call('GET', `/id/${id}/attachedFile`, fieldToken)).statusCode).toBe(404);
  });

  it('repetir la subida con la misma Idempotency-Key no crea otro archivo', async () => {
    const id = await newGenerator();
    const key = randomUUID();
    const first = json(await upload(id, PDF, 'pdf', 'anexo.pdf', fieldToken, { 'idempotency-key': key }));
    const replay = await upload(id, PDF, 'pdf', 'anexo.pdf', fieldToken, { 'idempotency-key': key });
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(json(replay).respuesta.attachedFileId).toBe(first.respuesta.attachedFileId);
    const stored = await t.db.select().from(files).where(eq(files.name, 'anexo.pdf'));
    expect(stored).toHaveLength(1);
  });

  it('solo se edita mientras está En proceso', async () => {
    const id = await newGenerator();
    await t.db.update(generators).set({ status: 'REVISION' }).where(eq(generators.id, id));
    const response = await upload(id, PDF);
    expect(response.statusCode).toBe(409);
    expect(json(response).mensaje).toBe(MENSAJES_GENERADOR.soloEnProceso);
  });

  it('401 sin sesión, 404 para otra empresa y el cliente no puede subir', async () => {
    const id = await newGenerator();
    expect((await upload(id, PDF, 'pdf', 'a.pdf', '')).statusCode).toBe(401);
    expect((await call('GET', `/id/${id}/attachedFile`)).statusCode).toBe(401);
    expect((await upload(id, PDF, 'pdf', 'a.pdf', outsiderToken)).statusCode).toBe(404);
    expect((await call('GET', `/id/${id}/attachedFile`, outsiderToken)).statusCode).toBe(404);
    expect((await upload(id, PDF, 'pdf', 'a.pdf', clientToken)).statusCode).toBe(403);
    expect((await call('POST', `/id/${id}/attachedFile`, fieldToken, { name: 'a.pdf', extension: 'pdf' })).statusCode).toBe(400);
  });
});
