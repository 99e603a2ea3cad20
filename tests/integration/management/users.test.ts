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
  /** A valid Editar body; each test changes what it is about. */
  const edit = (overrides: object = {}) => ({ name: 'Usuaria', lastName: 'de Prueba', companies: [companyId], kivitRolList: ['Lector'], roles: [], active: true, ...overrides });
  const newUser = (email: string, overrides: object = {}) => ({ name: 'Nueva', lastName: 'Persona', email, companies: [companyId], kivitRolList: ['Colaborador'], ...overrides });

  it('lista 6 por página, busca sin acentos y ordena A-Z o Z-A', async () => {
    for (const name of ['Óscar Uno', 'Berta Dos', 'Diego Tres', 'Elena Cuatro', 'Fabián Cinco']) await buildUser(t.db, { companyId, completeName: name, role: 'Lector' });
    const first = json(await call('GET', `${companyId}/users`, adminToken)).respuesta;
    expect(first.pageSize).toBe(6);
    expect(first.total).toBe(8);
    expect(first.items).toHaveLength(6);
    expect(first.items.map((u: { completeName: string }) => u.completeName).slice(0, 3)).toEqual(['Ana Administradora', 'Berta Dos', 'Carla Colaboradora']);
    const second = json(await call('GET', `${companyId}/users?page=2`, adminToken)).respuesta;
    expect(second.items.map((u: { completeName: string }) => u.completeName)).toEqual(['Luis Lector', 'Óscar Uno']);
    const desc = json(await call('GET', `${companyId}/users?sort=desc`, adminToken)).respuesta;
    expect(desc.items[0].completeName).toBe('Óscar Uno');
    const found = json(await call('GET', `${companyId}/users?search=oscar`, adminToken)).respuesta;
    // A user from before the form had Apellido: the whole name is the Nombre, the last name is empty.
    expect(found.items).toEqual([expect.objectContaining({ name: 'Óscar Uno', lastName: '', completeName: 'Óscar Uno', kivitRolList: ['Lector'], customRoles: [], companies: [{ id: companyId, name: 'Administra Usuarios SA de CV' }] })]);
  });

  it('GET /companies/owner lista solo las empresas que el usuario administra', async () => {
    const owned = await t.app.inject({ method: 'GET', url: '/api/v1/companies/owner', headers: { authorization: `Bearer ${adminToken}` } });
    expect(json(owned).respuesta).toEqual([expect.objectContaining({ id: companyId, name: 'Administra Usuarios SA de CV', via: 'member' })]);
    const reader = await t.app.inject({ method: 'GET', url: '/api/v1/companies/owner', headers: { authorization: `Bearer ${readerToken}` } });
    expect(json(reader).respuesta).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies/owner' })).statusCode).toBe(401);
  });

  it('responde 401 sin sesión, 403 a Lector y Colaborador, 404 a otra empresa y 400 con los mensajes del formulario', async () => {
    expect((await call('GET', `${companyId}/users`, null)).statusCode).toBe(401);
    expect((await call('POST', `${companyId}/users`, null, newUser('sin.sesion@prueba.mx'))).statusCode).toBe(401);
    expect((await call('GET', `${companyId}/users`, readerToken)).statusCode).toBe(403);
    expect((await call('POST', `${companyId}/users`, collaboratorToken, newUser('x@prueba.mx'))).statusCode).toBe(403);
    expect((await call('GET', `${companyId}/users`, outsiderToken)).statusCode).toBe(404);
    expect((await call('PATCH', `${companyId}/users/${outsiderUserId}`, adminToken, edit())).statusCode).toBe(404);
    expect((await call('DELETE', `${companyId}/users/${outsiderUserId}`, adminToken)).statusCode).toBe(404);

    const bad = await call('POST', `${companyId}/users`, adminToken, { name: '', lastName: ' ', email: 'no-es-correo', companies: [], kivitRolList: [] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).respuesta.campos).toEqual({
      name: M.campoRequerido,
      lastName: M.campoRequerido,
      email: M.correoInvalido,
      companies: 'Selecciona la menos una empresa',
      kivitRolList: 'Selecciona la menos un rol',
    });
    const missing = await call('POST', `${companyId}/users`, adminToken, { name: 'A', lastName: 'B', email: 'falta@prueba.mx' });
    expect(json(missing).respuesta.campos).toMatchObject({ companies: M.seleccionaEmpresa, kivitRolList: M.seleccionaRol });
    const unknownRole = await call('POST', `${companyId}/users`, adminToken, newUser('jefe@prueba.mx', { kivitRolList: ['Jefe'] }));
    expect(json(unknownRole).respuesta.campos).toMatchObject({ 'kivitRolList.0': M.seleccionaRol });
    const emptyEdit = await call('PATCH', `${companyId}/users/${adminId}`, adminToken, edit({ companies: [], kivitRolList: [] }));
    expect(emptyEdit.statusCode).toBe(400);
    expect(json(emptyEdit).respuesta.campos).toMatchObject({ companies: M.seleccionaEmpresa, kivitRolList: M.seleccionaRol });
  });

  it('Nuevo Usuario crea la cuenta con nombre y apellido, la membresía y le envía la invitación que activa la cuenta', async () => {
    const response = await call('POST', `${companyId}/users`, adminToken, newUser('Nora.Nueva@Prueba.mx', { name: ' Nora ', lastName: 'Nueva Ruiz' }));
    expect(response.statusCode).toBe(200);
    const created = json(response).respuesta;
    expect(created).toMatchObject({
      name: 'Nora',
      lastName: 'Nueva Ruiz',
      completeName: 'Nora Nueva Ruiz',
      email: 'nora.nueva@prueba.mx',
      role: 'Colaborador',
      kivitRolList: ['Colaborador'],
      customRoles: [],
      active: true,
      activated: false,
    });

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nora.nueva@prueba.mx'));
    expect(mail?.text).toContain('Administra Usuarios SA de CV');
    const url = mail?.text.match(/https?:\/\/\S+resetPassword\?token=\S+/)?.[0] ?? '';
    const token = new URL(url).searchParams.get('token') ?? '';
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/users/resetPass/confirm/${encodeURIComponent(token)}`, payload: { newPassword: 'Nueva.Segura.2026', newPasswordConfirm: 'Nueva.Segura.2026' } });
    expect(confirmed.statusCode).toBe(200);
    const session = await signIn(t.app, 'nora.nueva@prueba.mx', 'Nueva.Segura.2026');
    const profile = json(await me(t.app, session.accessToken)).respuesta;
    expect(profile.companies).toEqual([expect.objectContaining({ companyId, role: 'Colaborador' })]);
    expect(profile.completeName).toBe('Nora Nueva Ruiz');

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.created'), eq(auditLog.entityId, created.id)));
    expect(audit?.actorUserId).toBe(adminId);

    const again = await call('POST', `${companyId}/users`, adminToken, newUser('nora.nueva@prueba.mx'));
    expect(again.statusCode).toBe(409);
    expect(json(again).mensaje).toBe(M.usuarioExiste);
  });

  it('da varias empresas y varios roles: los roles valen en cada empresa y el mayor decide', async () => {
    const second = await buildCompany(t.db, { name: 'Segunda Empresa SA de CV', status: 'CORPORATIVO', invitedAs: 'client' });
    await t.db.insert(memberships).values({ userId: adminId, companyId: second.id, role: 'Administrador' });
    const foreign = await buildCompany(t.db);

    // A company the administrator does not reach is 404; one where they only read is 403.
    expect((await call('POST', `${companyId}/users`, adminToken, newUser('ajena@prueba.mx', { companies: [companyId, foreign.id] }))).statusCode).toBe(404);
    const readOnly = await buildCompany(t.db);
    await t.db.insert(memberships).values({ userId: adminId, companyId: readOnly.id, role: 'Lector' });
    expect((await call('POST', `${companyId}/users`, adminToken, newUser('lectura@prueba.mx', { companies: [companyId, readOnly.id] }))).statusCode).toBe(403);

    const response = await call('POST', `${companyId}/users`, adminToken, newUser('varias@prueba.mx', { companies: [companyId, second.id, companyId], kivitRolList: ['Lector', 'Colaborador'] }));
    expect(response.statusCode).toBe(200);
    const created = json(response).respuesta;
    expect(created.kivitRolList).toEqual(['Colaborador', 'Lector']);
    expect(created.role).toBe('Colaborador');
    expect(created.companies.map((c: { id: string }) => c.id).toSorted()).toEqual([companyId, second.id].toSorted());
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, created.id));
    expect(rows.map((r) => ({ companyId: r.companyId, role: r.role, roleList: r.roleList })).toSorted((a, b) => a.companyId.localeCompare(b.companyId))).toEqual(
      [companyId, second.id].toSorted().map((id) => ({ companyId: id, role: 'Colaborador', roleList: ['Colaborador', 'Lector'] })),
    );
    // Each company's Bitácora gets its line.
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.created'), eq(auditLog.entityId, created.id)));
    expect(lines.map((l) => l.companyId).toSorted()).toEqual([companyId, second.id].toSorted());

    // Editar: leaves the first company, stays in the second as Administrador, with a new name.
    const edited = await call('PATCH', `${companyId}/users/${created.id}`, adminToken, edit({ name: 'Vera', lastName: 'Varias', companies: [second.id], kivitRolList: ['Administrador', 'Lector'] }));
    expect(edited.statusCode).toBe(200);
    expect(json(edited).respuesta).toMatchObject({ completeName: 'Vera Varias', role: 'Administrador', kivitRolList: ['Administrador', 'Lector'], companies: [{ id: second.id, name: 'Segunda Empresa SA de CV' }] });
    const after = await t.db.select().from(memberships).where(eq(memberships.userId, created.id));
    expect(after).toEqual([expect.objectContaining({ companyId: second.id, role: 'Administrador' })]);
    expect(json(await call('GET', `${companyId}/users?search=vera`, adminToken)).respuesta.items).toEqual([]);
    expect(json(await call('GET', `${second.id}/users?search=vera`, adminToken)).respuesta.items).toHaveLength(1);
    const updates = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.updated'), eq(auditLog.entityId, created.id)));
    expect(updates.map((l) => [l.companyId, (l.details as { membership: string }).membership]).toSorted()).toEqual(
      [
        [companyId, 'removed'],
        [second.id, 'updated'],
      ].toSorted(),
    );
  });

  it('desactivar a un usuario termina sus sesiones al instante y reactivarlo le permite entrar de nuevo', async () => {
    const user = await buildUser(t.db, { companyId, role: 'Colaborador' });
    const session = await signIn(t.app, user.email);
    const off = await call('PATCH', `${companyId}/users/${user.id}`, adminToken, edit({ active: false }));
    expect(off.statusCode).toBe(200);
    expect(json(off).respuesta).toMatchObject({ role: 'Lector', kivitRolList: ['Lector'], active: false });
    expect((await me(t.app, session.accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, session.refresh)).statusCode).toBe(401);

    await call('PATCH', `${companyId}/users/${user.id}`, adminToken, edit());
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

  it('un usuario de otra empresa también solo pierde la membresía de esta, y Editar no toca la otra', async () => {
    const other = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: other.id, role: 'Colaborador' });
    await t.db.insert(memberships).values({ userId: user.id, companyId, role: 'Lector' });
    const edited = json(await call('PATCH', `${companyId}/users/${user.id}`, adminToken, edit({ kivitRolList: ['Colaborador'] }))).respuesta;
    // The other company is neither shown nor changed.
    expect(edited.companies).toEqual([{ id: companyId, name: 'Administra Usuarios SA de CV' }]);
    expect((await t.db.select().from(memberships).where(and(eq(memberships.userId, user.id), eq(memberships.companyId, other.id))))[0]?.role).toBe('Colaborador');
    expect((await call('DELETE', `${companyId}/users/${user.id}`, adminToken)).statusCode).toBe(200);
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([expect.objectContaining({ companyId: other.id })]);
  });

  it('no deja quitar al último administrador ni el propio rol de administrador', async () => {
    const own = await call('PATCH', `${companyId}/users/${adminId}`, adminToken, edit({ kivitRolList: ['Colaborador'] }));
    expect(own.statusCode).toBe(409);
    expect(json(own).mensaje).toBe(M.propioAdministrador);
    expect((await call('DELETE', `${companyId}/users/${adminId}`, adminToken)).statusCode).toBe(409);

    // A group administrator acts on a child company whose only administrator is someone else.
    const group = await buildCompany(t.db, { isGroup: true, status: 'CORPORATIVO', invitedAs: 'client' });
    const child = await buildCompany(t.db, { parentGroupId: group.id, status: 'CORPORATIVO', invitedAs: 'client' });
    const groupAdmin = await buildUser(t.db, { companyId: group.id });
    const groupToken = (await signIn(t.app, groupAdmin.email)).accessToken;
    const onlyAdmin = await buildUser(t.db, { companyId: child.id });
    const childEdit = (overrides: object) => edit({ companies: [child.id], ...overrides });
    for (const change of [{ kivitRolList: ['Colaborador'] }, { kivitRolList: ['Administrador'], active: false }, { companies: [group.id], kivitRolList: ['Administrador'] }]) {
      const refused = await call('PATCH', `${child.id}/users/${onlyAdmin.id}`, groupToken, childEdit(change));
      expect(refused.statusCode).toBe(409);
      expect(json(refused).mensaje).toBe(M.ultimoAdministrador);
    }
    expect(json(await call('DELETE', `${child.id}/users/${onlyAdmin.id}`, groupToken)).mensaje).toBe(M.ultimoAdministrador);

    // With a second active administrator the first one may be demoted.
    const second = await call('POST', `${child.id}/users`, groupToken, newUser('segunda.admin@prueba.mx', { companies: [child.id], kivitRolList: ['Administrador'] }));
    expect(second.statusCode).toBe(200);
    expect((await call('PATCH', `${child.id}/users/${onlyAdmin.id}`, groupToken, childEdit({ kivitRolList: ['Lector'] }))).statusCode).toBe(200);
    expect((await call('PATCH', `${child.id}/users/${json(second).respuesta.id}`, groupToken, childEdit({ kivitRolList: ['Lector'] }))).statusCode).toBe(409);
  });
});
