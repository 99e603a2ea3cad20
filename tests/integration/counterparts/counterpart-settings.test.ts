import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyLinks, notifications } from '../../../src/server/db/schema';
import { buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const STAGES = [{ name: 'Cumplimiento', groups: [{ name: 'Mensuales', requirements: [{ name: 'Opinión IMSS', delivery: { kind: 'MONTHLY' as const, day: 17 } }] }] }];
// 14 de junio: mayo vence el 17 de junio (en 3 días).
const DAY = '2026-06-14';

describe('editar y activar/desactivar un proveedor o cliente desde su tarjeta', () => {
  let t: TestApp;
  let hostId: string;
  let providerId: string;
  let pendingId: string;
  let hostToken: string;
  let readerToken: string;
  let outsiderToken: string;
  let providerToken: string;
  let providerReaderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    hostId = (await buildCompany(t.db, { name: 'Cliente Editor SA de CV', status: 'CORPORATIVO', invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: 'Proveedor Editable SA de CV', status: 'CORPORATIVO', invitedAs: 'provider' })).id;
    pendingId = (await buildCompany(t.db, { name: 'Proveedor Pendiente SA de CV' })).id;
    const outsiderId = (await buildCompany(t.db, { name: 'Ajena Editora SA de CV' })).id;
    await linkCompanies(t.db, hostId, providerId);
    await linkCompanies(t.db, hostId, pendingId, 'PENDING');
    hostToken = (await signIn(t.app, (await buildUser(t.db, { companyId: hostId })).email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: hostId, role: 'Lector' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsiderId })).email)).accessToken;
    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId })).email)).accessToken;
    providerReaderId = (await buildUser(t.db, { companyId: providerId, role: 'Lector' })).id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string | undefined, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const card = async (query = '') => {
    const items = json(await call('GET', `/companies/${hostId}/providers?size=20${query}`, hostToken)).respuesta.items as { id: string; reference: string | null; active: boolean }[];
    return items.find((i) => i.id === providerId);
  };
  const newService = (name: string, token = hostToken, asProvider = false) =>
    call(
      'POST',
      '/services',
      token,
      asProvider
        ? { companyId: providerId, counterpartId: hostId, counterpartSide: 'client', name, startDate: '2026-01-01', endDate: '2026-12-31' }
        : { companyId: hostId, counterpartId: providerId, counterpartSide: 'provider', name, startDate: '2026-01-01', endDate: '2026-12-31' },
    );

  it('rechaza sin sesión (401), sin permiso (403), de otra empresa (404) y con cuerpo inválido (400)', async () => {
    const url = `/companies/${hostId}/providers/${providerId}`;
    expect((await call('PATCH', url, undefined, { reference: 'P-1' })).statusCode).toBe(401);
    expect((await call('PATCH', url, readerToken, { reference: 'P-1' })).statusCode).toBe(403);
    expect((await call('PATCH', url, outsiderToken, { reference: 'P-1' })).statusCode).toBe(404);
    expect((await call('PATCH', `/companies/${hostId}/providers/${hostId}`, hostToken, { reference: 'P-1' })).statusCode).toBe(404);
    const tooLong = await call('PATCH', url, hostToken, { reference: 'x'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).respuesta.campos.reference).toBe('El número debe tener como máximo 40 caracteres');
    expect((await call('PATCH', url, hostToken, {})).statusCode).toBe(400);
    expect((await call('PATCH', url, hostToken, { active: 'no' })).statusCode).toBe(400);
    expect((await call('PATCH', `/companies/${hostId}/providers/no-uuid`, hostToken, { active: false })).statusCode).toBe(400);
  });

  it('no edita una invitación pendiente (409)', async () => {
    const response = await call('PATCH', `/companies/${hostId}/providers/${pendingId}`, hostToken, { reference: 'P-9' });
    expect(response.statusCode).toBe(409);
    expect(json(response).mensaje).toBe('Solo puede editar relaciones aceptadas');
  });

  it('guarda el número del proveedor, lo muestra en la tarjeta y lo encuentra la búsqueda', async () => {
    const response = await call('PATCH', `/companies/${hostId}/providers/${providerId}`, hostToken, { reference: '  ERP-00042 ' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ codigo: 0, mensaje: 'Operación exitosa. El proveedor se actualizó correctamente.', respuesta: { reference: 'ERP-00042', active: true } });
    expect(await card()).toMatchObject({ reference: 'ERP-00042', active: true });
    expect(await card('&search=erp-00042')).toBeDefined();
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'collaboration.updated'), eq(auditLog.entityId, providerId)));
    expect(audit?.companyId).toBe(hostId);
  });

  it('el número es de quien lo escribe: el proveedor no lo ve en su lista de clientes', async () => {
    const items = json(await call('GET', `/companies/${providerId}/clients`, providerToken)).respuesta.items as { id: string; reference: string | null }[];
    expect(items.find((i) => i.id === hostId)?.reference).toBeNull();
  });

  it('desactivado: INACTIVO en la tarjeta, fuera del contador de inicio, sin servicios nuevos (409) ni recordatorios', async () => {
    const { set } = await buildDocumentSet(t.db, { stages: STAGES });
    await buildService(t.db, { clientId: hostId, providerId, setId: set.id, name: 'Servicio inactivo', startDate: '2026-04-01' });
    const response = await call('PATCH', `/companies/${hostId}/providers/${providerId}`, hostToken, { active: false });
    expect(json(response).respuesta).toEqual({ reference: 'ERP-00042', active: false });
    expect(await card()).toMatchObject({ active: false });
    const counted = json(await call('GET', `/companies/${hostId}/providers?size=1&active=true`, hostToken)).respuesta.counts.todos;
    const all = json(await call('GET', `/companies/${hostId}/providers?size=1`, hostToken)).respuesta.counts.todos;
    expect(all - counted).toBe(1);

    const mine = await newService('Servicio con inactivo');
    expect(mine.statusCode).toBe(409);
    expect(json(mine).mensaje).toBe('No se pueden crear servicios con un proveedor inactivo. Actívelo desde su tarjeta e intente de nuevo.');
    const theirs = await newService('Propuesto por el proveedor', providerToken, true);
    expect(theirs.statusCode).toBe(409);
    expect(json(theirs).mensaje).toBe('La otra empresa desactivó esta relación; no se pueden crear servicios nuevos.');

    await t.ctx.dueReminders.run({ day: DAY });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, providerReaderId))).toHaveLength(0);
  });

  it('activado de nuevo: vuelve a permitir servicios; el proveedor edita su propia vista del cliente', async () => {
    expect((await call('PATCH', `/companies/${hostId}/providers/${providerId}`, hostToken, { active: true, reference: '' })).statusCode).toBe(200);
    expect(await card()).toMatchObject({ reference: null, active: true });
    expect((await newService('Servicio tras reactivar')).statusCode).toBe(200);
    const own = await call('PATCH', `/companies/${providerId}/clients/${hostId}`, providerToken, { reference: 'CLI-7' });
    expect(json(own)).toMatchObject({ mensaje: 'Operación exitosa. El cliente se actualizó correctamente.', respuesta: { reference: 'CLI-7', active: true } });
    const [row] = await t.db.select().from(companyLinks).where(and(eq(companyLinks.clientId, hostId), eq(companyLinks.providerId, providerId)));
    expect(row).toMatchObject({ clientRef: null, providerRef: 'CLI-7', clientActive: true, providerActive: true });
  });
});
