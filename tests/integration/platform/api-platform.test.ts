import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '../../../src/shared/labels/messages';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('plataforma de la API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/prueba/falla', async () => {
      throw new Error('SELECT password_hash FROM users -- detalle interno');
    });
  });
  afterAll(() => t.close());

  it('GET /api/health informa el estado y el motor de base de datos', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: t.kind, version: expect.any(String) });
    expect(t.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('envía cabeceras de seguridad', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('las mismas cabeceras de seguridad en un error, una ruta que no existe y un preflight', async () => {
    const expected = {
      'content-security-policy': expect.stringContaining("object-src 'none'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const request of [{ method: 'GET', url: '/api/health' }, { method: 'GET', url: '/api/prueba/falla' }, { method: 'GET', url: '/api/v1/no-existe' }, { method: 'GET', url: '/api/v1/users/me' }] as const) {
      const response = await t.app.inject(request);
      expect(response.headers, `${request.method} ${request.url}`).toMatchObject(expected);
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('un error inesperado no revela detalles internos', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/prueba/falla' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ codigo: 500, respuesta: null, mensaje: MENSAJES.errorInesperado, error: 'INTERNAL' });
    expect(response.body).not.toMatch(/SELECT|stack|at /);
  });

  it.each([
    { caso: 'JSON mal formado', payload: '{"email": ', contentType: 'application/json', status: 400, mensaje: MENSAJES.cuerpoMalFormado },
    { caso: 'tipo de contenido no soportado', payload: 'email=a', contentType: 'text/csv', status: 415, mensaje: 'El tipo de contenido no es compatible.' },
    {
      caso: 'cuerpo que intenta contaminar el prototipo',
      payload: '{"__proto__":{"admin":true},"email":"a@b.mx","password":"x"}',
      contentType: 'application/json',
      status: 400,
      mensaje: MENSAJES.cuerpoMalFormado,
    },
  ])('$caso → $status con sobre en español', async ({ payload, contentType, status, mensaje }) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'content-type': contentType } });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ codigo: status, mensaje });
  });

  it('un cuerpo demasiado grande se rechaza con 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(json(response).mensaje).toBe('La solicitud excede el tamaño permitido.');
  });

  it('una ruta de la API inexistente responde 404 con el sobre', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ codigo: 404, respuesta: null, mensaje: MENSAJES.rutaNoEncontrada });
  });

  it('la documentación OpenAPI lista las rutas de autenticación', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/auth/refresh', '/api/v1/auth/logout', '/api/v1/users/me', '/api/health']),
    );
    expect(spec.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
  });
});
