import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_HTTP } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, login, signIn } from '../../fixtures/http';
import { pngImage } from '../../fixtures/png';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('higiene de las solicitudes y respuestas de la API', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await buildCompany(t.db, { status: 'CORPORATIVO', invitedAs: 'client', products: ['REPSE', 'GENERADORES'] });
    const admin = await buildUser(t.db, { companyId: company.id, role: 'Administrador' });
    companyId = company.id;
    auth = { authorization: `Bearer ${(await signIn(t.app, admin.email)).accessToken}` };
  });
  afterAll(() => t.close());

  const REJECTED = { status: 400, body: { codigo: 400, respuesta: null, mensaje: MENSAJES_HTTP.caracteresNoPermitidos } };
  const outcome = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => ({ status: response.statusCode, body: json(response) });

  describe('caracteres nulos y sustitutos sueltos', () => {
    it('rechaza %00 en la consulta con 400 y el sobre', async () => {
      expect(outcome(await t.app.inject({ method: 'GET', url: '/api/v1/companies?search=ab%00cd', headers: auth }))).toMatchObject(REJECTED);
    });

    it('rechaza \\u0000 dentro de una cadena del cuerpo JSON', async () => {
      const payload = JSON.stringify({ descriptions: ['Instalación\u0000eléctrica'] });
      expect(outcome(await t.app.inject({ method: 'PATCH', url: `/api/v1/serviceOffered/idCompany/${companyId}`, headers: { ...auth, 'content-type': 'application/json' }, payload }))).toMatchObject(REJECTED);
    });

    it('rechaza un sustituto suelto en el cuerpo JSON y un nulo en los parámetros de la ruta', async () => {
      const payload = '{"descriptions":["Instalaci\\ud800n"]}';
      expect(outcome(await t.app.inject({ method: 'PATCH', url: `/api/v1/serviceOffered/idCompany/${companyId}`, headers: { ...auth, 'content-type': 'application/json' }, payload }))).toMatchObject(REJECTED);
      expect(outcome(await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":"a@b.mx","password":"x\\udc00y"}' }))).toMatchObject(REJECTED);
      expect(outcome(await t.app.inject({ method: 'PATCH', url: '/api/v1/notifications/ab%00cd', headers: auth }))).toMatchObject(REJECTED);
    });

    it('acepta texto válido con acentos y emojis (pares sustitutos completos)', async () => {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/v1/serviceOffered/idCompany/${companyId}`, headers: auth, payload: { descriptions: ['Instalación eléctrica 🔌', 'Señalización'] } });
      expect(response.statusCode).toBe(200);
      expect(json(response).respuesta.map((s: { description: string }) => s.description).toSorted()).toEqual(['Instalación eléctrica 🔌', 'Señalización']);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies?search=%C3%91', headers: auth })).statusCode).toBe(200);
    });
  });

  describe('Cache-Control: no-store', () => {
    it('lo lleva una respuesta JSON con datos personales', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('lo lleva la respuesta del inicio de sesión (tokens) y un error', async () => {
      const user = await buildUser(t.db, { companyId });
      const signedIn = await login(t.app, user.email);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
      expect(unauthenticated.statusCode).toBe(401);
      expect(unauthenticated.headers['cache-control']).toBe('no-store');
      const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/no-existe' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['cache-control']).toBe('no-store');
    });

    it('una descarga privada queda "private, no-store" y la salud del servicio "no-store"', async () => {
      const upload = await t.app.inject({ method: 'POST', url: `/api/v1/companies/${companyId}/profilepicture`, headers: auth, payload: { name: 'logo.png', extension: 'png', content: pngImage(4, 4).toString('base64') } });
      expect(upload.statusCode).toBe(200);
      const picture = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/profilepicture`, headers: auth });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['cache-control']).toBe('private, no-store');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBe('no-store');
    });

    it('un archivo público y estático conserva su caché', async () => {
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['cache-control'] ?? '').not.toMatch(/no-store/);
    });
  });
});
