import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformNotices } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('Avisos del inicio con fechas configurables', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await buildCompany(t.db);
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: company.id, role: 'Lector' })).email)).accessToken;
    await t.db.insert(platformNotices).values({ kind: 'MAINTENANCE', title: 'Ventana de prueba', message: 'Mantenimiento de prueba', startsAt: new Date('2031-03-07T18:01:00Z'), endsAt: new Date('2031-03-10T18:01:00Z') });
    // Generous: several sign-ins (argon2) on a shared, loaded 2-core machine.
  }, 180_000);
  afterAll(() => t.close());

  const notices = (at?: string, auth = true) =>
    t.app.inject({ method: 'GET', url: `/api/v1/platform-notices${at ? `?at=${encodeURIComponent(at)}` : ''}`, headers: auth ? { authorization: `Bearer ${token}` } : {} });
  const kinds = async (at: string) => json<{ respuesta: { kind: string; title: string }[] }>(await notices(at)).respuesta.map((n) => `${n.kind}:${n.title}`);

  it('rechaza la consulta sin sesión (401)', async () => {
    expect((await notices(undefined, false)).statusCode).toBe(401);
  });

  it('rechaza una fecha mal formada con 400 y el campo señalado', async () => {
    const response = await notices('mañana');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response).respuesta.campos)).toEqual(['querystring.at']);
  });

  it('muestra los avisos sembrados solo dentro de su periodo', async () => {
    expect(await kinds('2024-04-11T23:59:00-06:00')).toEqual([]);
    expect(await kinds('2024-04-12T00:00:00-06:00')).toEqual(['MAINTENANCE:Mantenimiento programado']);
    // The end is exclusive: at 12:01 on Monday the maintenance is over.
    expect(await kinds('2024-04-22T12:01:00-06:00')).toEqual([]);
    expect(await kinds('2024-06-28T09:00:00-06:00')).toEqual(['REPSE:Aviso REPSE']);
    expect(await kinds('2024-06-29T00:00:00-06:00')).toEqual([]);
  });

  it('un aviso nuevo en la tabla aparece en sus fechas sin cambiar el código', async () => {
    expect(await kinds('2031-03-08T12:00:00Z')).toEqual(['MAINTENANCE:Ventana de prueba']);
    expect(await kinds('2031-03-11T12:00:00Z')).toEqual([]);
    const [notice] = json(await notices('2031-03-08T12:00:00Z')).respuesta;
    expect(notice).toMatchObject({ message: 'Mantenimiento de prueba', startsAt: '2031-03-07T18:01:00.000Z', endsAt: '2031-03-10T18:01:00.000Z' });
  });
});
