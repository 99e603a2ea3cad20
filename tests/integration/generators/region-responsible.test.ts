import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks, generators, signatureProcesses } from '../../../src/server/db/schema';
import { MENSAJES_GENERADOR as M } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { jpegHeader } from '../../fixtures/jpeg';
import { pngImage } from '../../fixtures/png';
import { giveRegionManagers } from '../../fixtures/region-managers';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const GENERAL = {
  clientName: 'Corporativo Región', csp: 'CSP-6', serviceOfferedIdList: ['Instalación'], startDate: '2026-11-01', endDate: '2026-11-20',
  idSupplier: 'PROV-6', idSap: 'SAP-6', city: 'Monterrey', state: 'Nuevo León', address: 'Av. Juárez 6', area: 'Infraestructura', assignment: 'PM', businessUnit: 'Residencial',
};
const supervisor = (emailResponsible: string, listResponsible = 'Ana Ruiz') => ({
  name: 'Luis', lastName: 'García', motherLastName: 'Pérez', phone: '8112345678', email: 'supervisor@proveedor.mx', listRegions: 'Noreste',
  listResponsible, phoneResponsible: '8187654321', emailResponsible, emailManager: 'director@cliente.mx',
});

describe('responsable de la región: solo de la lista del cliente (seguridad 6)', () => {
  let t: TestApp;
  let token: string;
  let clientId: string;
  let bareClientId: string;
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    bareClientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { generadores: true })).id;
    await t.db.insert(companyLinks).values([
      { clientId, providerId, status: 'ACCEPTED' },
      { clientId: bareClientId, providerId, status: 'ACCEPTED' },
    ]);
    await giveRegionManagers(t, clientId, [{ name: 'Ana Ruiz Castañeda', email: 'ana.ruiz@cliente.mx' }]);
    await buildUser(t.db, { companyId: clientId, role: 'Administrador', email: 'validador@cliente.mx', completeName: 'Valeria Domínguez' });
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url: `/api/v1/generador${url}`, payload, headers: { authorization: `Bearer ${token}` } });

  async function newGenerator(client = clientId) {
    const id = randomUUID();
    expect((await api('POST', `/init/idCompany/${client}/idProvider/${providerId}`, { id })).statusCode).toBe(200);
    return id;
  }

  it('rechaza un correo que no está en la lista de gerentes regionales del cliente, con error en el campo', async () => {
    const id = await newGenerator();
    const response = await api('PATCH', `/general/id/${id}`, { general: GENERAL, supervisor: supervisor('yo.mismo@proveedor.mx') });
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(M.responsableNoValido);
    expect(json(response).respuesta.campos).toMatchObject({ 'supervisor.emailResponsible': M.responsableNoValido });
    const saved = json(await api('GET', `/id/${id}`)).respuesta;
    expect(saved.supervisor).toBeNull();
  });

  it('rechaza cualquier responsable cuando el cliente no tiene lista de gerentes', async () => {
    const id = await newGenerator(bareClientId);
    const response = await api('PATCH', `/general/id/${id}`, { general: GENERAL, supervisor: supervisor('ana.ruiz@cliente.mx') });
    expect(response.statusCode).toBe(400);
    expect(json(response).respuesta.campos).toMatchObject({ 'supervisor.emailResponsible': M.responsableNoValido });
  });

  it('acepta a un gerente de la lista sin distinguir mayúsculas', async () => {
    const id = await newGenerator();
    const response = await api('PATCH', `/general/id/${id}`, { general: GENERAL, supervisor: supervisor('Ana.Ruiz@Cliente.mx') });
    expect(response.statusCode).toBe(200);
  });

  it('el proceso de firma toma al responsable y al validador de la empresa cliente, no de lo que escribió el proveedor', async () => {
    const id = await newGenerator();
    expect((await api('PATCH', `/general/id/${id}`, { general: GENERAL, supervisor: supervisor('ana.ruiz@cliente.mx', 'Nombre Inventado') })).statusCode).toBe(200);
    await api('PATCH', `/geolocation/id/${id}`, { date: '2026-11-03', address: 'Av. Juárez 6', code: 'MTY-6', name: 'Sitio', coordinates: { lat: 25.67, lng: -100.31, accuracy: 8 }, folioTracker: 'FT-6' });
    await api('POST', `/id/${id}/providerLogo`, { name: 'logo.png', extension: 'png', content: pngImage(120, 60).toString('base64') });
    for (let i = 0; i < 5; i++) {
      await api('POST', `/photographic/id/${id}/photos`, { id: randomUUID(), list: 'beforeList', ns: `NS-${i}`, activities: `Actividad ${i}`, content: jpegHeader(800, 600, `${id}-${i}`).toString('base64') });
    }

    // A row written before this check existed (or by hand) still cannot start a process.
    const [row] = await t.db.select({ supervisor: generators.supervisor }).from(generators).where(eq(generators.id, id));
    await t.db.update(generators).set({ supervisor: { ...row?.supervisor, emailResponsible: 'supervisor@proveedor.mx' } as typeof generators.$inferInsert.supervisor }).where(eq(generators.id, id));
    const refused = await api('POST', `/generadorPdfAndProcess/${id}`);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).respuesta.campos).toMatchObject({ 'supervisor.emailResponsible': M.responsableNoValido });
    expect(await t.db.select().from(signatureProcesses).where(eq(signatureProcesses.generatorId, id))).toHaveLength(0);

    await t.db.update(generators).set({ supervisor: row?.supervisor }).where(eq(generators.id, id));
    const started = await api('POST', `/generadorPdfAndProcess/${id}`);
    expect(started.statusCode).toBe(200);
    expect(json(started).respuesta.signers.map((s: { role: string; name: string }) => [s.role, s.name])).toEqual([
      ['Supervisor', 'Luis García Pérez'],
      ['Responsable de la región', 'Ana Ruiz Castañeda'],
      ['Validador del cliente', 'Valeria Domínguez'],
    ]);
  });
});
