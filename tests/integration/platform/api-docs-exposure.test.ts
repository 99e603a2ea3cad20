import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '../../../src/shared/labels/messages';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** One migrated database; each environment is a second app instance on it (the start of PGlite is the slow part). */
describe('la documentación de la API (/api/docs)', () => {
  let base: TestApp;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    base = await createTestApp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await base.close();
  });

  async function appWith(env: Record<string, string>) {
    const t = await createTestApp({ env, sharedDatabase: base.database, databaseUrl: base.databaseUrl });
    apps.push(t);
    return t;
  }

  it('en producción no se publica: /api/docs y /api/docs/json responden 404 con el sobre', async () => {
    const t = await appWith({ NODE_ENV: 'production' });
    const answers = await Promise.all(['/api/docs', '/api/docs/json', '/api/docs/static/index.html'].map((url) => t.app.inject({ method: 'GET', url })));
    for (const response of answers) expect(json(response)).toEqual({ codigo: 404, respuesta: null, mensaje: MENSAJES.rutaNoEncontrada });
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    // The API itself still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('en producción con API_DOCS=public se publica', async () => {
    const t = await appWith({ NODE_ENV: 'production', API_DOCS: 'public' });
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toContain('/api/v1/auth/login');
  });

  it('fuera de producción se publica', async () => {
    const spec = await base.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
  });

  it('API_DOCS solo acepta «public»', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'si' }, sharedDatabase: base.database, databaseUrl: base.databaseUrl })).rejects.toThrow(/API_DOCS/);
  });
});
