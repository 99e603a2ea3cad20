import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_SEARCH_COUNT_CAP } from '../../../src/shared/contracts/company-links.contract';
import { companies, companyLinkCounts, companyLinks, companyProducts } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/**
 * The chips' counters of migrations 0037 and 0057 (company_link_counts) are kept by triggers: after
 * every kind of write to links, a company's type, its generadores flag or its GENERADORES product they
 * equal a live count, and the list's chips read them.
 */
describe('conteos de los chips de proveedores y clientes (company_link_counts)', () => {
  let t: TestApp;
  let clientId: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { name: 'Cliente Conteos SA de CV', invitedAs: 'client' })).id;
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId })).email)).accessToken;
  });
  afterAll(() => t.close());

  /** The counters of one company and direction as { fisica, moral } over both active flags. */
  async function stored(companyId: string, direction: 'providers' | 'clients') {
    const rows = await t.db
      .select({ type: companyLinkCounts.type, n: sql<number>`sum(${companyLinkCounts.n})::int` })
      .from(companyLinkCounts)
      .where(and(eq(companyLinkCounts.companyId, companyId), eq(companyLinkCounts.direction, direction)))
      .groupBy(companyLinkCounts.type);
    return { fisica: rows.find((r) => r.type === 'fisica')?.n ?? 0, moral: rows.find((r) => r.type === 'moral')?.n ?? 0 };
  }

  /** The same from the links themselves. */
  async function live(companyId: string) {
    const rows = await t.db
      .select({ type: companies.type, n: sql<number>`count(*)::int` })
      .from(companyLinks)
      .innerJoin(companies, eq(companies.id, companyLinks.providerId))
      .where(and(eq(companyLinks.clientId, companyId), sql`${companyLinks.status} <> 'REJECTED'`))
      .groupBy(companies.type);
    return { fisica: rows.find((r) => r.type === 'fisica')?.n ?? 0, moral: rows.find((r) => r.type === 'moral')?.n ?? 0 };
  }

  const chips = async () => json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${clientId}/providers`, headers: { authorization: `Bearer ${token}` } })).respuesta.counts;

  it('siguen a altas, rechazos, bajas y cambios de tipo, y la lista los muestra', async () => {
    const fisica = await buildCompany(t.db, { name: 'Ana Sofía Peña Ruiz', type: 'fisica' });
    const moralA = await buildCompany(t.db, { name: 'Limpieza Norte SA de CV', type: 'moral' });
    const moralB = await buildCompany(t.db, { name: 'Seguridad Sur SA de CV', type: 'moral' });
    await t.db.insert(companyLinks).values([fisica, moralA, moralB].map((p) => ({ clientId, providerId: p.id, status: 'ACCEPTED' as const })));
    expect(await stored(clientId, 'providers')).toEqual({ fisica: 1, moral: 2 });
    // The other side's counters: the provider's clients (this client is a moral person).
    expect(await stored(fisica.id, 'clients')).toEqual({ fisica: 0, moral: 1 });
    expect(await chips()).toEqual({ todos: 3, fisica: 1, moral: 2 });

    // A rejected invitation leaves the chips.
    await t.db.update(companyLinks).set({ status: 'REJECTED' }).where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, moralB.id)));
    expect(await stored(clientId, 'providers')).toEqual(await live(clientId));
    expect(await chips()).toEqual({ todos: 2, fisica: 1, moral: 1 });

    // A counterpart that changes type moves between chips.
    await t.db.update(companies).set({ type: 'fisica' }).where(eq(companies.id, moralA.id));
    expect(await chips()).toEqual({ todos: 2, fisica: 2, moral: 0 });

    // The caller's own active flag splits the counters; the list can ask for active ones only.
    await t.db.update(companyLinks).set({ clientActive: false }).where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, fisica.id)));
    expect(await chips()).toEqual({ todos: 2, fisica: 2, moral: 0 });
    const active = json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${clientId}/providers?active=true`, headers: { authorization: `Bearer ${token}` } })).respuesta;
    expect(active.counts).toEqual({ todos: 1, fisica: 1, moral: 0 });

    // Deleting a link, or the counterpart company itself (cascade), is counted too.
    await t.db.delete(companyLinks).where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, moralA.id)));
    expect(await chips()).toEqual({ todos: 1, fisica: 1, moral: 0 });
    await t.db.delete(companies).where(eq(companies.id, fisica.id));
    expect(await chips()).toEqual({ todos: 0, fisica: 0, moral: 0 });
    expect(await stored(clientId, 'providers')).toEqual(await live(clientId));
  });

  it('una búsqueda sigue contando en vivo (por nombre, sin acentos)', async () => {
    const otherClient = (await buildCompany(t.db, { name: 'Cliente Búsqueda SA de CV', invitedAs: 'client' })).id;
    const otherToken = (await signIn(t.app, (await buildUser(t.db, { companyId: otherClient })).email)).accessToken;
    const pena = await buildCompany(t.db, { name: 'PEÑA Servicios SA de CV', type: 'moral' });
    const other = await buildCompany(t.db, { name: 'Jardines del Norte SA de CV', type: 'moral' });
    await t.db.insert(companyLinks).values([pena, other].map((p) => ({ clientId: otherClient, providerId: p.id, status: 'ACCEPTED' as const })));
    const found = json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${otherClient}/providers?search=pena`, headers: { authorization: `Bearer ${otherToken}` } })).respuesta;
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['PEÑA Servicios SA de CV']);
    expect(found.counts).toEqual({ todos: 1, fisica: 0, moral: 1 });
  });

  it('con una búsqueda y un chip, los conteos siguen siendo de toda la búsqueda; el cursor, el nombre nuevo y el número propio también encuentran', async () => {
    const client = (await buildCompany(t.db, { name: 'Cliente Chips SA de CV', invitedAs: 'client' })).id;
    const auth = { authorization: `Bearer ${(await signIn(t.app, (await buildUser(t.db, { companyId: client })).email)).accessToken}` };
    const list = async (query: string) => json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${client}/providers?${query}`, headers: auth })).respuesta;
    const [ana, beto, carla] = await Promise.all(['Núñez Ortega Ana', 'Núñez Ortega Beto', 'Núñez Ortega Carla'].map((name) => buildCompany(t.db, { name, type: 'fisica' })));
    const people = [ana, beto, carla].flatMap((p) => (p ? [p] : []));
    const firm = await buildCompany(t.db, { name: 'Núñez Hermanos SA de CV', type: 'moral' });
    const byRef = await buildCompany(t.db, { name: 'Transportes Lerma SA de CV', type: 'moral' });
    await t.db.insert(companyLinks).values([...people, firm, byRef].map((p) => ({ clientId: client, providerId: p.id, status: 'ACCEPTED' as const })));
    await t.db.update(companyLinks).set({ clientRef: 'ERP-NUNEZ-7' }).where(and(eq(companyLinks.clientId, client), eq(companyLinks.providerId, byRef.id)));

    const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name);
    const all = await list('search=nunez');
    expect(names(all)).toEqual(['Núñez Hermanos SA de CV', 'Núñez Ortega Ana', 'Núñez Ortega Beto', 'Núñez Ortega Carla', 'Transportes Lerma SA de CV']);
    expect(all.counts).toEqual({ todos: 5, fisica: 3, moral: 2 });

    const morales = await list('search=NÚÑEZ&type=moral');
    expect(names(morales)).toEqual(['Núñez Hermanos SA de CV', 'Transportes Lerma SA de CV']);
    expect(morales.counts).toEqual({ todos: 5, fisica: 3, moral: 2 });
    expect(morales.total).toBe(2);
    // A chip with no match leaves its page empty; the chips are still counted over the whole search.
    const noneOnPage = await list('search=hermanos&type=fisica');
    expect(names(noneOnPage)).toEqual([]);
    expect(noneOnPage.counts).toEqual({ todos: 1, fisica: 0, moral: 1 });

    const first = await list('search=nunez&type=fisica&size=2');
    expect(names(first)).toEqual(['Núñez Ortega Ana', 'Núñez Ortega Beto']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await list(`search=nunez&type=fisica&size=2&after=${encodeURIComponent(first.nextCursor)}`);
    expect(names(next)).toEqual(['Núñez Ortega Carla']);
    expect(next.nextCursor).toBeNull();

    // The folded name is a stored column: a rename is searchable at once, the old name no longer.
    await t.db.update(companies).set({ name: 'Peñalosa Ortega Carla' }).where(eq(companies.id, carla?.id ?? ''));
    expect(names(await list('search=penalosa'))).toEqual(['Peñalosa Ortega Carla']);
    expect((await list('search=nunez&type=fisica')).counts).toEqual({ todos: 4, fisica: 2, moral: 2 });

    // The other direction: the provider finds this client by name, and by its own number for it.
    const providerAuth = { authorization: `Bearer ${(await signIn(t.app, (await buildUser(t.db, { companyId: byRef.id })).email)).accessToken}` };
    const clients = async (query: string) => names(json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${byRef.id}/clients?${query}`, headers: providerAuth })).respuesta);
    expect(await clients('search=chips')).toEqual(['Cliente Chips SA de CV']);
    await t.db.update(companyLinks).set({ providerRef: 'CLI-ÁRBOL-1' }).where(and(eq(companyLinks.clientId, client), eq(companyLinks.providerId, byRef.id)));
    expect(await clients('search=arbol')).toEqual(['Cliente Chips SA de CV']);
    expect(await clients('search=chipz')).toEqual([]);
  });
  it('el chip de generadores cuenta por los contadores y los sigue: la bandera del proveedor y el producto del cliente', async () => {
    const client = await buildCompany(t.db, { name: 'Cliente Generadores SA de CV', invitedAs: 'client' });
    const auth = { authorization: `Bearer ${(await signIn(t.app, (await buildUser(t.db, { companyId: client.id })).email)).accessToken}` };
    const list = async (url: string, headers: Record<string, string>) => json(await t.app.inject({ method: 'GET', url, headers })).respuesta;
    const [campo, obra, oficina] = await Promise.all([
      buildCompany(t.db, { name: 'Álvarez Campo SA de CV', type: 'moral', generadores: true }),
      buildCompany(t.db, { name: 'Ñandú Obras Pedro', type: 'fisica', generadores: true }),
      buildCompany(t.db, { name: 'Oficinas Centrales SA de CV', type: 'moral', generadores: false }),
    ]);
    await t.db.insert(companyLinks).values([campo, obra, oficina].map((p) => ({ clientId: client.id, providerId: p.id, status: 'ACCEPTED' as const })));
    const providers = (query: string) => list(`/api/v1/companies/${client.id}/providers?${query}`, auth);

    const chip = await providers('generadores=true&size=1');
    expect(chip.counts).toEqual({ todos: 2, fisica: 1, moral: 1 });
    expect(chip.items.map((i: { name: string }) => i.name)).toEqual(['Álvarez Campo SA de CV']);
    const rest = await providers(`generadores=true&size=1&after=${encodeURIComponent(chip.nextCursor)}`);
    expect(rest.items.map((i: { name: string }) => i.name)).toEqual(['Ñandú Obras Pedro']);
    expect((await providers('generadores=true&type=moral')).total).toBe(1);
    expect((await providers('generadores=false')).counts).toEqual({ todos: 1, fisica: 0, moral: 1 });

    // A provider that joins the generators line moves into the chip at once.
    await t.db.update(companies).set({ generadores: true }).where(eq(companies.id, oficina.id));
    expect((await providers('generadores=true')).counts).toEqual({ todos: 3, fisica: 1, moral: 2 });

    // The other side: a provider's clients with the GENERADORES product, as the product comes and goes.
    const providerAuth = { authorization: `Bearer ${(await signIn(t.app, (await buildUser(t.db, { companyId: campo.id })).email)).accessToken}` };
    const clients = () => list(`/api/v1/companies/${campo.id}/clients?generadores=true`, providerAuth);
    expect((await clients()).counts).toEqual({ todos: 0, fisica: 0, moral: 0 });
    await t.db.insert(companyProducts).values({ companyId: client.id, product: 'GENERADORES' });
    const withProduct = await clients();
    expect(withProduct.counts).toEqual({ todos: 1, fisica: 0, moral: 1 });
    expect(withProduct.items.map((i: { name: string }) => i.name)).toEqual(['Cliente Generadores SA de CV']);
    await t.db.delete(companyProducts).where(and(eq(companyProducts.companyId, client.id), eq(companyProducts.product, 'GENERADORES')));
    expect((await clients()).counts).toEqual({ todos: 0, fisica: 0, moral: 0 });
  });

  it('una búsqueda cuenta hasta LINK_SEARCH_COUNT_CAP coincidencias; con más, los chips no traen número y la página sigue', async () => {
    const client = await buildCompany(t.db, { name: 'Cliente Búsqueda Amplia SA de CV', invitedAs: 'client' });
    const auth = { authorization: `Bearer ${(await signIn(t.app, (await buildUser(t.db, { companyId: client.id })).email)).accessToken}` };
    const list = async (query: string) => json(await t.app.inject({ method: 'GET', url: `/api/v1/companies/${client.id}/providers?${query}`, headers: auth })).respuesta;
    // One past the cap share a surname; two more do not.
    await t.db.execute(sql`
      insert into companies (name, rfc, type)
      select 'Peña Amplia ' || lpad(g::text, 4, '0'), 'PAM' || lpad(g::text, 6, '0') || 'AB' || (g % 10), case when g % 3 = 0 then 'fisica' else 'moral' end
      from generate_series(1, ${LINK_SEARCH_COUNT_CAP + 1}) g`);
    const others = await Promise.all(['Ramírez Única SA de CV', 'Solís Única SA de CV'].map((name) => buildCompany(t.db, { name, type: 'moral' })));
    await t.db.execute(sql`insert into company_links (client_id, provider_id, status) select ${client.id}, id, 'ACCEPTED' from companies where name like 'Peña Amplia %'`);
    await t.db.insert(companyLinks).values(others.map((p) => ({ clientId: client.id, providerId: p.id, status: 'ACCEPTED' as const })));

    const broad = await list('search=pena&size=3');
    expect(broad.counts).toBeNull();
    expect(broad.total).toBeNull();
    expect(broad.countsCapped).toBe(true);
    expect(broad.items.map((i: { name: string }) => i.name)).toEqual(['Peña Amplia 0001', 'Peña Amplia 0002', 'Peña Amplia 0003']);
    expect(broad.nextCursor).toEqual(expect.any(String));
    // A chip narrows the page, not the count.
    const fisicas = await list('search=pena&type=fisica&size=2');
    expect(fisicas.items.map((i: { name: string }) => i.name)).toEqual(['Peña Amplia 0003', 'Peña Amplia 0006']);
    expect(fisicas.countsCapped).toBe(true);
    // At the cap or under it the counts are exact; without a search the counters answer whatever the size.
    expect(await list('search=unica')).toMatchObject({ counts: { todos: 2, fisica: 0, moral: 2 }, countsCapped: false });
    expect(await list('size=1')).toMatchObject({ counts: { todos: LINK_SEARCH_COUNT_CAP + 3 }, countsCapped: false });
    expect(await list(`search=${encodeURIComponent(`amplia ${String(LINK_SEARCH_COUNT_CAP - 1).padStart(4, '0')}`)}`)).toMatchObject({ counts: { todos: 1 }, countsCapped: false });

    // A chip's page past the capped walk of the search still comes whole: «Peñón» sorts after every «Peña».
    const penon = await buildCompany(t.db, { name: 'Peñón Zeta Carla', type: 'fisica' });
    await t.db.insert(companyLinks).values({ clientId: client.id, providerId: penon.id, status: 'ACCEPTED' });
    const fisicasOfPen = Math.floor((LINK_SEARCH_COUNT_CAP + 1) / 3) + 1;
    const lastPage = await list(`search=pen&type=fisica&size=25&page=${Math.floor((fisicasOfPen - 1) / 25)}`);
    expect(lastPage.items.at(-1)?.name).toBe('Peñón Zeta Carla');
    expect(lastPage).toMatchObject({ countsCapped: true, nextCursor: null });
  });
});
