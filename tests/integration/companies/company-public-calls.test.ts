import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('llamadas de empresa de la especificación 1 §7', () => {
  let t: TestApp;
  let strangerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const stranger = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id, role: 'Lector' });
    strangerToken = (await signIn(t.app, stranger.email)).accessToken;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  describe('GET /companies/{id}/public', () => {
    it('cualquier usuario con sesión ve solo el nombre, RFC, tipo de persona y la foto', async () => {
      const company = await buildCompany(t.db, { name: 'Tarjeta Pública SA de CV', status: 'CORPORATIVO' });
      const response = await get(`/api/v1/companies/${company.id}/public`, strangerToken);
      expect(response.statusCode).toBe(200);
      expect(json(response).respuesta).toEqual({ id: company.id, name: 'Tarjeta Pública SA de CV', rfc: company.rfc, type: company.type, profilePictureUrl: null });
    });

    it('la foto de la tarjeta se sirve a cualquier usuario con sesión', async () => {
      const company = await buildCompany(t.db, { status: 'CORPORATIVO' });
      const admin = await buildUser(t.db, { companyId: company.id });
      const { accessToken } = await signIn(t.app, admin.email);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${company.id}/profilepicture`,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { name: 'logo.png', extension: 'png', content: PNG.toString('base64') },
      });
      expect(uploaded.statusCode).toBe(200);

      const card = json(await get(`/api/v1/companies/${company.id}/public`, strangerToken)).respuesta;
      expect(card.profilePictureUrl).toBe(`/api/v1/companies/${company.id}/public/profilepicture`);
      const image = await get(card.profilePictureUrl, strangerToken);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
      expect((await get(card.profilePictureUrl)).statusCode).toBe(401);
    });

    it('401 sin sesión; 404 para un id desconocido o una empresa sin foto', async () => {
      const company = await buildCompany(t.db);
      expect((await get(`/api/v1/companies/${company.id}/public`)).statusCode).toBe(401);
      const unknown = await get(`/api/v1/companies/${randomUUID()}/public`, strangerToken);
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toMatchObject({ codigo: 404, respuesta: null, error: 'NOT_FOUND' });
      expect((await get(`/api/v1/companies/${company.id}/public/profilepicture`, strangerToken)).statusCode).toBe(404);
      expect((await get('/api/v1/companies/no-es-uuid/public', strangerToken)).statusCode).toBe(400);
    });
  });

  describe('GET /additional/product/company/{id}', () => {
    it('un miembro de la empresa (incluso Lector) recibe sus productos adicionales', async () => {
      const company = await buildCompany(t.db, { products: ['REPSE', 'GENERADORES'] });
      const reader = await buildUser(t.db, { companyId: company.id, role: 'Lector' });
      const { accessToken } = await signIn(t.app, reader.email);
      const response = await get(`/api/v1/additional/product/company/${company.id}`, accessToken);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ codigo: 0, respuesta: { companyId: company.id } });
      expect(json(response).respuesta.additionalProductList.toSorted()).toEqual(['GENERADORES', 'REPSE']);
    });

    it('401 sin sesión; 404 para otra empresa o un id desconocido', async () => {
      const company = await buildCompany(t.db, { products: ['REPSE'] });
      expect((await get(`/api/v1/additional/product/company/${company.id}`)).statusCode).toBe(401);
      expect((await get(`/api/v1/additional/product/company/${company.id}`, strangerToken)).statusCode).toBe(404);
      expect((await get(`/api/v1/additional/product/company/${randomUUID()}`, strangerToken)).statusCode).toBe(404);
    });
  });

  describe('GET /companies/owner', () => {
    it('las empresas que el usuario administra; 401 sin sesión', async () => {
      const company = await buildCompany(t.db, { name: 'Propia SA' });
      const admin = await buildUser(t.db, { companyId: company.id });
      const { accessToken } = await signIn(t.app, admin.email);
      const owned = await get('/api/v1/companies/owner', accessToken);
      expect(owned.statusCode).toBe(200);
      expect(json(owned).respuesta).toEqual([expect.objectContaining({ id: company.id, name: 'Propia SA', via: 'member' })]);
      expect(json(await get('/api/v1/companies/owner', strangerToken)).respuesta).toEqual([]);
      expect((await get('/api/v1/companies/owner')).statusCode).toBe(401);
    });
  });
});
