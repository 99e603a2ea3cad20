import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('proveedores y clientes vinculados de una empresa', () => {
  let t: TestApp;
  let clientId: string;
  let fieldProviderId: string;
  let otherClientId: string;
  let clientToken: string;
  let providerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { name: 'Cliente Vinculos SA de CV', invitedAs: 'client', products: ['REPSE', 'GENERADORES'] })).id;
    const otherClient = await buildCompany(t.db, { name: 'Otro Cliente SA de CV', invitedAs: 'client', products: ['REPSE'] });
    otherClientId = otherClient.id;
    const providers = [
      await buildCompany(t.db, { name: 'Redes del Bajío SA de CV', type: 'moral', generadores: true, email: 'contacto@redes.mx' }),
      await buildCompany(t.db, { name: 'Torres y Antenas del Norte SA de CV', type: 'moral', generadores: true }),
      await buildCompany(t.db, { name: 'María Fernanda Ortiz Luna', type: 'fisica', generadores: true }),
      await buildCompany(t.db, { name: 'Limpieza Industrial SA de CV', type: 'moral', generadores: false }),
    ];
    fieldProviderId = providers[0]?.id ?? '';
    await t.db.insert(companyLinks).values([
      ...providers.map((p) => ({ clientId, providerId: p.id, status: 'ACCEPTED' as const })),
      { clientId: otherClient.id, providerId: fieldProviderId, status: 'PENDING' as const },
    ]);
    for (let i = 0; i < 23; i++) {
      const extra = await buildCompany(t.db, { name: `Proveedor Masivo ${String(i).padStart(2, '0')} SA de CV`, generadores: true });
      await t.db.insert(companyLinks).values({ clientId: otherClient.id, providerId: extra.id, status: 'ACCEPTED' });
    }
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Lector' })).email)).accessToken;
    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: fieldProviderId, role: 'Colaborador' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: otherClient.id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1/companies${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const names = (body: { respuesta: { items: { name: string }[] } }) => body.respuesta.items.map((i) => i.name);

  it('rechaza la consulta sin sesión (401)', async () => {
    expect((await get(`/${clientId}/providers`)).statusCode).toBe(401);
    expect((await get(`/${clientId}/clients`)).statusCode).toBe(401);
  });

  it('responde 404 con el id de una empresa a la que el usuario no pertenece', async () => {
    const response = await get(`/${clientId}/providers`, outsiderToken);
    expect(response.statusCode).toBe(404);
    expect(json(response).codigo).not.toBe(0);
    expect((await get(`/${clientId}/clients`, providerToken)).statusCode).toBe(404);
  });

  it('rechaza parámetros inválidos con 400', async () => {
    expect((await get(`/${clientId}/providers?size=500`, clientToken)).statusCode).toBe(400);
    expect((await get(`/${clientId}/providers?type=juridica`, clientToken)).statusCode).toBe(400);
    expect((await get(`/${clientId}/providers?page=-1`, clientToken)).statusCode).toBe(400);
    expect((await get(`/no-es-uuid/providers`, clientToken)).statusCode).toBe(400);
  });

  it('lista los proveedores en orden alfabético con los conteos de los chips', async () => {
    const body = json(await get(`/${clientId}/providers`, clientToken));
    expect(body.codigo).toBe(0);
    expect(names(body)).toEqual(['Limpieza Industrial SA de CV', 'María Fernanda Ortiz Luna', 'Redes del Bajío SA de CV', 'Torres y Antenas del Norte SA de CV']);
    expect(body.respuesta.counts).toEqual({ todos: 4, fisica: 1, moral: 3 });
    expect(body.respuesta.items[2]).toMatchObject({ email: 'contacto@redes.mx', generadores: true, status: 'ACCEPTED', type: 'moral' });
  });

  it('cuenta solo proveedores de generadores y filtra por tipo sin cambiar los conteos', async () => {
    const generadores = json(await get(`/${clientId}/providers?generadores=true`, clientToken)).respuesta;
    expect(generadores.total).toBe(3);
    expect(generadores.counts).toEqual({ todos: 3, fisica: 1, moral: 2 });
    const fisicas = json(await get(`/${clientId}/providers?generadores=true&type=fisica`, clientToken)).respuesta;
    expect(fisicas.items.map((i: { name: string }) => i.name)).toEqual(['María Fernanda Ortiz Luna']);
    expect(fisicas.total).toBe(1);
    expect(fisicas.counts).toEqual({ todos: 3, fisica: 1, moral: 2 });
  });

  it('busca por nombre o RFC sin distinguir mayúsculas', async () => {
    expect(names(json(await get(`/${clientId}/providers?search=ANTENAS`, clientToken)))).toEqual(['Torres y Antenas del Norte SA de CV']);
    const rfc = json(await get(`/${clientId}/providers?search=redes`, clientToken)).respuesta.items[0].rfc as string;
    expect(names(json(await get(`/${clientId}/providers?search=${rfc.slice(0, 6).toLowerCase()}`, clientToken)))).toContain('Redes del Bajío SA de CV');
    expect(names(json(await get(`/${clientId}/providers?search=%25`, clientToken)))).toEqual([]);
  });

  it('pagina de 20 en 20 para el desplazamiento infinito', async () => {
    const first = json(await get(`/${otherClientId}/providers?generadores=true`, outsiderToken)).respuesta;
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(24);
    const second = json(await get(`/${otherClientId}/providers?generadores=true&page=1`, outsiderToken)).respuesta;
    expect(second.items).toHaveLength(4);
    expect(new Set([...first.items, ...second.items].map((i: { id: string }) => i.id)).size).toBe(24);
    // Past the end the page is empty and the counts still cover the whole filtered set.
    expect(json(await get(`/${otherClientId}/providers?generadores=true&page=5`, outsiderToken)).respuesta).toMatchObject({ items: [], total: 24 });
    // The infinite scroll goes on by cursor: the same rows, no count the second time.
    const byCursor = json(await get(`/${otherClientId}/providers?generadores=true&after=${first.nextCursor}`, outsiderToken)).respuesta;
    expect(byCursor).toMatchObject({ total: null, counts: null, nextCursor: null });
    expect(byCursor.items.map((i: { id: string }) => i.id)).toEqual(second.items.map((i: { id: string }) => i.id));
    expect((await get(`/${otherClientId}/providers?after=otro`, outsiderToken)).statusCode).toBe(400);
  });

  it('busca sin acentos: "bajio" y "BAJÍO" encuentran "Bajío"', async () => {
    for (const search of ['bajio', 'BAJÍO']) expect(names(json(await get(`/${clientId}/providers?search=${encodeURIComponent(search)}`, clientToken)))).toEqual(['Redes del Bajío SA de CV']);
  });

  it('muestra al proveedor sus clientes, y con generadores solo los que tienen el producto', async () => {
    const all = json(await get(`/${fieldProviderId}/clients`, providerToken)).respuesta;
    expect(all.items.map((i: { name: string; status: string }) => [i.name, i.status])).toEqual([
      ['Cliente Vinculos SA de CV', 'ACCEPTED'],
      ['Otro Cliente SA de CV', 'PENDING'],
    ]);
    expect(names(json(await get(`/${fieldProviderId}/clients?generadores=true`, providerToken)))).toEqual(['Cliente Vinculos SA de CV']);
  });
});
