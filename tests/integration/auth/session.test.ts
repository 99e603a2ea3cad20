import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, me, refresh, refreshCookieOf, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('sesión: renovación, cierre y expiración', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());

  async function newUser() {
    return buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
  }

  it('renovar entrega un token de acceso nuevo y rota el de renovación', async () => {
    offsetMs = 0;
    const { refresh: first } = await signIn(t.app, (await newUser()).email);
    const response = await refresh(t.app, first);
    expect(response.statusCode).toBe(200);
    const second = refreshCookieOf(response);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await me(t.app, json(response).respuesta.accessToken)).statusCode).toBe(200);
  });

  it('sin cookie de renovación responde 200 «sin sesión» (un arranque en frío no es un error) y no emite cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ codigo: 0, respuesta: null, mensaje: MENSAJES.sinSesion });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('rechaza un token de renovación ya usado', async () => {
    offsetMs = 0;
    const { refresh: first } = await signIn(t.app, (await newUser()).email);
    const second = refreshCookieOf(await refresh(t.app, first)) ?? '';
    const replay = await refresh(t.app, first);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({ codigo: 401, respuesta: null, mensaje: MENSAJES.sesionExpirada, error: 'UNAUTHENTICATED' });
    // A replay right after the rotation looks like a second tab: the new token keeps working.
    expect((await refresh(t.app, second)).statusCode).toBe(200);
  });

  it('reutilizar un token gastado tiempo después cierra la sesión completa', async () => {
    offsetMs = 0;
    const { refresh: first, accessToken } = await signIn(t.app, (await newUser()).email);
    const second = refreshCookieOf(await refresh(t.app, first)) ?? '';
    offsetMs = 60_000;
    expect((await refresh(t.app, first)).statusCode).toBe(401);
    expect((await refresh(t.app, second)).statusCode).toBe(401);
    expect((await me(t.app, accessToken)).statusCode).toBe(401);
    offsetMs = 0;
  });

  it('la sesión termina 2 horas después del inicio aunque se renueve', async () => {
    offsetMs = 0;
    const { refresh: first } = await signIn(t.app, (await newUser()).email);
    offsetMs = 110 * 60_000;
    const late = await refresh(t.app, first);
    expect(late.statusCode).toBe(200);
    const body = json(late).respuesta;
    expect(Date.parse(body.tokenExpire)).toBeLessThanOrEqual(Date.parse(body.sessionExpiresAt));
    offsetMs = 121 * 60_000;
    expect((await refresh(t.app, refreshCookieOf(late) ?? '')).statusCode).toBe(401);
    expect((await me(t.app, body.accessToken)).statusCode).toBe(401);
    offsetMs = 0;
  });

  it('cerrar sesión revoca el token de acceso y el de renovación', async () => {
    offsetMs = 0;
    const { accessToken, refresh: token } = await signIn(t.app, (await newUser()).email);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(json(response).codigo).toBe(0);
    const cleared = response.cookies.find((c) => c.name === 'avala_rt');
    expect(cleared?.value).toBe('');
    expect((await me(t.app, accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, token)).statusCode).toBe(401);
  });

  it('cerrar sesión solo con la cookie (token de acceso vencido) también la revoca', async () => {
    offsetMs = 0;
    const { refresh: token } = await signIn(t.app, (await newUser()).email);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { avala_rt: token } });
    expect(response.statusCode).toBe(200);
    expect((await refresh(t.app, token)).statusCode).toBe(401);
  });

  it('renovar con una cookie desconocida responde 401 (sin cookie no es un error: prueba anterior)', async () => {
    expect((await refresh(t.app, 'inventado')).statusCode).toBe(401);
  });
});
