import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_SET_ID, DEFAULT_REQUIREMENT_IDS } from '../../../src/shared/domain/compliance-defaults';
import { buildComplianceDocument, buildDocumentSet } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { call, createBody, createService, noticesOf, startServicesWorld, type ServicesWorld } from './services-world';

const ZERO = '00000000-0000-4000-8000-000000000000';

describe('servicios: alta, edición y borrado', () => {
  let t: TestApp;
  let w: ServicesWorld;

  beforeAll(async () => ({ t, w } = await startServicesWorld()));
  afterAll(() => t.close());

  it('sin sesión responde 401 en cada operación', async () => {
    const requests = [
      call(t, 'GET', `/api/v1/service-type/company/${w.client.id}`),
      call(t, 'GET', `/api/v1/services/companies/${w.client.id}/providers/${w.provider.id}/lite`),
      call(t, 'POST', '/api/v1/services', undefined, createBody(w)),
      call(t, 'GET', `/api/v1/services/${ZERO}`),
      call(t, 'PUT', `/api/v1/services/${ZERO}`, undefined, { name: 'x', startDate: '2026-01-01', endDate: '2026-02-01' }),
      call(t, 'DELETE', `/api/v1/services/${ZERO}`),
      call(t, 'GET', `/api/v1/services/${ZERO}/authorize?accept=true`),
    ];
    expect((await Promise.all(requests)).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401]);
  });

  it('el cliente propone un servicio: queda pendiente y avisa a los administradores del proveedor', async () => {
    const created = await createService(t, w, { name: 'Vigilancia nocturna' });
    expect(created).toMatchObject({ name: 'Vigilancia nocturna', status: 'PENDING', viewerState: 'waiting', setId: DEFAULT_DOCUMENT_SET_ID, createdByViewer: true });
    const notices = await noticesOf(t, w.users.providerAdmin.id);
    expect(notices.find((n) => n.type === 'service.created')).toMatchObject({ text: expect.stringContaining('Vigilancia nocturna'), action: { path: '/dashboard/home/clients' } });
    expect((await noticesOf(t, w.users.providerReader.id)).filter((n) => n.type === 'service.created')).toEqual([]);
  });

  it('valida el formulario con los mensajes del spec (400)', async () => {
    const post = (overrides: Record<string, unknown>) => call(t, 'POST', '/api/v1/services', w.tokens.clientAdmin, createBody(w, overrides));
    expect(json(await post({ name: '  ' })).respuesta.campos).toMatchObject({ name: 'Campo requerido' });
    expect(json(await post({ endDate: '' })).respuesta.campos).toMatchObject({ endDate: 'Campo requerido' });
    expect(json(await post({ startDate: '2026-02-31' })).respuesta.campos).toMatchObject({ startDate: 'Fecha inválida' });
    const reversed = await post({ startDate: '2026-05-01', endDate: '2026-04-30' });
    expect(reversed.statusCode).toBe(400);
    expect(json(reversed).respuesta.campos).toEqual({ endDate: 'La fecha de finalización debe ser mayor a la fecha de inicio' });
    expect((await post({ setId: 'no-es-uuid' })).statusCode).toBe(400);
  });

  it('un nombre repetido entre la misma pareja es 409, sin importar mayúsculas ni acentos', async () => {
    await createService(t, w, { name: 'Mantenimiento eléctrico' });
    for (const name of ['MANTENIMIENTO ELÉCTRICO', 'mantenimiento electrico']) {
      const response = await call(t, 'POST', '/api/v1/services', w.tokens.clientAdmin, createBody(w, { name }));
      expect(response.statusCode).toBe(409);
      expect(json(response)).toMatchObject({ mensaje: 'Ya existe un servicio con este nombre', respuesta: { campos: { name: 'Ya existe un servicio con este nombre' } } });
    }
  });

  it('rechaza a quien no puede: Lector y plan sin manejo de servicios (403), empresa ajena o sin vínculo (404), vínculo pendiente (409)', async () => {
    const post = (token: string, overrides: Record<string, unknown> = {}) => call(t, 'POST', '/api/v1/services', token, createBody(w, { name: `S ${Math.random()}`, ...overrides }));
    expect((await post(w.tokens.clientReader)).statusCode).toBe(403);
    expect((await post(w.tokens.premiumAdmin, { companyId: w.premium.id })).statusCode).toBe(403);
    expect((await post(w.tokens.clientAdmin, { companyId: w.outsider.id })).statusCode).toBe(404);
    expect((await post(w.tokens.clientAdmin, { counterpartId: w.outsider.id })).statusCode).toBe(404);
    const pending = await post(w.tokens.clientAdmin, { counterpartId: w.pendingProvider.id });
    expect(pending.statusCode).toBe(409);
    expect(json(pending).mensaje).toMatch(/no colabora con usted/);
  });

  it('no acepta un conjunto de documentos de otra empresa', async () => {
    const { set } = await buildDocumentSet(t.db, { ownerCompanyId: w.outsider.id });
    const response = await call(t, 'POST', '/api/v1/services', w.tokens.clientAdmin, createBody(w, { name: 'Con set ajeno', setId: set.id }));
    expect(response.statusCode).toBe(400);
    expect(json(response).respuesta.campos).toHaveProperty('setId');
  });

  it('el proveedor también puede proponer a su cliente', async () => {
    const body = { companyId: w.provider.id, counterpartId: w.client.id, counterpartSide: 'client', name: 'Propuesto por el proveedor', startDate: '2026-03-01', endDate: '2026-09-30' };
    const response = await call(t, 'POST', '/api/v1/services', w.tokens.providerAdmin, body);
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta).toMatchObject({ clientId: w.client.id, providerId: w.provider.id, viewerState: 'waiting' });
    expect((await noticesOf(t, w.users.clientAdmin.id)).some((n) => n.type === 'service.created')).toBe(true);
  });

  it('solo la parte que lo propuso lo edita; el nombre repetido al editar es 409', async () => {
    const service = await createService(t, w, { name: 'Jardinería' });
    const put = (token: string, body: Record<string, unknown>) => call(t, 'PUT', `/api/v1/services/${service.id}`, token, body);
    const edited = await put(w.tokens.clientAdmin, { name: 'Jardinería y poda', startDate: '2026-02-01', endDate: '2027-01-31' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).respuesta).toMatchObject({ name: 'Jardinería y poda', startDate: '2026-02-01', endDate: '2027-01-31', setId: DEFAULT_DOCUMENT_SET_ID });
    expect((await put(w.tokens.providerAdmin, { name: 'Otro', startDate: '2026-02-01', endDate: '2027-01-31' })).statusCode).toBe(403);
    expect((await put(w.tokens.clientReader, { name: 'Otro', startDate: '2026-02-01', endDate: '2027-01-31' })).statusCode).toBe(403);
    expect((await put(w.tokens.outsiderAdmin, { name: 'Otro', startDate: '2026-02-01', endDate: '2027-01-31' })).statusCode).toBe(404);
    expect((await put(w.tokens.clientAdmin, { name: 'Jardinería', startDate: '2026-02-01', endDate: '2026-01-01' })).statusCode).toBe(400);
    expect((await put(w.tokens.clientAdmin, { name: 'x', startDate: '2026-02-01', endDate: '2027-01-31', setId: ZERO })).statusCode).toBe(400);
    const duplicate = await put(w.tokens.clientAdmin, { name: 'VIGILANCIA NOCTURNA', startDate: '2026-02-01', endDate: '2027-01-31' });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).respuesta.campos).toEqual({ name: 'Ya existe un servicio con este nombre' });
  });

  it('borra solo quien lo propuso y solo si no tiene documentos', async () => {
    const service = await createService(t, w, { name: 'Para borrar' });
    expect((await call(t, 'DELETE', `/api/v1/services/${service.id}`, w.tokens.providerAdmin)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/v1/services/${service.id}`, w.tokens.outsiderAdmin)).statusCode).toBe(404);
    const deleted = await call(t, 'DELETE', `/api/v1/services/${service.id}`, w.tokens.clientAdmin);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ codigo: 0, mensaje: 'Operación completada con éxito' });
    expect((await call(t, 'GET', `/api/v1/services/${service.id}`, w.tokens.clientAdmin)).statusCode).toBe(404);

    const withDocuments = await createService(t, w, { name: 'Con documentos' });
    await buildComplianceDocument(t.db, { companyId: w.provider.id, serviceId: withDocuments.id, requirementId: DEFAULT_REQUIREMENT_IDS['Acuse ICSOE'], year: 2026, month: 4 });
    const refused = await call(t, 'DELETE', `/api/v1/services/${withDocuments.id}`, w.tokens.clientAdmin);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).mensaje).toMatch(/^No se pudo borrar el servicio/);
  });
});
