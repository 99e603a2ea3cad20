import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSets, generators } from '../../../src/server/db/schema';
import { buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

type Values = Partial<typeof generators.$inferInsert>;

describe('GET /generador/serviceId/{id}/allLite: los generadores de un servicio', () => {
  let t: TestApp;
  const ids = {} as Record<'client' | 'otherClient' | 'provider' | 'otherProvider' | 'service' | 'otherPairService' | 'repseService' | 'foreignService', string>;
  const tokens = {} as Record<'client' | 'provider' | 'otherProvider' | 'outsider', string>;
  const codes: Record<string, string> = {};

  /** Creates a generator as its provider would (the wizard's call), then gives it its state. */
  async function generator(name: string, clientId: string, providerId: string, providerToken: string, values: Values) {
    const created = json(
      await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, payload: { id: randomUUID() }, headers: { authorization: `Bearer ${providerToken}` } }),
    ).respuesta as { id: string; generatedCode: string };
    await t.db.update(generators).set(values).where(eq(generators.id, created.id));
    codes[name] = created.generatedCode;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const client = await buildCompany(t.db, { name: 'Corporativo Telecom SA de CV', status: 'CORPORATIVO', invitedAs: 'client', products: ['REPSE', 'GENERADORES'] });
    const otherClient = await buildCompany(t.db, { name: 'Otro Cliente SA de CV', status: 'CORPORATIVO', invitedAs: 'client', products: ['REPSE', 'GENERADORES'] });
    const provider = await buildCompany(t.db, { name: 'Torres del Norte SA de CV', invitedAs: 'provider', invited: true, generadores: true });
    const otherProvider = await buildCompany(t.db, { name: 'Redes del Bajío SA de CV', invitedAs: 'provider', invited: true, generadores: true });
    const outsider = await buildCompany(t.db, { name: 'Ajena SA de CV' });
    await linkCompanies(t.db, client.id, provider.id);
    await linkCompanies(t.db, client.id, otherProvider.id);
    await linkCompanies(t.db, otherClient.id, provider.id);
    const generatorsSet = (await buildDocumentSet(t.db, { name: 'Generadores' })).set;
    await t.db.update(documentSets).set({ generators: true }).where(eq(documentSets.id, generatorsSet.id));
    const repseSet = (await buildDocumentSet(t.db, { name: 'REPSE' })).set;
    Object.assign(ids, {
      client: client.id,
      otherClient: otherClient.id,
      provider: provider.id,
      otherProvider: otherProvider.id,
      service: (await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: generatorsSet.id, name: 'Mantenimiento de sitios' })).id,
      otherPairService: (await buildService(t.db, { clientId: client.id, providerId: otherProvider.id, setId: generatorsSet.id })).id,
      repseService: (await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: repseSet.id, name: 'Limpieza' })).id,
      foreignService: (await buildService(t.db, { clientId: otherClient.id, providerId: provider.id, setId: generatorsSet.id })).id,
    });
    const tokenOf = async (companyId: string, role: 'Administrador' | 'Colaborador' | 'Lector') => (await signIn(t.app, (await buildUser(t.db, { companyId, role })).email)).accessToken;
    const providerWriter = await tokenOf(provider.id, 'Colaborador');
    const otherWriter = await tokenOf(otherProvider.id, 'Colaborador');
    Object.assign(tokens, { client: await tokenOf(client.id, 'Lector'), provider: await tokenOf(provider.id, 'Lector'), otherProvider: otherWriter, outsider: await tokenOf(outsider.id, 'Administrador') });

    await generator('borrador', client.id, provider.id, providerWriter, { status: 'DRAFT', city: 'Monterrey' });
    await generator('revision', client.id, provider.id, providerWriter, { status: 'REVISION', city: 'Monterrey', startDate: '2026-10-05', endDate: '2026-10-20' });
    await generator('aprobado', client.id, provider.id, providerWriter, { status: 'APPROVED', city: 'Saltillo', startDate: '2026-09-01', endDate: '2026-09-15' });
    await generator('pagado', client.id, provider.id, providerWriter, { status: 'PAID', statusPago: 'PAID', city: 'Torreón' });
    await generator('rechazado', client.id, provider.id, providerWriter, { status: 'REJECTED', city: 'Apodaca', comment: 'Faltan fotografías' });
    await generator('revision2', client.id, provider.id, providerWriter, { status: 'REVISION', city: 'Guadalupe' });
    await generator('archivado', client.id, provider.id, providerWriter, { status: 'STORED', statusBeforeStore: 'APPROVED', city: 'Monterrey' });
    await generator('deshabilitado', client.id, provider.id, providerWriter, { status: 'DISABLED', city: 'Monterrey' });
    // Same client, another provider; same provider, another client: never in this service's list.
    await generator('otroProveedor', client.id, otherProvider.id, otherWriter, { status: 'REVISION', city: 'León' });
    await generator('otroCliente', otherClient.id, provider.id, providerWriter, { status: 'REVISION', city: 'Monterrey' });
  });
  afterAll(() => t.close());

  const get = (serviceId: string, query = '', token: string | null = tokens.client) =>
    t.app.inject({ method: 'GET', url: `/api/v1/generador/serviceId/${serviceId}/allLite?${query.includes('size=') ? query : `size=25&${query}`}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const listed = async (serviceId: string, query = '', token: string = tokens.client) => {
    const response = await get(serviceId, query, token);
    expect(response.statusCode).toBe(200);
    return json(response).respuesta as { items: { generatedCode: string; providerCompanyId: string; clientCompanyId: string }[]; total: number | null; totalCapped: boolean; hasStored: boolean; nextCursor: string | null };
  };
  const codesOf = async (serviceId: string, query = '', token: string = tokens.client) => (await listed(serviceId, query, token)).items.map((i) => i.generatedCode).toSorted();
  const expected = (...names: string[]) => names.map((n) => codes[n]).toSorted();

  it('sin sesión responde 401', async () => {
    expect((await get(ids.service, '', null)).statusCode).toBe(401);
  });

  it('una empresa ajena al servicio, o un servicio que no existe, es 404; un id mal formado es 400', async () => {
    expect((await get(ids.service, '', tokens.outsider)).statusCode).toBe(404);
    // A provider of the same client, but not on this service.
    expect((await get(ids.service, '', tokens.otherProvider)).statusCode).toBe(404);
    expect((await get(randomUUID())).statusCode).toBe(404);
    const bad = await get('no-es-uuid');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).respuesta.campos)).toContain('params.serviceId');
  });

  it('el cliente ve los generadores enviados de ese servicio: ni borradores, ni archivados, ni los de otra pareja', async () => {
    const page = await listed(ids.service);
    expect(page.items.map((i) => i.generatedCode).toSorted()).toEqual(expected('revision', 'aprobado', 'pagado', 'rechazado', 'revision2'));
    expect(page.total).toBe(5);
    expect(page.hasStored).toBe(true);
    expect(page.items.every((i) => i.providerCompanyId === ids.provider && i.clientCompanyId === ids.client)).toBe(true);
    expect(await codesOf(ids.service, 'archived=true&status=archiv')).toEqual(expected('archivado'));
  });

  it('el proveedor del servicio (un Lector) también lo lee, con sus borradores y sin los de otro cliente', async () => {
    expect(await codesOf(ids.service, '', tokens.provider)).toEqual(expected('borrador', 'revision', 'aprobado', 'pagado', 'rechazado', 'revision2'));
    expect(await codesOf(ids.foreignService, '', tokens.provider)).toEqual(expected('otroCliente'));
  });

  it('aplica los filtros por columna y el buscador de la lista', async () => {
    expect(await codesOf(ids.service, 'city=monterrey')).toEqual(expected('revision'));
    expect(await codesOf(ids.service, 'city=monterrey', tokens.provider)).toEqual(expected('borrador', 'revision'));
    expect(await codesOf(ids.service, 'status=aprob')).toEqual(expected('aprobado'));
    expect(await codesOf(ids.service, 'statusPago=pagado&status=pagado')).toEqual(expected('pagado'));
    expect(await codesOf(ids.service, 'startDate=09-2026')).toEqual(expected('aprobado'));
    expect(await codesOf(ids.service, `search=${codes.rechazado}`)).toEqual(expected('rechazado'));
    // The other provider's name is not on this service's list, even searched for.
    expect(await codesOf(ids.service, `provider=${encodeURIComponent('bajío')}`)).toEqual([]);
    // A providerId is not a parameter here: the service already fixes the provider.
    expect(await codesOf(ids.service, `providerId=${ids.otherProvider}`)).toEqual(expected('revision', 'aprobado', 'pagado', 'rechazado', 'revision2'));
  });

  it('pagina por número y por cursor sin repetir ni perder filas', async () => {
    const first = await listed(ids.service, 'size=5', tokens.provider);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(6);
    expect(first.nextCursor).not.toBeNull();
    const byCursor = await listed(ids.service, `size=5&page=1&after=${encodeURIComponent(first.nextCursor ?? '')}`, tokens.provider);
    const byNumber = await listed(ids.service, 'size=5&page=1', tokens.provider);
    expect(byCursor.items.map((i) => i.generatedCode)).toEqual(byNumber.items.map((i) => i.generatedCode));
    expect(byCursor.total).toBeNull();
    expect(byCursor.nextCursor).toBeNull();
    expect([...first.items, ...byCursor.items].map((i) => i.generatedCode).toSorted()).toEqual(expected('borrador', 'revision', 'aprobado', 'pagado', 'rechazado', 'revision2'));
  });

  it('un servicio que no es de la línea de generadores no tiene generadores', async () => {
    const page = await listed(ids.repseService);
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('el servicio dice si es de la línea de generadores (para abrir su pantalla)', async () => {
    const detail = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/services/${id}`, headers: { authorization: `Bearer ${tokens.client}` } });
    expect(json(await detail(ids.service)).respuesta.generators).toBe(true);
    expect(json(await detail(ids.repseService)).respuesta.generators).toBe(false);
  });
});
