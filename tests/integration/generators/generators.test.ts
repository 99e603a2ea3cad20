import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyLinks, generators } from '../../../src/server/db/schema';
import { MENSAJES_GENERADOR } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { jpegHeader } from '../../fixtures/jpeg';
import { giveRegionManagers } from '../../fixtures/region-managers';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const GENERAL = {
  general: {
    clientName: 'Corporativo Demo', csp: 'CSP-001', serviceOfferedIdList: ['Instalación de telecomunicaciones'], startDate: '2026-11-01', endDate: '2026-11-15',
    idSupplier: 'PROV-77', idSap: 'SAP-1001', city: 'Guadalajara', state: 'Jalisco', address: 'Av. Vallarta 1200', area: 'Operaciones', assignment: 'PIM', businessUnit: 'Empresarial',
  },
  supervisor: {
    name: 'Luis', lastName: 'García', motherLastName: 'Pérez', phone: '3312345678', email: 'luis@campo.demo', listRegions: 'Occidente',
    listResponsible: 'Ana Ruiz', phoneResponsible: '3398765432', emailResponsible: 'ana@corporativo.demo', emailManager: 'gerente@corporativo.demo',
  },
};

describe('generadores: creación, secciones, fotografías, estatus y lista', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  let fieldToken: string;
  let readerToken: string;
  let clientToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const client = await buildCompany(t.db, { status: 'CORPORATIVO', invitedAs: 'client' });
    const provider = await buildCompany(t.db, { generadores: true, invited: true, products: ['GENERADORES'] });
    clientId = client.id;
    providerId = provider.id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    await giveRegionManagers(t, clientId, [{ name: 'Ana Ruiz', email: 'ana@corporativo.demo', region: 'Occidente' }]);
    fieldToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Lector' })).email)).accessToken;
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | undefined, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1/generador${url}`, payload, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  async function newGenerator(id = randomUUID()) {
    const response = await call('POST', `/init/idCompany/${clientId}/idProvider/${providerId}`, fieldToken, { id });
    expect(response.statusCode).toBe(200);
    return json(response).respuesta as { id: string; generatedCode: string };
  }

  const photo = (generatorId: string, seed: string, size: [number, number] = [800, 600], id = randomUUID(), list = 'beforeList') =>
    call('POST', `/photographic/id/${generatorId}/photos`, fieldToken, { id, list, ns: 'NS-1', activities: 'Instalación de antena', content: jpegHeader(size[0], size[1], seed).toString('base64') });

  it('crea con el UUID del cliente, asigna un código y repetir la creación no duplica', async () => {
    const id = randomUUID();
    const first = await newGenerator(id);
    expect(first.id).toBe(id);
    expect(first.generatedCode).toMatch(/^GEN-\d{4}-\d{6}$/);
    expect(await newGenerator(id)).toEqual(first);
    const generator = json(await call('GET', `/id/${id}`, fieldToken)).respuesta;
    expect(generator).toMatchObject({ status: 'DRAFT', statusPago: 'PENDING', providerCompanyId: providerId, clientCompanyId: clientId });
  });

  it('guarda datos generales, geolocalización y valida con mensajes en español', async () => {
    const { id } = await newGenerator();
    const saved = await call('PATCH', `/general/id/${id}`, fieldToken, GENERAL);
    expect(saved.statusCode).toBe(200);
    expect(json(saved).respuesta).toMatchObject({ city: 'Guadalajara', startDate: '2026-11-01' });

    const bad = await call('PATCH', `/general/id/${id}`, fieldToken, { general: { ...GENERAL.general, startDate: '2024-01-01', endDate: '2023-12-01', serviceOfferedIdList: [] }, supervisor: { ...GENERAL.supervisor, email: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).respuesta.campos).toMatchObject({
      'general.startDate': MENSAJES_GENERADOR.fechaInicioMinima,
      'general.serviceOfferedIdList': MENSAJES_GENERADOR.seleccioneServicio,
      'supervisor.email': MENSAJES_GENERADOR.correoInvalido,
    });

    const geo = await call('PATCH', `/geolocation/id/${id}`, fieldToken, { date: '2026-11-02', address: 'Av. Vallarta 1200', code: 'GDL-01', name: 'Sitio Vallarta', coordinates: { lat: 20.6736, lng: -103.3927, accuracy: 12 }, folioTracker: 'FT-99' });
    expect(json(geo).respuesta.geolocation.coordinates.accuracy).toBe(12);
  });

  it('acepta fotos de hasta 800×600, rechaza las más grandes, las repetidas y la número 13', async () => {
    const { id } = await newGenerator();
    expect((await photo(id, 'a')).statusCode).toBe(200);
    const big = await photo(id, 'grande', [4000, 3000]);
    expect(big.statusCode).toBe(400);
    expect(json(big).mensaje).toBe(MENSAJES_GENERADOR.imagenMuyGrande);
    const duplicate = await photo(id, 'a');
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).mensaje).toBe(MENSAJES_GENERADOR.imagenRepetida);
    const notJpeg = await call('POST', `/photographic/id/${id}/photos`, fieldToken, { id: randomUUID(), list: 'endList', content: Buffer.from('hola').toString('base64') });
    expect(notJpeg.statusCode).toBe(400);

    for (let i = 1; i < 12; i++) expect((await photo(id, `foto-${i}`, [640, 480], randomUUID(), i % 2 ? 'duringList' : 'endList')).statusCode).toBe(200);
    const thirteenth = await photo(id, 'foto-13');
    expect(json(thirteenth).mensaje).toBe(MENSAJES_GENERADOR.limiteFotos);
    const generator = json(await call('GET', `/id/${id}`, fieldToken)).respuesta;
    const total = generator.photographic.beforeList.length + generator.photographic.duringList.length + generator.photographic.endList.length;
    expect(total).toBe(12);
  });

  it('reintentar la misma foto (mismo id) no la duplica y la imagen se puede descargar', async () => {
    const { id } = await newGenerator();
    const photoId = randomUUID();
    await photo(id, 'reintento', [800, 600], photoId);
    expect((await photo(id, 'reintento', [800, 600], photoId)).statusCode).toBe(200);
    const generator = json(await call('GET', `/id/${id}`, fieldToken)).respuesta;
    expect(generator.photographic.beforeList.map((p: { imageId: string }) => p.imageId)).toEqual([photoId]);
    const image = await call('GET', `/photographic/id/${id}/imageId/${photoId}`, clientToken);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('reglas de estatus: archivar/desarchivar, deshabilitar y editar solo En proceso', async () => {
    const { id } = await newGenerator();
    const stored = await call('PATCH', `/${id}/store`, clientToken);
    expect(json(stored)).toMatchObject({ mensaje: MENSAJES_GENERADOR.archivado, respuesta: { status: 'STORED' } });
    expect((await call('PATCH', `/general/id/${id}`, fieldToken, GENERAL)).statusCode).toBe(409);
    expect(json(await call('PATCH', `/${id}/unstore`, clientToken)).respuesta.status).toBe('DRAFT');
    const disabled = await call('DELETE', `/disableGenerador/${id}`, fieldToken);
    expect(json(disabled)).toMatchObject({ mensaje: MENSAJES_GENERADOR.generadorDeshabilitado, respuesta: { status: 'DISABLED' } });
    expect((await call('DELETE', `/disableGenerador/${id}`, fieldToken)).statusCode).toBe(409);
    expect((await call('PATCH', `/${id}/store`, clientToken)).statusCode).toBe(409);
  });

  it('el cliente aprueba o rechaza lo que está Bajo Revisión y marca el pago; el proveedor no puede', async () => {
    const { id } = await newGenerator();
    expect((await call('PATCH', `/${id}/review`, clientToken, { decision: 'APPROVED' })).statusCode).toBe(409);
    await t.db.update(generators).set({ status: 'REVISION' }).where(eq(generators.id, id));
    expect((await call('PATCH', `/${id}/review`, fieldToken, { decision: 'APPROVED' })).statusCode).toBe(403);
    const noReason = await call('PATCH', `/${id}/review`, clientToken, { decision: 'REJECTED', comment: '' });
    expect(json(noReason).respuesta.campos.comment).toBe(MENSAJES_GENERADOR.comentarioRequerido);
    expect((await call('DELETE', `/disableGenerador/${id}`, fieldToken)).statusCode).toBe(409);
    const approved = await call('PATCH', `/${id}/review`, clientToken, { decision: 'APPROVED', comment: 'Todo en orden' });
    expect(json(approved).respuesta).toMatchObject({ status: 'APPROVED', comment: 'Todo en orden' });
    const paid = await call('PATCH', `/${id}/payment`, clientToken);
    expect(json(paid).respuesta).toMatchObject({ status: 'PAID', statusPago: 'PAID' });
    expect((await call('PATCH', `/${id}/payment`, clientToken)).statusCode).toBe(409);
  });

  it('la lista excluye deshabilitados, oculta archivados salvo que se pidan y busca sin distinguir mayúsculas', async () => {
    const visible = await newGenerator();
    const archived = await newGenerator();
    const disabled = await newGenerator();
    await call('PATCH', `/${archived.id}/store`, fieldToken);
    await call('DELETE', `/disableGenerador/${disabled.id}`, fieldToken);
    const ids = (query: string) => call('GET', `/idCompany/${providerId}/allLite?size=25${query}`, fieldToken).then((r) => json(r).respuesta.items.map((g: { id: string }) => g.id));
    const clientIds = (query: string) => call('GET', `/idCompany/${clientId}/allLite?size=25${query}`, clientToken).then((r) => json(r).respuesta.items.map((g: { id: string }) => g.id));
    // A draft is its provider's until it is sent, archived or not.
    expect(await clientIds('&archived=true')).not.toContain(visible.id);
    expect(await clientIds('&archived=true')).not.toContain(archived.id);
    const plain = await ids('');
    expect(plain).toContain(visible.id);
    expect(plain).not.toContain(archived.id);
    expect(plain).not.toContain(disabled.id);
    const withArchived = await ids('&archived=true');
    expect(withArchived).toContain(archived.id);
    expect(withArchived).not.toContain(disabled.id);
    expect(await ids(`&search=${visible.generatedCode.toLowerCase()}`)).toEqual([visible.id]);
    expect((await call('GET', `/idCompany/${clientId}/allLite?size=7`, clientToken)).statusCode).toBe(400);
  });

  it('401 sin sesión, 403 para un Lector, 404 para otra empresa, 400 con cuerpo inválido', async () => {
    const { id } = await newGenerator();
    expect((await call('GET', `/id/${id}`, undefined)).statusCode).toBe(401);
    expect((await call('PATCH', `/general/id/${id}`, readerToken, GENERAL)).statusCode).toBe(403);
    expect((await call('GET', `/id/${id}`, outsiderToken)).statusCode).toBe(404);
    expect((await call('GET', `/idCompany/${providerId}/allLite`, outsiderToken)).statusCode).toBe(404);
    expect((await call('POST', `/init/idCompany/${clientId}/idProvider/${providerId}`, outsiderToken, {})).statusCode).toBe(404);
    expect((await call('PATCH', `/geolocation/id/${id}`, fieldToken, { date: 'ayer' })).statusCode).toBe(400);
  });

  it('la creación con Idempotency-Key se repite sin efecto y otra carga con la misma clave es 422', async () => {
    const key = `gen-${randomUUID()}`;
    const body = { id: randomUUID() };
    const first = await call('POST', `/init/idCompany/${clientId}/idProvider/${providerId}`, fieldToken, body, { 'idempotency-key': key });
    const replay = await call('POST', `/init/idCompany/${clientId}/idProvider/${providerId}`, fieldToken, body, { 'idempotency-key': key });
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const other = await call('POST', `/init/idCompany/${clientId}/idProvider/${providerId}`, fieldToken, { id: randomUUID() }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
  });
});
