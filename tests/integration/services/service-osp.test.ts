import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, services } from '../../../src/server/db/schema';
import { buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';

let t: TestApp;
let w: ServiceWorld;
let providerReader: string;
const ACTIVITIES = [{ name: 'Servicios de limpieza' }, { name: 'Mantenimiento de áreas verdes' }];

beforeAll(async () => {
  ({ t, w } = await startServiceWorld());
  await t.db.update(companies).set({ repses: ACTIVITIES }).where(eq(companies.id, w.provider.id));
  providerReader = (await signIn(t.app, (await buildUser(t.db, { companyId: w.provider.id, role: 'Lector' })).email)).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const put = (token: string | undefined, payload: unknown, serviceId = w.service.id) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/services/${serviceId}/osp/add`, headers: token ? bearer(token) : {}, payload: payload as object });
const detail = async (token: string) => json(await t.app.inject({ url: `/api/v1/services/${w.service.id}`, headers: bearer(token) })).respuesta;

describe('objeto social preponderante del servicio', () => {
  it('rechaza la llamada sin sesión (401) y a quien no es parte del servicio (404)', async () => {
    expect((await put(undefined, { objetoSocialPreponderante: 'Servicios de limpieza' })).statusCode).toBe(401);
    expect((await put(w.tokens.stranger, { objetoSocialPreponderante: 'Servicios de limpieza' })).statusCode).toBe(404);
    expect((await put(w.tokens.provider, { objetoSocialPreponderante: 'Servicios de limpieza' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lo indica el proveedor: el cliente y un Lector del proveedor reciben 403', async () => {
    expect((await put(w.tokens.client, { objetoSocialPreponderante: 'Servicios de limpieza' })).statusCode).toBe(403);
    expect((await put(providerReader, { objetoSocialPreponderante: 'Servicios de limpieza' })).statusCode).toBe(403);
  });

  it('valida el cuerpo y que sea una actividad REPSE del proveedor (400)', async () => {
    const empty = await put(w.tokens.provider, { objetoSocialPreponderante: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).respuesta.campos.objetoSocialPreponderante).toBe('Campo requerido');
    expect((await put(w.tokens.provider, {})).statusCode).toBe(400);
    expect((await put(w.tokens.provider, { objetoSocialPreponderante: 'Servicios de limpieza', extra: 1 })).statusCode).toBe(400);
    const foreign = await put(w.tokens.provider, { objetoSocialPreponderante: 'Construcción de puentes' });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).respuesta.campos.objetoSocialPreponderante).toBe('El objeto social preponderante debe ser una de las actividades REPSE del proveedor.');
  });

  it('sin actividades REPSE registradas responde 409', async () => {
    await t.db.update(companies).set({ repses: [] }).where(eq(companies.id, w.provider.id));
    const res = await put(w.tokens.provider, { objetoSocialPreponderante: 'Servicios de limpieza' });
    await t.db.update(companies).set({ repses: ACTIVITIES }).where(eq(companies.id, w.provider.id));
    expect(res.statusCode).toBe(409);
    expect(json(res).mensaje).toBe('El proveedor aún no registra actividades REPSE en los datos de su empresa.');
  });

  it('guarda la actividad como la escribió la empresa; ambos lados la ven y solo el proveedor la elige', async () => {
    expect(await detail(w.tokens.provider)).toMatchObject({ objetoSocialPreponderante: null, canSetOsp: true, ospOptions: ['Servicios de limpieza', 'Mantenimiento de áreas verdes'] });
    const res = await put(w.tokens.provider, { objetoSocialPreponderante: '  servicios DE limpieza ' });
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Objeto social preponderante guardado');
    expect(json(res).respuesta.objetoSocialPreponderante).toBe('Servicios de limpieza');
    expect(await detail(w.tokens.client)).toMatchObject({ objetoSocialPreponderante: 'Servicios de limpieza', canSetOsp: false, ospOptions: [] });
    const [row] = await t.db.select({ socialObject: services.socialObject }).from(services).where(eq(services.id, w.service.id));
    expect(row?.socialObject).toBe('Servicios de limpieza');
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'service.social-object-set'), eq(auditLog.entityId, w.service.id)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ companyId: w.provider.id, actorUserId: w.users.providerAdmin.id });
  });
});
