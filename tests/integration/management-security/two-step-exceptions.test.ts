import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_SEGURIDAD } from '../../../src/shared/labels/management-security';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, login } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { mailedCode, securityWorld, type SecurityWorld } from './security-world';
import { memberships } from '../../../src/server/db/schema';

describe('Configuración: autenticación de 2 pasos y excepciones de usuarios', () => {
  let t: TestApp;
  let w: SecurityWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await securityWorld(t);
  });
  afterAll(() => t.close());

  const twoStep = (headers: Record<string, string>, enabled?: boolean, companyId = w.company.id) =>
    t.app.inject({ method: enabled === undefined ? 'GET' : 'PUT', url: `/api/v1/companies/${companyId}/two-step`, headers, ...(enabled === undefined ? {} : { payload: { enabled } }) });
  const exceptions = (headers: Record<string, string>, query = '', companyId = w.company.id) =>
    t.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/otp-exceptions${query}`, headers });
  const setException = (headers: Record<string, string>, userId: string, payload: Record<string, unknown>, companyId = w.company.id) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/companies/${companyId}/otp-exceptions/${userId}`, headers, payload });

  it('solo el Administrador la consulta y cambia', async () => {
    expect((await twoStep(w.headers.reader)).statusCode).toBe(403);
    expect((await twoStep(w.headers.collaborator, true)).statusCode).toBe(403);
    expect((await twoStep(w.headers.admin, true, w.other.id)).statusCode).toBe(404);
    expect((await exceptions(w.headers.collaborator)).statusCode).toBe(403);
    expect((await exceptions(w.headers.admin, '', w.other.id)).statusCode).toBe(404);
    expect((await setException(w.headers.reader, w.admin.id, { appliesOtp: false })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${w.company.id}/two-step` })).statusCode).toBe(401);
    const bad = await twoStep(w.headers.admin, 'sí' as unknown as boolean);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).respuesta.campos)).toEqual(['enabled']);
    expect((await setException(w.headers.admin, w.admin.id, { appliesOtp: 'no' })).statusCode).toBe(400);
  });

  it('activada, pide el código al usuario A y deja entrar directo al usuario B exceptuado', async () => {
    const userA = await buildUser(t.db, { companyId: w.company.id, role: 'Colaborador', completeName: 'Ana Aplicada' });
    const userB = await buildUser(t.db, { companyId: w.company.id, role: 'Colaborador', completeName: 'Beto Exceptuado' });
    expect(json(await twoStep(w.headers.admin)).respuesta).toEqual({ enabled: false });
    const on = await twoStep(w.headers.admin, true);
    expect(json(on)).toMatchObject({ codigo: 0, respuesta: { enabled: true }, mensaje: MENSAJES_SEGURIDAD.dosPasosActivada });

    const excepted = await setException(w.headers.admin, userB.id, { appliesOtp: false });
    expect(excepted.statusCode).toBe(200);
    expect(json(excepted).respuesta).toMatchObject({ userId: userB.id, appliesOtp: false, userType: 'Interno' });

    const a = json(await login(t.app, userA.email)).respuesta;
    expect(a.accessToken).toBeUndefined();
    expect(a.otpLength).toBe(6);
    expect(await mailedCode(t, userA.email)).toMatch(/^\d{6}$/);
    const b = json(await login(t.app, userB.email)).respuesta;
    expect(b.accessToken).toEqual(expect.any(String));

    // Switching the exception back on asks B for the code too; turning two-step off lets A in directly.
    await setException(w.headers.admin, userB.id, { appliesOtp: true });
    expect(json(await login(t.app, userB.email)).respuesta.challengeId).toEqual(expect.any(String));
    await twoStep(w.headers.admin, false);
    expect(json(await login(t.app, userA.email)).respuesta.accessToken).toEqual(expect.any(String));
  });

  it('la tabla de excepciones pagina de 6 en 6, busca por nombre o correo y distingue Interno de Externo', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { companyId: company.id, completeName: 'Zoe Zamora' });
    for (let i = 1; i <= 6; i++) await buildUser(t.db, { companyId: company.id, role: 'Lector', completeName: `Miembro ${i}` });
    // A guest: their first company is another one, so here they are Externo.
    const guest = await buildUser(t.db, { companyId: w.other.id, completeName: 'Invitado Externo' });
    await t.db.insert(memberships).values({ userId: guest.id, companyId: company.id, role: 'Lector', createdAt: new Date(Date.now() + 60_000) });
    const headers = { authorization: `Bearer ${json(await login(t.app, admin.email)).respuesta.accessToken}` };

    const first = json(await exceptions(headers, '', company.id)).respuesta;
    expect(first).toMatchObject({ total: 8, page: 0, size: 6 });
    expect(first.items.map((u: { name: string }) => u.name)).toEqual(['Invitado Externo', 'Miembro 1', 'Miembro 2', 'Miembro 3', 'Miembro 4', 'Miembro 5']);
    expect(first.items[0]).toMatchObject({ userType: 'Externo', appliesOtp: true, email: guest.email });
    expect(first.items[1].userType).toBe('Interno');
    const second = json(await exceptions(headers, '?page=1', company.id)).respuesta;
    expect(second.items.map((u: { name: string }) => u.name)).toEqual(['Miembro 6', 'Zoe Zamora']);
    const found = json(await exceptions(headers, `?search=${encodeURIComponent(admin.email.slice(0, 14))}`, company.id)).respuesta;
    expect(found.items.map((u: { userId: string }) => u.userId)).toEqual([admin.id]);

    // A user of another company cannot be excepted here.
    expect((await setException(headers, w.outsider.id, { appliesOtp: false }, company.id)).statusCode).toBe(404);
  });
});
