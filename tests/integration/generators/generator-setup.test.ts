import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('servicios ofrecidos del cliente', () => {
  let t: TestApp;
  let clientId: string;
  let admin: string;
  let reader: string;
  let provider: string;
  let outsider: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    const providerId = (await buildCompany(t.db, { generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    admin = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    reader = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Lector' })).email)).accessToken;
    provider = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    outsider = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH', token: string | undefined, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/serviceOffered/idCompany/${clientId}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('el administrador los reemplaza y su proveedor los lee', async () => {
    const saved = await call('PATCH', admin, { descriptions: ['Instalación de fibra óptica', 'Adecuaciones de sitio', 'Adecuaciones de sitio'] });
    expect(saved.statusCode).toBe(200);
    const read = json(await call('GET', provider)).respuesta.map((s: { description: string }) => s.description);
    expect(read).toEqual(['Adecuaciones de sitio', 'Instalación de fibra óptica']);
  });

  it('401 sin sesión, 403 para un Lector, 404 para otra empresa, 400 con cuerpo inválido', async () => {
    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('PATCH', reader, { descriptions: ['Otro servicio'] })).statusCode).toBe(403);
    expect((await call('GET', outsider)).statusCode).toBe(404);
    expect((await call('PATCH', admin, { descriptions: ['x'] })).statusCode).toBe(400);
  });
});
