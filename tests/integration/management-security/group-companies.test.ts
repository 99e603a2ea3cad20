import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_SEGURIDAD } from '../../../src/shared/labels/management-security';
import { MENSAJES_EMPRESA } from '../../../src/shared/labels/messages';
import { rfcCheckDigit } from '../../../src/shared/mx/rfc';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const rfcOf = (base: string) => base + rfcCheckDigit(`${base}0`);
const form = (name: string, rfc: string) => ({
  name,
  rfc,
  type: 'moral',
  taxResidence: { street: 'Av. Juárez', outdoorNum: '10', interiorNumber: '', colonia: 'Centro', cp: '44100', city: 'Guadalajara', country: 'México' },
});

describe('Empresas del grupo del administrador', () => {
  let t: TestApp;
  let group: Awaited<ReturnType<typeof buildCompany>>;
  let lone: Awaited<ReturnType<typeof buildCompany>>;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    group = await buildCompany(t.db, { isGroup: true, name: 'Grupo Prueba' });
    await buildCompany(t.db, { parentGroupId: group.id, name: 'Beta Servicios' });
    await buildCompany(t.db, { parentGroupId: group.id, name: 'Alfa Logística' });
    lone = await buildCompany(t.db);
    const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t.app, email)).accessToken}` });
    headers.admin = await bearer((await buildUser(t.db, { companyId: group.id })).email);
    headers.reader = await bearer((await buildUser(t.db, { companyId: group.id, role: 'Lector' })).email);
    headers.lone = await bearer((await buildUser(t.db, { companyId: lone.id })).email);
  });
  afterAll(() => t.close());

  const url = (companyId: string, id?: string) => `/api/v1/companies/${companyId}/group-companies${id ? `/${id}` : ''}`;
  const names = (body: { respuesta: { items: { name: string }[] } }) => body.respuesta.items.map((c) => c.name);

  it('lista las empresas del grupo con búsqueda y orden A-Z / Z-A', async () => {
    const asc = json(await t.app.inject({ method: 'GET', url: url(group.id), headers: headers.admin }));
    expect(asc.respuesta.groupId).toBe(group.id);
    expect(names(asc)).toEqual(['Alfa Logística', 'Beta Servicios']);
    expect(names(json(await t.app.inject({ method: 'GET', url: `${url(group.id)}?sort=desc`, headers: headers.admin })))).toEqual(['Beta Servicios', 'Alfa Logística']);
    expect(names(json(await t.app.inject({ method: 'GET', url: `${url(group.id)}?search=logis`, headers: headers.admin })))).toEqual(['Alfa Logística']);
  });

  it('crea y edita una empresa del grupo, y rechaza duplicados y RFC inválidos', async () => {
    const created = await t.app.inject({ method: 'POST', url: url(group.id), headers: headers.admin, payload: form('Gamma Obras', rfcOf('GOB200101AB').toLowerCase()) });
    expect(created.statusCode).toBe(200);
    const company = json(created).respuesta;
    expect(company).toMatchObject({ name: 'Gamma Obras', rfc: rfcOf('GOB200101AB'), type: 'moral', taxResidence: { city: 'Guadalajara' } });
    expect(names(json(await t.app.inject({ method: 'GET', url: url(group.id), headers: headers.admin })))).toContain('Gamma Obras');

    const edited = await t.app.inject({ method: 'PUT', url: url(group.id, company.id), headers: headers.admin, payload: { ...form('Gamma Obras Civiles', company.rfc), type: 'moral' } });
    expect(json(edited)).toMatchObject({ codigo: 0, respuesta: { name: 'Gamma Obras Civiles' } });

    const duplicate = await t.app.inject({ method: 'POST', url: url(group.id), headers: headers.admin, payload: form('Otra', company.rfc) });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).mensaje).toBe(MENSAJES_EMPRESA.empresaDuplicada);
    const invalid = await t.app.inject({ method: 'POST', url: url(group.id), headers: headers.admin, payload: { ...form('', 'ABC'), type: 'otra' } });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(json(invalid).respuesta.campos).toSorted()).toEqual(['name', 'rfc', 'type']);
  });

  it('una empresa fuera del grupo es 404 y sin grupo no se puede crear', async () => {
    expect((await t.app.inject({ method: 'PUT', url: url(group.id, lone.id), headers: headers.admin, payload: form('X', lone.rfc) })).statusCode).toBe(404);
    const noGroup = json(await t.app.inject({ method: 'GET', url: url(lone.id), headers: headers.lone }));
    expect(noGroup.respuesta).toEqual({ groupId: null, groupName: null, items: [] });
    const refused = await t.app.inject({ method: 'POST', url: url(lone.id), headers: headers.lone, payload: form('Delta', rfcOf('DEL200101AB')) });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).mensaje).toBe(MENSAJES_SEGURIDAD.sinGrupo);
  });

  it('solo el Administrador; otra empresa 404; sin sesión 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(group.id), headers: headers.reader })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: url(group.id), headers: headers.reader, payload: form('Épsilon', rfcOf('EPS200101AB')) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(group.id), headers: headers.lone })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(group.id) })).statusCode).toBe(401);
  });
});
