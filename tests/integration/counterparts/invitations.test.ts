import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks, mailOutbox, notifications } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('invitaciones de colaboración', () => {
  let t: TestApp;
  let hostId: string;
  let guestId: string;
  let otherId: string;
  let hostToken: string;
  let hostReaderToken: string;
  let freeToken: string;
  let guestToken: string;
  let guestAdminId: string;
  let guestAdminEmail: string;
  let hostAdminId: string;

  beforeAll(async () => {
    t = await createTestApp();
    hostId = (await buildCompany(t.db, { name: 'Anfitrión Corporativo SA de CV', status: 'CORPORATIVO', invitedAs: 'client' })).id;
    guestId = (await buildCompany(t.db, { name: 'Invitada Servicios SA de CV' })).id;
    otherId = (await buildCompany(t.db, { name: 'Tercera Ajena SA de CV' })).id;
    const freeId = (await buildCompany(t.db, { name: 'Cliente Gratuito SA de CV', status: 'FREE', invitedAs: 'client' })).id;
    const hostAdmin = await buildUser(t.db, { companyId: hostId });
    hostAdminId = hostAdmin.id;
    hostToken = (await signIn(t.app, hostAdmin.email)).accessToken;
    hostReaderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: hostId, role: 'Lector' })).email)).accessToken;
    freeToken = (await signIn(t.app, (await buildUser(t.db, { companyId: freeId })).email)).accessToken;
    const guestAdmin = await buildUser(t.db, { companyId: guestId });
    guestAdminId = guestAdmin.id;
    guestAdminEmail = guestAdmin.email;
    guestToken = (await signIn(t.app, guestAdmin.email)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string | undefined, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const link = async () => (await t.db.select().from(companyLinks).where(and(eq(companyLinks.clientId, hostId), eq(companyLinks.providerId, guestId))))[0];
  const noticesOf = async (userId: string, type: string) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.type === type);

  it('rechaza invitar sin sesión (401), sin permiso (403), a otra empresa (404) y con cuerpo inválido (400)', async () => {
    expect((await call('POST', `/bpm/companies/colaboration/${hostId}`, undefined, { guestId, side: 'provider' })).statusCode).toBe(401);
    expect((await call('POST', `/bpm/companies/colaboration/${hostId}`, hostReaderToken, { guestId, side: 'provider' })).statusCode).toBe(403);
    expect((await call('POST', `/bpm/companies/colaboration/${hostId}`, freeToken, { guestId, side: 'provider' })).statusCode).toBe(404);
    expect((await call('POST', `/bpm/companies/colaboration/${hostId}`, hostToken, { guestId: 'x', side: 'provider' })).statusCode).toBe(400);
    expect((await call('POST', `/bpm/companies/colaboration/${hostId}`, hostToken, { guestId, side: 'socio' })).statusCode).toBe(400);
  });

  it('invita a un proveedor: vínculo pendiente y aviso a los administradores invitados', async () => {
    const response = await call('POST', `/bpm/companies/colaboration/${hostId}`, hostToken, { guestId, side: 'provider' });
    expect(response.statusCode).toBe(200);
    expect(await link()).toMatchObject({ status: 'PENDING', invitedByCompanyId: hostId });
    expect(await noticesOf(guestAdminId, 'collaboration.invited')).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Nueva invitación de colaboración'));
    expect(mails.map((m) => m.to)).toEqual([guestAdminEmail]);
    expect((await call('POST', `/bpm/companies/colaboration/${hostId}`, hostToken, { guestId, side: 'provider' })).statusCode).toBe(409);
  });

  it('solo la empresa invitada responde; el anfitrión no puede aceptar su propia invitación', async () => {
    const own = await call('PATCH', `/bpm/companies/colaboration/${hostId}?invitationResponse=true`, hostToken, { hostId: guestId });
    expect(own.statusCode).toBe(404);
    expect(json(own).mensaje).toBe('Hay un problema con los datos de la invitación');
    expect((await call('PATCH', `/bpm/companies/colaboration/${guestId}?invitationResponse=true`, hostToken, { hostId })).statusCode).toBe(404);
    expect((await call('PATCH', `/bpm/companies/colaboration/${guestId}?invitationResponse=quiza`, guestToken, { hostId })).statusCode).toBe(400);
    expect((await call('PATCH', `/bpm/companies/colaboration/${guestId}?invitationResponse=true`, guestToken, {})).statusCode).toBe(400);
  });

  it('la invitada rechaza: el vínculo queda RECHAZADO, se avisa al anfitrión y se puede invitar de nuevo', async () => {
    const response = await call('PATCH', `/bpm/companies/colaboration/${guestId}?invitationResponse=false`, guestToken, { hostId });
    expect(response.statusCode).toBe(200);
    expect((await link())?.status).toBe('REJECTED');
    expect(await noticesOf(hostAdminId, 'collaboration.rejected')).toHaveLength(1);
    expect((await call('POST', `/bpm/companies/colaboration/${hostId}`, hostToken, { guestId, side: 'provider' })).statusCode).toBe(200);
    expect((await link())?.status).toBe('PENDING');
  });

  it('el anfitrión cancela su solicitud pendiente; la invitada no puede cancelarla', async () => {
    expect((await call('DELETE', `/bpm/companies/request/${guestId}`, guestToken, { guestId: hostId })).statusCode).toBe(404);
    expect((await call('DELETE', `/bpm/companies/request/${hostId}`, undefined, { guestId })).statusCode).toBe(401);
    expect((await call('DELETE', `/bpm/companies/request/${hostId}`, hostReaderToken, { guestId })).statusCode).toBe(403);
    expect((await call('DELETE', `/bpm/companies/request/${hostId}`, hostToken, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/bpm/companies/request/${hostId}`, hostToken, { guestId })).statusCode).toBe(200);
    expect(await link()).toBeUndefined();
  });

  it('la invitada acepta y el anfitrión recibe el aviso', async () => {
    await call('POST', `/bpm/companies/colaboration/${hostId}`, hostToken, { guestId, side: 'provider' });
    const response = await call('PATCH', `/bpm/companies/colaboration/${guestId}?invitationResponse=true`, guestToken, { hostId });
    expect(json(response).respuesta).toEqual({ status: 'ACCEPTED' });
    expect((await link())?.status).toBe('ACCEPTED');
    expect(await noticesOf(hostAdminId, 'collaboration.accepted')).toHaveLength(1);
    expect((await call('DELETE', `/bpm/companies/request/${hostId}`, hostToken, { guestId })).statusCode).toBe(404);
  });

  it('elimina la relación con permiso; sin permiso 403, de otra empresa 404', async () => {
    expect((await call('DELETE', `/companies/${hostId}/providers/${guestId}`, undefined)).statusCode).toBe(401);
    expect((await call('DELETE', `/companies/${hostId}/providers/${guestId}`, hostReaderToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/companies/${hostId}/providers/${guestId}`, freeToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/companies/${hostId}/providers/${otherId}`, hostToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/companies/${hostId}/providers/no-uuid`, hostToken)).statusCode).toBe(400);
    const response = await call('DELETE', `/companies/${hostId}/providers/${guestId}`, hostToken);
    expect(response.statusCode).toBe(200);
    expect(json(response).mensaje).toBe('Operación exitosa. El proveedor se eliminó correctamente.');
    expect(await link()).toBeUndefined();
  });

  it('un proveedor sin permiso de borrar clientes recibe 403', async () => {
    await t.db.insert(companyLinks).values({ clientId: hostId, providerId: guestId, status: 'ACCEPTED' });
    expect((await call('DELETE', `/companies/${guestId}/clients/${hostId}`, guestToken)).statusCode).toBe(403);
  });
});
