import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, memberships, users } from '../../../src/server/db/schema';
import { MENSAJES_USUARIOS as M } from '../../../src/shared/labels/management';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, me, refresh, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('[ADMINISTRACIÓN] usuarios de la empresa', () => {
  let t: TestApp;
  let companyId: string;
  let adminId: string;
  let adminToken: string;
  let readerToken: string;
  let collaboratorToken: string;
  let outsiderToken: string;
  let outsiderUserId: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db, { name: 'Administra Usuarios SA de CV', status: 'CORPORATIVO', invitedAs: 'client' })).id;
    const admin = await buildUser(t.db, { companyId, completeName: 'Ana Administradora' });
    adminId = admin.id;
    adminToken = (await signIn(t.app, admin.email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Lector', completeName: 'Luis Lector' })).email)).accessToken;
    collaboratorToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Colaborador', completeName: 'Carla Colaboradora' })).email)).accessToken;
    const outsiderCompany = await buildCompany(t.db);
    const outsider = await buildUser(t.db, { companyId: outsiderCompany.id });
    outsiderUserId = outsider.id;
    outsiderToken = (await signIn(t.app, outsider.email)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/companies/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

  it('lista 6 por página, busca sin acentos y ordena A-Z o Z-A', async () => {
    for (const name of ['Óscar Uno', 'Berta Dos', 'Diego Tres', 'Elena Cuatro', 'Fabián Cinco']) await buildUser(t.db, { companyId, completeName: name, role: 'Lector' });
    const first = json(await call('GET', `${companyId}/users`, adminToken)).respuesta;
    expect(first.pageSize).toBe(6);
    expect(first.total).toBe(8);
    expect(first.items).toHaveLength(6);
    expect(first.items.map((u: { name: string }) => u.name).slice(0, 3)).toEqual(['Ana Administradora', 'Berta Dos', 'Carla Colaboradora']);
    const second = json(await call('GET', `${companyId}/users?page=2`, adminToken)).respuesta;
    expect(second.items.map((u: { name: string }) => u.name)).toEqual(['Luis Lector', 'Óscar Uno']);
    const desc = json(await call('GET', `${companyId}/users?sort=desc`, adminToken)).respuesta;
    expect(desc.items[0].name).toBe('Óscar Uno');
    const found = json(await call('GET', `${companyId}/users?search=oscar`, adminToken)).respuesta;
    expect(found.items.map((u: { name: string }) => u.name)).toEqual(['Óscar Uno']);
  });

  it('GET /companies/owner lista solo las empresas que el usuario administra', async () => {
    const owned = await t.app.inject({ method: 'GET', url: '/api/v1/companies/owner', headers: { authorization: `Bearer ${adminToken}` } });
    expect(json(owned).respuesta).toEqual([expect.objectContaining({ id: companyId, name: 'Administra Usuarios SA de CV', via: 'member' })]);
    const reader = await t.app.inject({ method: 'GET', url: '/api/v1/companies/owner', headers: { authorization: `Bearer ${readerToken}` } });
    expect(json(reader).respuesta).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies/owner' })).statusCode).toBe(401);
  });

  it('responde 401 sin sesión, 403 a Lector y Colaborador, 404 a otra empresa y 400 con campos', async () => {
    expect((await call('GET', `${companyId}/users`, null)).statusCode).toBe(401);
    expect((await call('GET', `${companyId}/users`, readerToken)).statusCode).toBe(403);
    expect((await call('POST', `${companyId}/users`, collaboratorToken, { name: 'X', email: 'x@prueba.mx', role: 'Lector' })).statusCode).toBe(403);
    expect((await call('GET', `${companyId}/users`, outsiderToken)).statusCode).toBe(404);
    expect((await call('PATCH', `${companyId}/users/${outsiderUserId}`, adminToken, { role: 'Lector', roleId: null, active: true })).statusCode).toBe(404);
    expect((await call('DELETE', `${companyId}/users/${outsiderUserId}`, adminToken)).statusCode).toBe(404);
    const bad = await call('POST', `${companyId}/users`, adminToken, { name: '', email: 'no-es-correo', role: 'Jefe' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).respuesta.campos).toMatchObject({ name: M.campoRequerido, email: M.correoInvalido });
  });

  it('Nuevo Usuario crea la cuenta y la membresía y le envía la invitación que activa la cuenta', async () => {
    const response = await call('POST', `${companyId}/users`, adminToken, { name: 'Nora Nueva', email: 'Nora.Nueva@Prueba.mx', role: 'Colaborador' });
    expect(response.statusCode).toBe(200);
    const created = json(response).respuesta;
    expect(created).toMatchObject({ name: 'Nora Nueva', email: 'nora.nueva@prueba.mx', role: 'Colaborador', customRole: null, active: true, activated: false });

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nora.nueva@prueba.mx'));
    expect(mail?.text).toContain('Administra Usuarios SA de CV');
    const url = mail?.text.match(/https?:\/\/\S+resetPassword\?token=\S+/)?.[0] ?? '';
    const token = new URL(url).searchParams.get('token') ?? '';
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/users/resetPass/confirm/${encodeURIComponent(token)}`, payload: { newPassword: 'Nueva.Segura.2026', newPasswordConfirm: 'Nueva.Segura.2026' } });
    expect(confirmed.statusCode).toBe(200);
    const session = await signIn(t.app, 'nora.nueva@prueba.mx', 'Nueva.Segura.2026');
    const profile = json(await me(t.app, session.accessToken)).respuesta;
    expect(profile.companies).toEqual([expect.objectContaining({ companyId, role: 'Colaborador' })]);

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.created'), eq(auditLog.entityId, created.id)));
    expect(audit?.actorUserId).toBe(adminId);

    const again = await call('POST', `${companyId}/users`, adminToken, { name: 'Otra', email: 'nora.nueva@prueba.mx', role: 'Lector' });
    expect(again.statusCode).toBe(409);
    expect(json(again).mensaje).toBe(M.usuarioExiste);
  });

  it('desactivar a un usuario termina sus sesiones al instante y reactivarlo le permite entrar de nuevo', async () => {
    const user = await buildUser(t.db, { companyId, role: 'Colaborador' });
    const session = await signIn(t.app, user.email);
    const off = await call('PATCH', `${companyId}/users/${user.id}`, adminToken, { role: 'Lector', roleId: null, active: false });
    expect(off.statusCode).toBe(200);
    expect(json(off).respuesta).toMatchObject({ role: 'Lector', active: false });
    expect((await me(t.app, session.accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, session.refresh)).statusCode).toBe(401);

    await call('PATCH', `${companyId}/users/${user.id}`, adminToken, { role: 'Lector', roleId: null, active: true });
    expect((await refresh(t.app, session.refresh)).statusCode).toBe(401);
    expect((await me(t.app, (await signIn(t.app, user.email)).accessToken)).statusCode).toBe(200);
  });

  it('Borrar quita al usuario, termina sus sesiones y lo deja fuera de la lista', async () => {
    const user = await buildUser(t.db, { companyId, role: 'Lector', completeName: 'Zoe Borrable' });
    const session = await signIn(t.app, user.email);
    const removed = await call('DELETE', `${companyId}/users/${user.id}`, adminToken);
    expect(removed.statusCode).toBe(200);
    expect((await me(t.app, session.accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, session.refresh)).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect((await call('DELETE', `${companyId}/users/${user.id}`, adminToken)).statusCode).toBe(404);
  });

  it('un usuario de otra empresa también solo pierde la membresía de esta', async () => {
    const other = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: other.id, role: 'Colaborador' });
    await t.db.insert(memberships).values({ userId: user.id, companyId, role: 'Lector' });
    expect((await call('DELETE', `${companyId}/users/${user.id}`, adminToken)).statusCode).toBe(200);
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([expect.objectContaining({ companyId: other.id })]);
  });

  it('no deja quitar al último administrador ni el propio rol de administrador', async () => {
    const own = await call('PATCH', `${companyId}/users/${adminId}`, adminToken, { role: 'Colaborador', roleId: null, active: true });
    expect(own.statusCode).toBe(409);
    expect(json(own).mensaje).toBe(M.propioAdministrador);
    expect((await call('DELETE', `${companyId}/users/${adminId}`, adminToken)).statusCode).toBe(409);

    // A group administrator acts on a child company whose only administrator is someone else.
    const group = await buildCompany(t.db, { isGroup: true, status: 'CORPORATIVO', invitedAs: 'client' });
    const child = await buildCompany(t.db, { parentGroupId: group.id, status: 'CORPORATIVO', invitedAs: 'client' });
    const groupAdmin = await buildUser(t.db, { companyId: group.id });
    const groupToken = (await signIn(t.app, groupAdmin.email)).accessToken;
    const onlyAdmin = await buildUser(t.db, { companyId: child.id });
    for (const change of [{ role: 'Colaborador', active: true }, { role: 'Administrador', active: false }]) {
      const refused = await call('PATCH', `${child.id}/users/${onlyAdmin.id}`, groupToken, { ...change, roleId: null });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).mensaje).toBe(M.ultimoAdministrador);
    }
    expect(json(await call('DELETE', `${child.id}/users/${onlyAdmin.id}`, groupToken)).mensaje).toBe(M.ultimoAdministrador);

    // With a second active administrator the first one may be demoted.
    const second = await call('POST', `${child.id}/users`, groupToken, { name: 'Segunda Admin', email: 'segunda.admin@prueba.mx', role: 'Administrador' });
    expect(second.statusCode).toBe(200);
    expect((await call('PATCH', `${child.id}/users/${onlyAdmin.id}`, groupToken, { role: 'Lector', roleId: null, active: true })).statusCode).toBe(200);
    expect((await call('PATCH', `${child.id}/users/${json(second).respuesta.id}`, groupToken, { role: 'Lector', roleId: null, active: true })).statusCode).toBe(409);
  });
});
