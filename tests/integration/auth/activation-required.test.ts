import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_LIMITE } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const NEW_PASSWORD = 'Nueva.Segura.2026';

describe('una cuenta sin activar solo puede activarse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, accessToken: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${accessToken}` }, ...(payload ? { payload } : {}) });

  it('rechaza con 403 y un mensaje claro todo lo que no sea su perfil, las políticas o la activación', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id, updatedPassword: false });
    const { accessToken } = await signIn(t.app, user.email);

    expect((await me(t.app, accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/users/me/policies', accessToken)).statusCode).toBe(200);
    for (const url of ['/api/v1/notifications/size', '/api/v1/notifications?page=0']) {
      const refused = await call('GET', url, accessToken);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({ codigo: 403, respuesta: null, mensaje: MENSAJES_LIMITE.cuentaSinActivar, error: 'FORBIDDEN' });
    }

    const activated = await call('PUT', '/api/v1/users/me/activate', accessToken, { newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD, acceptTerms: true, acceptPrivacy: true });
    expect(activated.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/notifications/size', accessToken)).statusCode).toBe(200);
  });

  it('puede cerrar sesión sin activar', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id, updatedPassword: false });
    const { accessToken } = await signIn(t.app, user.email);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${accessToken}` } });
    expect(logout.statusCode).toBe(200);
    expect((await me(t.app, accessToken)).statusCode).toBe(401);
  });
});
