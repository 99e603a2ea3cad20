import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { ROLE_COLORS } from '../../../src/shared/contracts/roles.contract';
import { MENSAJES_ROLES as M } from '../../../src/shared/labels/management';
import { PERMISSION_KEYS } from '../../../src/shared/permissions/permission-groups';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('[ADMINISTRACIÓN] roles personalizados', () => {
  let t: TestApp;
  let companyId: string;
  let adminToken: string;
  let readerToken: string;
  let outsiderToken: string;
  let outsiderCompanyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db, { name: 'Roles Corporativo SA de CV', status: 'CORPORATIVO', invitedAs: 'client' })).id;
    adminToken = (await signIn(t.app, (await buildUser(t.db, { companyId })).email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Lector' })).email)).accessToken;
    outsiderCompanyId = (await buildCompany(t.db)).id;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsiderCompanyId })).email)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/companies/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const everythingBut = (...keys: string[]) => PERMISSION_KEYS.filter((k) => !keys.includes(k));
  /** Editar of Administración › Usuarios: the built-in roles and the custom ones, in `inCompany`. */
  const assign = (inCompany: string, kivitRolList: string[], roles: string[]) => ({ name: 'Usuaria', lastName: 'de Prueba', companies: [inCompany], kivitRolList, roles, active: true });
  const initProvider = (token: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/companies/init', headers: { authorization: `Bearer ${token}` }, payload: { mainCompanyId: companyId, side: 'provider', name: 'Proveedor Nuevo', email } });

  it('lista los roles del sistema con los personalizados, busca y ordena', async () => {
    await call('POST', `${companyId}/roles`, adminToken, { name: 'Auditoría', color: ROLE_COLORS[3], grants: ['canConsultDocuments'] });
    const list = json(await call('GET', `${companyId}/roles`, adminToken)).respuesta;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Administrador', 'Auditoría', 'Colaborador', 'Lector']);
    expect(list.filter((r: { builtin: boolean }) => r.builtin)).toHaveLength(3);
    const desc = json(await call('GET', `${companyId}/roles?sort=desc&search=a`, adminToken)).respuesta;
    expect(desc.map((r: { name: string }) => r.name)).toEqual(['Colaborador', 'Auditoría', 'Administrador']);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'role.created'), eq(auditLog.companyId, companyId)));
    expect(audit).toBeDefined();
  });

  it('responde 401, 403 a un Lector, 404 a otra empresa y 400 con campos; los nombres del sistema están reservados', async () => {
    expect((await call('GET', `${companyId}/roles`, null)).statusCode).toBe(401);
    expect((await call('GET', `${companyId}/roles`, readerToken)).statusCode).toBe(403);
    expect((await call('POST', `${companyId}/roles`, readerToken, { name: 'X', color: ROLE_COLORS[0], grants: [] })).statusCode).toBe(403);
    expect((await call('GET', `${companyId}/roles`, outsiderToken)).statusCode).toBe(404);
    const bad = await call('POST', `${companyId}/roles`, adminToken, { name: ' ', color: '#123456', grants: ['canVolar'] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).respuesta.campos).toMatchObject({ name: M.nombreRequerido, color: M.colorInvalido });
    const reserved = await call('POST', `${companyId}/roles`, adminToken, { name: 'administrador', color: ROLE_COLORS[0], grants: [] });
    expect(reserved.statusCode).toBe(409);
    expect(json(reserved).mensaje).toBe(M.nombreReservado);
    expect((await call('POST', `${companyId}/roles`, adminToken, { name: 'AUDITORÍA', color: ROLE_COLORS[0], grants: [] })).statusCode).toBe(409);

    const foreign = json(await call('POST', `${outsiderCompanyId}/roles`, outsiderToken, { name: 'Ajeno', color: ROLE_COLORS[0], grants: [] })).respuesta;
    expect((await call('PUT', `${companyId}/roles/${foreign.id}`, adminToken, { name: 'Mío', color: ROLE_COLORS[0], grants: [] })).statusCode).toBe(404);
    expect((await call('DELETE', `${companyId}/roles/${foreign.id}`, adminToken)).statusCode).toBe(404);
    // Assigning another company's role to a member is refused as invalid data.
    const member = await buildUser(t.db, { companyId, role: 'Lector' });
    const refused = await call('PATCH', `${companyId}/users/${member.id}`, adminToken, assign(companyId, ['Lector'], [foreign.id]));
    expect(refused.statusCode).toBe(400);
    expect(json(refused).respuesta.campos).toEqual({ roles: 'El rol seleccionado no existe en esta empresa.' });
  });

  it('un rol sin "Agregar proveedores" quita ese permiso en la siguiente solicitud, y editarlo lo devuelve', async () => {
    const user = await buildUser(t.db, { companyId, role: 'Administrador' });
    const token = (await signIn(t.app, user.email)).accessToken;
    expect((await initProvider(token, 'antes.rol@prueba.mx')).statusCode).toBe(200);

    const role = json(await call('POST', `${companyId}/roles`, adminToken, { name: 'Sin proveedores', color: ROLE_COLORS[5], grants: everythingBut('canCreateProviders') })).respuesta;
    const assigned = await call('PATCH', `${companyId}/users/${user.id}`, adminToken, assign(companyId, ['Administrador'], [role.id]));
    expect(json(assigned).respuesta.customRoles).toEqual([expect.objectContaining({ id: role.id, name: 'Sin proveedores', companyId })]);

    expect((await initProvider(token, 'con.rol@prueba.mx')).statusCode).toBe(403);
    const listed = json(await call('GET', `${companyId}/roles?search=sin%20proveedores`, adminToken)).respuesta;
    expect(listed).toEqual([expect.objectContaining({ id: role.id, usersCount: 1, builtin: false })]);
    const profile = json(await me(t.app, token)).respuesta;
    expect(profile.companies[0].grants).not.toContain('canCreateProviders');

    expect((await call('PUT', `${companyId}/roles/${role.id}`, adminToken, { name: 'Con proveedores', color: ROLE_COLORS[5], grants: PERMISSION_KEYS })).statusCode).toBe(200);
    expect((await initProvider(token, 'rol.editado@prueba.mx')).statusCode).toBe(200);
  });

  it('la intersección respeta el plan: un rol con todos los permisos no da lo que el plan niega', async () => {
    const free = await buildCompany(t.db, { status: 'FREE', invitedAs: 'client' });
    const admin = await buildUser(t.db, { companyId: free.id });
    const adminFree = (await signIn(t.app, admin.email)).accessToken;
    const all = json(await call('POST', `${free.id}/roles`, adminFree, { name: 'Todo', color: ROLE_COLORS[0], grants: PERMISSION_KEYS })).respuesta;
    const user = await buildUser(t.db, { companyId: free.id, role: 'Administrador' });
    await call('PATCH', `${free.id}/users/${user.id}`, adminFree, assign(free.id, ['Administrador'], [all.id]));
    const token = (await signIn(t.app, user.email)).accessToken;
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/companies/init', headers: { authorization: `Bearer ${token}` }, payload: { mainCompanyId: free.id, side: 'provider', name: 'P', email: 'plan.free@prueba.mx' } });
    expect(response.statusCode).toBe(403);
  });

  it('un administrador con un rol sin "Entrar a Administración" pierde la pantalla y la API en la siguiente solicitud', async () => {
    const user = await buildUser(t.db, { companyId, role: 'Administrador' });
    const token = (await signIn(t.app, user.email)).accessToken;
    expect((await call('GET', `${companyId}/users`, token)).statusCode).toBe(200);
    const role = json(await call('POST', `${companyId}/roles`, adminToken, { name: 'Sin administración', color: ROLE_COLORS[9], grants: everythingBut('canAccesAdministation') })).respuesta;
    await call('PATCH', `${companyId}/users/${user.id}`, adminToken, assign(companyId, ['Administrador'], [role.id]));
    expect((await call('GET', `${companyId}/users`, token)).statusCode).toBe(403);
    expect((await call('GET', `${companyId}/roles`, token)).statusCode).toBe(403);
    const profile = json(await me(t.app, token)).respuesta;
    expect(profile.companies[0].grants).toHaveLength(PERMISSION_KEYS.length - 1);
  });

  it('borrar un rol deja a sus usuarios con su rol base y con todo lo que este permite', async () => {
    const user = await buildUser(t.db, { companyId, role: 'Administrador' });
    const token = (await signIn(t.app, user.email)).accessToken;
    const role = json(await call('POST', `${companyId}/roles`, adminToken, { name: 'Temporal', color: ROLE_COLORS[7], grants: [] })).respuesta;
    await call('PATCH', `${companyId}/users/${user.id}`, adminToken, assign(companyId, ['Administrador'], [role.id]));
    expect((await initProvider(token, 'temporal.1@prueba.mx')).statusCode).toBe(403);
    expect((await call('DELETE', `${companyId}/roles/${role.id}`, adminToken)).statusCode).toBe(200);
    expect((await initProvider(token, 'temporal.2@prueba.mx')).statusCode).toBe(200);
    const users = json(await call('GET', `${companyId}/users?search=${encodeURIComponent(user.email)}`, adminToken)).respuesta;
    expect(users.items[0]).toMatchObject({ id: user.id, customRoles: [], role: 'Administrador' });
  });

  it('con varios roles personalizados el usuario puede lo que permita cualquiera de ellos', async () => {
    const user = await buildUser(t.db, { companyId, role: 'Administrador' });
    const token = (await signIn(t.app, user.email)).accessToken;
    const narrow = json(await call('POST', `${companyId}/roles`, adminToken, { name: 'Solo documentos', color: ROLE_COLORS[1], grants: ['canConsultDocuments', 'canAccesAdministation'] })).respuesta;
    const providers = json(await call('POST', `${companyId}/roles`, adminToken, { name: 'Alta de proveedores', color: ROLE_COLORS[2], grants: ['canCreateProviders'] })).respuesta;
    await call('PATCH', `${companyId}/users/${user.id}`, adminToken, assign(companyId, ['Administrador'], [narrow.id]));
    expect((await initProvider(token, 'varios.1@prueba.mx')).statusCode).toBe(403);

    const both = await call('PATCH', `${companyId}/users/${user.id}`, adminToken, assign(companyId, ['Administrador'], [narrow.id, providers.id]));
    expect(json(both).respuesta.customRoles.map((r: { name: string }) => r.name)).toEqual(['Alta de proveedores', 'Solo documentos']);
    expect((await initProvider(token, 'varios.2@prueba.mx')).statusCode).toBe(200);
    const profile = json(await me(t.app, token)).respuesta;
    expect(profile.companies[0].grants.toSorted()).toEqual(['canAccesAdministation', 'canConsultDocuments', 'canCreateProviders']);
    const listed = json(await call('GET', `${companyId}/roles?search=alta`, adminToken)).respuesta;
    expect(listed).toEqual([expect.objectContaining({ id: providers.id, usersCount: 1 })]);
  });
});
