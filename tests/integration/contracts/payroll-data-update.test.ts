import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentSets } from '../../../src/server/db/schema';
import { buildService } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';

let t: TestApp;
let w: ServiceWorld;

beforeAll(async () => ({ t, w } = await startServiceWorld()), 180_000);
afterAll(async () => t?.close());

const put = (token: string | undefined, payload: unknown, serviceId = w.service.id) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/services/${serviceId}/nominas/update`, headers: token ? bearer(token) : {}, payload: payload as object });
const uploadContract = async (serviceId = w.service.id) => {
  const body = multipart({ name: 'Contrato de limpieza', amount: '1000', employees: '10', cfdiFrequency: '04' }, { name: 'contrato.pdf', bytes: PDF });
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/services/${serviceId}/contracts/add`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(200);
  return json(res).respuesta;
};

describe('datos de nómina del servicio (PUT …/nominas/update)', () => {
  it('rechaza la llamada sin sesión (401), a quien no es parte (404), al cliente (403) y exige el contrato antes (409)', async () => {
    expect((await put(undefined, { employees: 3 })).statusCode).toBe(401);
    expect((await put(w.tokens.stranger, { employees: 3 })).statusCode).toBe(404);
    expect((await put(w.tokens.client, { employees: 3 })).statusCode).toBe(403);
    const early = await put(w.tokens.provider, { employees: 3 });
    expect(early.statusCode).toBe(409);
    expect(json(early).mensaje).toBe('Primero suba el contrato del servicio para capturar sus datos de nómina.');
  });

  it('valida el cuerpo con los mensajes del contrato (400)', async () => {
    await uploadContract();
    const none = await put(w.tokens.provider, {});
    expect(none.statusCode).toBe(400);
    expect(json(none).respuesta.campos.employees).toBe('Indique el número de trabajadores o la periodicidad de pago.');
    expect(json(await put(w.tokens.provider, { employees: 2.5 })).respuesta.campos.employees).toBe('Debe ser un entero');
    expect(json(await put(w.tokens.provider, { employees: -1 })).respuesta.campos.employees).toBe('Debe ser un entero');
    expect(json(await put(w.tokens.provider, { cfdiFrequency: '77' })).respuesta.campos.cfdiFrequency).toBe('Seleccione una periodicidad de pago válida');
    expect((await put(w.tokens.provider, { employees: 3, amount: 5 })).statusCode).toBe(400);
  });

  it('actualiza trabajadores y periodicidad sin volver a poner el contrato en revisión, con su línea en la Bitácora', async () => {
    const decided = await t.app.inject({ method: 'PUT', url: `/api/v1/services/${w.service.id}/contracts/validate`, headers: bearer(w.tokens.client), payload: { validationStatus: { status: 'ACCEPTED' } } });
    expect(decided.statusCode).toBe(200);
    const res = await put(w.tokens.provider, { employees: 42, cfdiFrequency: '02' });
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Datos de nómina actualizados');
    expect(json(res).respuesta).toMatchObject({ employees: 42, cfdiFrequency: '02', amount: 1000, validationStatus: { status: 'ACCEPTED' } });
    const only = await put(w.tokens.provider, { cfdiFrequency: '04' });
    expect(json(only).respuesta).toMatchObject({ employees: 42, cfdiFrequency: '04' });
    const view = json(await t.app.inject({ url: `/api/v1/services/${w.service.id}/contracts`, headers: bearer(w.tokens.client) })).respuesta;
    expect(view.contract).toMatchObject({ employees: 42, cfdiFrequency: '04' });
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'service-contract.payroll-updated'), eq(auditLog.companyId, w.provider.id)));
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.details).find((d) => (d as { employees?: number }).employees === 42)).toMatchObject({ serviceId: w.service.id, previous: { employees: 10, cfdiFrequency: '04' } });
  });

  it('un servicio de generadores no lleva datos de nómina (409)', async () => {
    const [set] = await t.db.insert(documentSets).values({ name: 'Generadores prueba', generators: true }).returning();
    if (!set) throw new Error('set');
    const service = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: set.id });
    const res = await put(w.tokens.provider, { cfdiFrequency: '04' }, service.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).mensaje).toBe('Un servicio de generadores no lleva datos de nómina.');
  });
});
