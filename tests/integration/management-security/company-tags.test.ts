import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyTags, memberships } from '../../../src/server/db/schema';
import { MENSAJES_ETIQUETAS } from '../../../src/shared/labels/tags';
import { rfcCheckDigit } from '../../../src/shared/mx/rfc';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

type Company = Awaited<ReturnType<typeof buildCompany>>;

describe('[ADMINISTRACIÓN] etiquetas y habilitación de las empresas del grupo', () => {
  let t: TestApp;
  let group: Company;
  let alfa: Company;
  let beta: Company;
  let gamma: Company;
  let lone: Company;
  let groupAdminId: string;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    group = await buildCompany(t.db, { isGroup: true, name: 'Grupo Etiquetas', status: 'CORPORATIVO', invitedAs: 'client' });
    alfa = await buildCompany(t.db, { parentGroupId: group.id, name: 'Alfa Norte' });
    beta = await buildCompany(t.db, { parentGroupId: group.id, name: 'Beta Centro' });
    gamma = await buildCompany(t.db, { parentGroupId: group.id, name: 'Gamma Sur' });
    lone = await buildCompany(t.db, { name: 'Empresa Sola' });
    const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t.app, email)).accessToken}` });
    const groupAdmin = await buildUser(t.db, { companyId: group.id });
    groupAdminId = groupAdmin.id;
    headers.admin = await bearer(groupAdmin.email);
    headers.reader = await bearer((await buildUser(t.db, { companyId: group.id, role: 'Lector' })).email);
    headers.lone = await bearer((await buildUser(t.db, { companyId: lone.id })).email);
  });
  afterAll(() => t.close());

  const url = (id?: string, query = '') => `/api/v1/companies/${group.id}/group-companies${id ? `/${id}` : ''}${query}`;
  const form = (company: Company, extra: object = {}) => ({
    name: company.name,
    rfc: company.rfc,
    type: 'moral',
    taxResidence: { street: '', outdoorNum: '', interiorNumber: '', colonia: '', cp: '', city: '', country: 'México' },
    ...extra,
  });
  const put = (company: Company, extra: object, who = headers.admin) => t.app.inject({ method: 'PUT', url: url(company.id), headers: who, payload: form(company, extra) });
  const tags = (query = '', who = headers.admin) => t.app.inject({ method: 'GET', url: `/api/v1/tags${query}`, headers: who });
  const names = (items: { name: string }[]) => items.map((c) => c.name);

  it('guarda las etiquetas recortadas, las devuelve A-Z y escribe la línea de Bitácora', async () => {
    const saved = await put(alfa, { tags: ['  Premium ', 'Norte'] });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).respuesta).toMatchObject({ id: alfa.id, tags: ['Norte', 'Premium'], enabled: true });
    expect(json(await put(beta, { tags: ['norte'] })).respuesta.tags).toEqual(['norte']);

    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.tags_updated'), eq(auditLog.entityId, alfa.id)));
    expect(line).toMatchObject({ actorUserId: groupAdminId, companyId: group.id, details: { from: [], to: ['Premium', 'Norte'] } });

    // The same tags again write nothing new.
    await put(alfa, { tags: ['Premium', 'Norte'] });
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.tags_updated'), eq(auditLog.entityId, alfa.id)))).toHaveLength(1);
  });

  it('GET /tags da las etiquetas en uso del grupo, sin distinguir mayúsculas, con cuántas empresas las llevan', async () => {
    const expected = [
      { tag: 'Norte', companies: 2 },
      { tag: 'Premium', companies: 1 },
    ];
    expect(json(await tags(`?companyId=${group.id}`)).respuesta).toEqual(expected);
    expect(json(await tags(`?companyId=${alfa.id}`)).respuesta).toEqual(expected);
    expect(json(await tags()).respuesta).toEqual(expected);
    // Any role of the group reads them (they fill the group home's filter).
    expect(json(await tags(`?companyId=${group.id}`, headers.reader)).respuesta).toEqual(expected);
    expect(json(await tags('', headers.lone)).respuesta).toEqual([]);
  });

  it('GET /tags: 401 sin sesión, 404 con otra empresa, 400 con un id inválido', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tags' })).statusCode).toBe(401);
    expect((await tags(`?companyId=${group.id}`, headers.lone)).statusCode).toBe(404);
    expect((await tags(`?companyId=${lone.id}`)).statusCode).toBe(404);
    const bad = await tags('?companyId=no-es-uuid');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).respuesta.campos)).toEqual(['querystring.companyId']);
  });

  it('filtra por etiqueta la lista de Empresas y el inicio del grupo', async () => {
    expect(names(json(await t.app.inject({ method: 'GET', url: url(undefined, '?tag=NORTE'), headers: headers.admin })).respuesta.items)).toEqual(['Alfa Norte', 'Beta Centro']);
    expect(names(json(await t.app.inject({ method: 'GET', url: url(undefined, '?tag=premium'), headers: headers.admin })).respuesta.items)).toEqual(['Alfa Norte']);
    expect(json(await t.app.inject({ method: 'GET', url: url(undefined, '?tag=nadie'), headers: headers.admin })).respuesta.items).toEqual([]);

    const home = json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${group.id}/groups?tag=norte`, headers: headers.reader })).respuesta;
    expect(home.items.map((c: { name: string; tags: string[] }) => [c.name, c.tags])).toEqual([
      ['Alfa Norte', ['Norte', 'Premium']],
      ['Beta Centro', ['norte']],
    ]);
    expect(home.counts.todos).toBe(2);
    const all = json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${group.id}/groups`, headers: headers.reader })).respuesta;
    expect(names(all.items)).toEqual(['Alfa Norte', 'Beta Centro', 'Gamma Sur']);
  });

  it('sin el campo conserva las etiquetas; con una lista vacía las quita', async () => {
    expect(json(await put(beta, {})).respuesta.tags).toEqual(['norte']);
    const cleared = await put(alfa, { tags: [] });
    expect(json(cleared).respuesta.tags).toEqual([]);
    expect(await t.db.select().from(companyTags).where(eq(companyTags.companyId, alfa.id))).toEqual([]);
    expect(json(await tags(`?companyId=${group.id}`)).respuesta).toEqual([{ tag: 'norte', companies: 1 }]);
    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.tags_updated'), eq(auditLog.entityId, alfa.id), eq(auditLog.companyId, group.id)));
    expect(line).toBeDefined();
  });

  it('rechaza con 400 y su mensaje: más de 10, más de 30 caracteres, repetidas sin importar mayúsculas, vacías', async () => {
    const many = await put(alfa, { tags: Array.from({ length: 11 }, (_, i) => `Etiqueta ${String(i)}`) });
    expect(many.statusCode).toBe(400);
    expect(json(many).respuesta.campos).toEqual({ tags: MENSAJES_ETIQUETAS.demasiadas(10) });
    const long = await put(alfa, { tags: ['x'.repeat(31)] });
    expect(json(long).respuesta.campos).toEqual({ 'tags.0': MENSAJES_ETIQUETAS.muyLarga(30) });
    expect(json(await put(alfa, { tags: ['x'.repeat(30)] })).respuesta.tags).toEqual(['x'.repeat(30)]);
    const repeated = await put(alfa, { tags: ['Norte', ' NORTE'] });
    expect(json(repeated).respuesta.campos).toEqual({ tags: MENSAJES_ETIQUETAS.repetida });
    const blank = await put(alfa, { tags: ['  '] });
    expect(json(blank).respuesta.campos).toEqual({ 'tags.0': MENSAJES_ETIQUETAS.vacia });
    expect((await put(alfa, { enabled: 'no' })).statusCode).toBe(400);
  });

  it('solo el Administrador del grupo cambia etiquetas y habilitación: 401, 403 y 404', async () => {
    expect((await t.app.inject({ method: 'PUT', url: url(alfa.id), payload: form(alfa, { tags: ['X'] }) })).statusCode).toBe(401);
    expect((await put(alfa, { tags: ['X'] }, headers.reader)).statusCode).toBe(403);
    expect((await put(alfa, { enabled: false }, headers.lone)).statusCode).toBe(404);
    expect((await put(lone, { tags: ['X'] })).statusCode).toBe(404);
    expect(await t.db.select().from(companyTags).where(eq(companyTags.tag, 'X'))).toEqual([]);
  });

  it('una empresa deshabilitada conserva sus datos pero no se puede elegir como principal ni aparece para elegirla', async () => {
    await put(gamma, { tags: ['Sur'] });
    const off = await put(gamma, { enabled: false });
    expect(json(off).respuesta).toMatchObject({ enabled: false, tags: ['Sur'], name: 'Gamma Sur' });
    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.disabled'), eq(auditLog.entityId, gamma.id)));
    expect(line?.companyId).toBe(group.id);

    // Still listed (and editable) in Administración › Empresas.
    expect(json(await t.app.inject({ method: 'GET', url: url(), headers: headers.admin })).respuesta.items).toContainEqual(expect.objectContaining({ id: gamma.id, enabled: false }));
    // Left out of the group home, the company list and the administration picker.
    expect(names(json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${group.id}/groups`, headers: headers.admin })).respuesta.items)).not.toContain('Gamma Sur');
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/v1/companies', headers: headers.admin })).respuesta;
    expect(mine.items.map((c: { id: string }) => c.id)).not.toContain(gamma.id);
    const owned = json(await t.app.inject({ method: 'GET', url: '/api/v1/companies/owner', headers: headers.admin })).respuesta;
    expect(owned.map((c: { id: string }) => c.id)).not.toContain(gamma.id);
    // A member asking for it as the main company gets another one; with only it, it stays theirs.
    const member = await buildUser(t.db, { companyId: gamma.id });
    await t.db.insert(memberships).values({ userId: member.id, companyId: beta.id, role: 'Lector' });
    const token = (await signIn(t.app, member.email)).accessToken;
    expect(json(await me(t.app, token, { 'x-company-id': gamma.id })).respuesta.mainCompany.id).toBe(beta.id);
    const onlyGamma = await buildUser(t.db, { companyId: gamma.id });
    expect(json(await me(t.app, (await signIn(t.app, onlyGamma.email)).accessToken)).respuesta.mainCompany.id).toBe(gamma.id);

    const on = await put(gamma, { enabled: true });
    expect(json(on).respuesta.enabled).toBe(true);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.enabled'), eq(auditLog.entityId, gamma.id)))).toHaveLength(1);
    expect(json(await me(t.app, token, { 'x-company-id': gamma.id })).respuesta.mainCompany.id).toBe(gamma.id);
  });

  it('Nueva Empresa acepta etiquetas y nace deshabilitada si así se pide', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: headers.admin,
      payload: { ...form({ ...lone, name: 'Delta Nueva', rfc: `DNU200101AB${rfcCheckDigit('DNU200101AB0')}` }), tags: ['Nueva'], enabled: false },
    });
    expect(created.statusCode).toBe(200);
    expect(json(created).respuesta).toMatchObject({ name: 'Delta Nueva', tags: ['Nueva'], enabled: false });
  });
});
