import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyLinks, mailOutbox, memberships, users } from '../../../src/server/db/schema';
import { linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('selector de empresas y registro de un nuevo contacto', () => {
  let t: TestApp;
  let hostId: string;
  let hostToken: string;
  let readerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    hostId = (await buildCompany(t.db, { name: 'Anfitrión Selector SA de CV', status: 'CORPORATIVO', invitedAs: 'client' })).id;
    hostToken = (await signIn(t.app, (await buildUser(t.db, { companyId: hostId })).email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: hostId, role: 'Lector' })).email)).accessToken;
    const outsider = await buildCompany(t.db, { name: 'Ajena Selector SA de CV' });
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsider.id })).email)).accessToken;
    const linked = await buildCompany(t.db, { name: 'Zeta Vinculada SA de CV' });
    await linkCompanies(t.db, hostId, linked.id);
    const rejected = await buildCompany(t.db, { name: 'Zeta Rechazó SA de CV' });
    await linkCompanies(t.db, hostId, rejected.id, 'REJECTED');
    await buildCompany(t.db, { name: 'Zeta Temporal SA de CV', status: 'TEMP' });
    await buildCompany(t.db, { name: '   ' });
    await buildCompany(t.db, { name: 'Zeta Generadores SA de CV', generadores: true });
    await buildCompany(t.db, { name: 'Zeta Construcción SA de CV' });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1/companies/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const init = (payload: object, token: string | null = hostToken) =>
    t.app.inject({ method: 'POST', url: '/api/v1/companies/init', headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
  const names = (response: Awaited<ReturnType<typeof get>>) => json(response).respuesta.items.map((i: { name: string }) => i.name);

  it('oculta vinculadas, temporales y sin nombre; busca sin acentos', async () => {
    expect(names(await get(`${hostId}/candidates?side=providers&search=zeta`, hostToken))).toEqual([
      'Zeta Construcción SA de CV',
      'Zeta Generadores SA de CV',
      'Zeta Rechazó SA de CV',
    ]);
    expect(names(await get(`${hostId}/candidates?side=providers&search=construccion`, hostToken))).toEqual(['Zeta Construcción SA de CV']);
    expect(names(await get(`${hostId}/candidates?side=providers&search=zeta&generadores=true`, hostToken))).toEqual(['Zeta Generadores SA de CV']);
    expect(names(await get(`${hostId}/candidates?side=clients&search=zeta vinc`, hostToken))).toEqual(['Zeta Vinculada SA de CV']);
  });

  it('pagina el selector y valida sus parámetros', async () => {
    const first = json(await get(`${hostId}/candidates?side=providers&search=zeta&size=2`, hostToken)).respuesta;
    expect(first.items).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect((await get(`${hostId}/candidates?side=providers&size=101`, hostToken)).statusCode).toBe(400);
    expect((await get(`${hostId}/candidates?side=socios`, hostToken)).statusCode).toBe(400);
    expect((await get(`${hostId}/candidates?side=providers`)).statusCode).toBe(401);
    expect((await get(`${hostId}/candidates?side=providers`, readerToken)).statusCode).toBe(403);
    expect((await get(`${hostId}/candidates?side=providers`, outsiderToken)).statusCode).toBe(404);
  });

  it('valida el nuevo contacto con los mensajes de la especificación', async () => {
    const bad = json(await init({ mainCompanyId: hostId, side: 'provider', name: '', email: 'no-es-correo', phone: '55-12' }));
    expect(bad.respuesta.campos).toMatchObject({ name: 'Campo requerido', email: 'Formato inválido' });
    expect(bad.respuesta.campos.phone).toBeDefined();
    const generator = await init({ mainCompanyId: hostId, side: 'provider', generadores: true, name: 'Gen', email: 'gen@prueba.mx', externalTreeCatalogue: ['a'] });
    expect(generator.statusCode).toBe(400);
    expect(json(generator).respuesta.campos).toMatchObject({ phone: 'Campo requerido', externalId: 'Campo requerido', externalSapId: 'Campo requerido', externalTreeCatalogue: 'Seleccione almenos 1 servicio' });
    expect((await init({ mainCompanyId: hostId, side: 'provider', name: 'X', email: 'x@prueba.mx' }, null)).statusCode).toBe(401);
    expect((await init({ mainCompanyId: hostId, side: 'provider', name: 'X', email: 'x@prueba.mx' }, readerToken)).statusCode).toBe(403);
    expect((await init({ mainCompanyId: hostId, side: 'provider', name: 'X', email: 'x@prueba.mx' }, outsiderToken)).statusCode).toBe(404);
  });

  it('crea la empresa temporal, su administrador, la invitación pendiente y envía el enlace de activación', async () => {
    const response = await init({ mainCompanyId: hostId, side: 'provider', name: 'Nuevo Proveedor Invitado', email: 'Nuevo.Proveedor@Prueba.mx', phone: '5512345678' });
    expect(response.statusCode).toBe(200);
    const { id } = json(response).respuesta;
    const [company] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(company).toMatchObject({ status: 'TEMP', invited: true, invitedAs: 'provider', updatedData: false });
    expect(company?.rfc).toMatch(/^TEMP-/);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nuevo.proveedor@prueba.mx'));
    expect(user?.updatedPassword).toBe(false);
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user?.id ?? ''));
    expect(membership).toMatchObject({ companyId: id, role: 'Administrador' });
    const [link] = await t.db.select().from(companyLinks).where(eq(companyLinks.providerId, id));
    expect(link).toMatchObject({ clientId: hostId, status: 'PENDING', invitedByCompanyId: hostId });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nuevo.proveedor@prueba.mx'));
    const url = mail?.text.match(/https?:\/\/\S+resetPassword\?token=\S+/)?.[0];
    expect(url).toBeDefined();
    // The link works with the existing password-link flow: it sets the password and activates the account.
    const token = new URL(url ?? '').searchParams.get('token') ?? '';
    const validated = await t.app.inject({ method: 'GET', url: `/api/v1/users/resetPass/validate/${encodeURIComponent(token)}` });
    expect(json(validated).respuesta.email).toBe('nuevo.proveedor@prueba.mx');
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/users/resetPass/confirm/${encodeURIComponent(token)}`, payload: { newPassword: 'Invitado.Seguro.2026', newPasswordConfirm: 'Invitado.Seguro.2026' } });
    expect(confirmed.statusCode).toBe(200);
    const [activated] = await t.db.select().from(users).where(eq(users.email, 'nuevo.proveedor@prueba.mx'));
    expect(activated?.updatedPassword).toBe(true);
  });

  it('responde 409 si el correo ya tiene usuario', async () => {
    const response = await init({ mainCompanyId: hostId, side: 'client', name: 'Otro', email: 'nuevo.proveedor@prueba.mx' });
    expect(response.statusCode).toBe(409);
    expect(json(response).respuesta.campos.email).toBeDefined();
  });
});
