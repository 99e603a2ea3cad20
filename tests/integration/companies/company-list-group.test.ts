import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('empresas del usuario e inicio de grupo', () => {
  let t: TestApp;
  let token: string;
  let readerToken: string;
  let groupId: string;
  let childIds: { moral: string; fisica: string; old: string };

  beforeAll(async () => {
    t = await createTestApp();
    const group = await buildCompany(t.db, { name: 'Grupo Prueba SA de CV', isGroup: true, status: 'CORPORATIVO', invitedAs: 'client' });
    groupId = group.id;
    const moral = await buildCompany(t.db, { name: 'Hija Moral SA de CV', parentGroupId: group.id, type: 'moral' });
    const fisica = await buildCompany(t.db, { name: 'Juana Pérez López', parentGroupId: group.id, type: 'fisica' });
    const old = await buildCompany(t.db, { name: 'Antigua SA de CV', parentGroupId: group.id, type: 'moral', updatedAt: new Date(Date.now() - 5 * 86_400_000) });
    childIds = { moral: moral.id, fisica: fisica.id, old: old.id };
    const admin = await buildUser(t.db, { companyId: group.id, role: 'Administrador' });
    const reader = await buildUser(t.db, { companyId: group.id, role: 'Lector' });
    token = (await signIn(t.app, admin.email)).accessToken;
    readerToken = (await signIn(t.app, reader.email)).accessToken;
  });
  afterAll(() => t.close());

  const get = (url: string, accessToken = token) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });

  it('lista las empresas a las que el usuario tiene acceso, con búsqueda y paginación', async () => {
    const all = json(await get('/api/v1/companies'));
    expect(all.respuesta.total).toBe(4);
    expect(all.respuesta.items[0]).toMatchObject({ id: groupId, role: 'Administrador', via: 'member' });
    expect(all.respuesta.items.slice(1).every((c: { via: string }) => c.via === 'group')).toBe(true);

    const searched = json(await get('/api/v1/companies?search=juana'));
    expect(searched.respuesta.items.map((c: { name: string }) => c.name)).toEqual(['Juana Pérez López']);
    const paged = json(await get('/api/v1/companies?page=1&size=3'));
    expect(paged.respuesta.items).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies' })).statusCode).toBe(401);
  });

  it('una empresa del grupo puede ser la empresa principal', async () => {
    const body = json(await me(t.app, token, { 'x-company-id': childIds.fisica })).respuesta;
    expect(body.mainCompany.id).toBe(childIds.fisica);
    expect(body.roleNames).toEqual(['Administrador']);
  });

  it('cuenta por chip: Todos, Persona física, Persona moral y Últimas agregadas (2 días)', async () => {
    const body = json(await get(`/api/v1/companies/${groupId}/groups`)).respuesta;
    expect(body.counts).toEqual({ todos: 3, fisica: 1, moral: 2, recientes: 2 });
    expect(body.group.id).toBe(groupId);
    const fisicas = json(await get(`/api/v1/companies/${groupId}/groups?filter=fisica`)).respuesta.items;
    expect(fisicas.map((c: { id: string }) => c.id)).toEqual([childIds.fisica]);
    const recientes = json(await get(`/api/v1/companies/${groupId}/groups?filter=recientes`)).respuesta.items;
    expect(recientes.map((c: { id: string }) => c.id)).not.toContain(childIds.old);
  });

  it('archiva y desarchiva; las archivadas se ocultan salvo que se pidan', async () => {
    const archive = await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${childIds.moral}/archived/true`, headers: { authorization: `Bearer ${token}` } });
    expect(archive.statusCode).toBe(200);
    expect(json(await get(`/api/v1/companies/${groupId}/groups`)).respuesta.counts.todos).toBe(2);
    const withArchived = json(await get(`/api/v1/companies/${groupId}/groups?archived=true`)).respuesta;
    expect(withArchived.items.find((c: { id: string }) => c.id === childIds.moral).archived).toBe(true);
    await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${childIds.moral}/archived/false`, headers: { authorization: `Bearer ${token}` } });
    expect(json(await get(`/api/v1/companies/${groupId}/groups`)).respuesta.counts.todos).toBe(3);
  });

  it('un Lector no archiva (403) y una empresa ajena responde 404', async () => {
    const forbidden = await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${childIds.moral}/archived/true`, headers: { authorization: `Bearer ${readerToken}` } });
    expect(forbidden.statusCode).toBe(403);
    const foreign = await buildCompany(t.db, { isGroup: true });
    expect((await get(`/api/v1/companies/${foreign.id}/groups`)).statusCode).toBe(404);
    const bad = await get(`/api/v1/companies/${groupId}/groups?filter=todas`);
    expect(bad.statusCode).toBe(400);
  });
});
