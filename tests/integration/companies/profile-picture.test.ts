import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_EMPRESA } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('foto de perfil de la empresa', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (id: string, token: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/companies/${id}/profilepicture`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('guarda la imagen, la liga a la empresa y la devuelve con su tipo', async () => {
    const company = await buildCompany(t.db, { status: 'CORPORATIVO' });
    const user = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, user.email);
    const response = await upload(company.id, accessToken, { name: 'logo.png', extension: 'png', content: PNG.toString('base64') });
    expect(response.statusCode).toBe(200);
    expect(json(response).mensaje).toBe(MENSAJES_EMPRESA.imagenActualizada);
    expect(json(response).respuesta.profilePictureId).toEqual(expect.any(String));

    const image = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/profilepicture`, headers: { authorization: `Bearer ${accessToken}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('rechaza bytes que no son la imagen declarada', async () => {
    const company = await buildCompany(t.db, { status: 'CORPORATIVO' });
    const user = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, user.email);
    const fake = await upload(company.id, accessToken, { name: 'logo.png', extension: 'png', content: Buffer.from('<script>alert(1)</script>').toString('base64') });
    expect(fake.statusCode).toBe(400);
    expect(json(fake).mensaje).toBe(MENSAJES_EMPRESA.imagenError);
    const wrongType = await upload(company.id, accessToken, { name: 'x.gif', extension: 'gif', content: PNG.toString('base64') });
    expect(wrongType.statusCode).toBe(400);
  });

  it('401 sin sesión, 403 para un Lector, 404 para otra empresa', async () => {
    const company = await buildCompany(t.db, { status: 'CORPORATIVO' });
    const payload = { name: 'logo.png', extension: 'png', content: PNG.toString('base64') };
    expect((await upload(company.id, undefined, payload)).statusCode).toBe(401);
    const reader = await buildUser(t.db, { companyId: company.id, role: 'Lector' });
    expect((await upload(company.id, (await signIn(t.app, reader.email)).accessToken, payload)).statusCode).toBe(403);
    const outsider = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const outsiderToken = (await signIn(t.app, outsider.email)).accessToken;
    expect((await upload(company.id, outsiderToken, payload)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/profilepicture`, headers: { authorization: `Bearer ${outsiderToken}` } })).statusCode).toBe(404);
  });
});
