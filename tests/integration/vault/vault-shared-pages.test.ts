import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAULT_SHARED_COUNT_CAP, VAULT_SHARED_SEARCH_CAP } from '../../../src/shared/domain/vault';
import { vaultFolders } from '../../../src/server/db/schema';
import { vaultRepository } from '../../../src/server/modules/vault/vault.repository';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer } from './vault-setup';

let t: TestApp;
let client: { id: string };
let token: string;

/** A client company with its Administrador signed in. */
async function clientWithToken() {
  const company = await buildCompany(t.db, { status: 'PREMIUM' });
  const admin = await buildUser(t.db, { companyId: company.id });
  return { company, token: (await signIn(t.app, admin.email)).accessToken };
}
const NAMES = ['Vigilancia de instalaciones', 'Limpieza de oficinas', 'Mantenimiento de áreas verdes', 'Comedor industrial', 'Control de plagas'];

/** `n` SERVICE folders shared with the client, owned by one provider (what service filing leaves). */
async function sharedFolders(ownerId: string, names: readonly string[]) {
  await t.db.insert(vaultFolders).values(names.map((name) => ({ companyId: ownerId, name, kind: 'SERVICE' as const, sharedWithCompanyId: client.id })));
}

const sharedPage = async (query: string, as: { companyId: string; token: string } = { companyId: client.id, token }) => {
  const response = await t.app.inject({ url: `/api/v1/vault/${as.companyId}/shared${query}`, headers: bearer(as.token) });
  expect(response.statusCode).toBe(200);
  return json(response).respuesta as { items: { id: string; name: string; ownerName: string }[]; total: number; totalCapped: boolean; page: number; size: number };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ company: client, token } = await clientWithToken());
  const provider = await buildCompany(t.db, { name: 'Servicios Núñez SA de CV' });
  // 30 live folders; one deleted, one of another kind and one shared with someone else are never listed.
  await sharedFolders(
    provider.id,
    Array.from({ length: 30 }, (_, i) => `${NAMES[i % NAMES.length] ?? ''} ${String(i + 1).padStart(2, '0')}`),
  );
  const stranger = await buildCompany(t.db);
  await t.db.insert(vaultFolders).values([
    { companyId: provider.id, name: 'Vigilancia borrada', kind: 'SERVICE', sharedWithCompanyId: client.id, deletedAt: new Date() },
    { companyId: provider.id, name: 'Vigilancia etapa', kind: 'STAGE', sharedWithCompanyId: client.id },
    { companyId: provider.id, name: 'Vigilancia ajena', kind: 'SERVICE', sharedWithCompanyId: stranger.id },
  ]);
}, 180_000);
afterAll(async () => t?.close());

describe('Compartidos conmigo por páginas (issue 25)', () => {
  it('responde una página por nombre sin acentos ni mayúsculas, con el total y la siguiente página', async () => {
    const first = await sharedPage('');
    expect(first).toMatchObject({ total: 30, totalCapped: false, page: 0, size: 24 });
    expect(first.items).toHaveLength(24);
    expect(first.items[0]).toMatchObject({ name: 'Comedor industrial 04', ownerName: 'Servicios Núñez SA de CV' });
    const second = await sharedPage('?page=1');
    expect(second.items.map((f) => f.name)).toEqual(['Vigilancia de instalaciones 01', 'Vigilancia de instalaciones 06', 'Vigilancia de instalaciones 11', 'Vigilancia de instalaciones 16', 'Vigilancia de instalaciones 21', 'Vigilancia de instalaciones 26']);
    expect(new Set([...first.items, ...second.items].map((f) => f.id)).size).toBe(30);
  });

  it('busca por el nombre del servicio sin acentos, y el comodín del usuario se toma literal', async () => {
    const areas = await sharedPage(`?search=${encodeURIComponent('AREAS verdes')}`);
    expect(areas.total).toBe(6);
    expect(areas.items.every((f) => f.name.startsWith('Mantenimiento de áreas verdes'))).toBe(true);
    expect((await sharedPage('?search=%25')).items).toEqual([]);
    expect((await sharedPage('?search=borrada')).total).toBe(0);
  });

  it('una búsqueda de dos letras filtra igual, recorriendo los nombres en orden', async () => {
    const short = await sharedPage(`?search=${encodeURIComponent('ÁR')}`);
    expect(short.total).toBe(6);
    expect(short.items.every((f) => f.name.startsWith('Mantenimiento de áreas verdes'))).toBe(true);
  });

  it('sin búsqueda, la página, su cuenta, la carpeta y su contenido son sentencias preparadas con nombre (PostgreSQL las guarda por conexión)', async () => {
    await t.db.transaction(async (tx) => {
      // The pool may have lent this connection before: count the runs this test adds.
      const runsByName = async () => {
        if (t.kind !== 'postgres') return new Map<string, number>();
        const kept = (await tx.execute(sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements where name like 'vault_%'`)) as unknown as { rows: { name: string; runs: string }[] };
        return new Map(kept.rows.map((r) => [r.name, Number(r.runs)]));
      };
      const before = await runsByName();
      const vault = vaultRepository(tx);
      const first = await vault.sharedPage(client.id, { offset: 0, limit: 24, countCap: VAULT_SHARED_COUNT_CAP });
      const again = await vault.sharedPage(client.id, { offset: 24, limit: 24, countCap: VAULT_SHARED_COUNT_CAP });
      expect([first.items.length, again.items.length, first.matched]).toEqual([24, 6, 30]);
      const folder = first.items[0]?.folder;
      expect(folder && (await vault.folder(folder.id))?.name).toBe('Comedor industrial 04');
      if (!folder) return;
      expect(await vault.childFolders(folder.companyId, folder.id)).toEqual([]);
      expect(await vault.documentsOf(folder.companyId, folder.id)).toEqual([]);
      if (t.kind !== 'postgres') return;
      const after = await runsByName();
      const added = [...after].map(([name, runs]) => [name, runs - (before.get(name) ?? 0)]).filter(([, runs]) => runs);
      expect(added.toSorted()).toEqual([
        ['vault_child_folders', 1],
        ['vault_folder_by_id', 1],
        ['vault_folder_documents', 1],
        ['vault_shared_count', 2],
        ['vault_shared_page', 2],
      ]);
    });
  });

  it('rechaza una página o un tamaño fuera de rango', async () => {
    for (const query of ['?size=101', '?page=-1', '?size=0']) {
      const response = await t.app.inject({ url: `/api/v1/vault/${client.id}/shared${query}`, headers: bearer(token) });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it(`cuenta hasta ${VAULT_SHARED_COUNT_CAP} y dice que hay más`, async () => {
    const owner = await buildCompany(t.db);
    await sharedFolders(
      owner.id,
      Array.from({ length: VAULT_SHARED_COUNT_CAP }, (_, i) => `Servicio masivo ${String(i).padStart(4, '0')}`),
    );
    expect(await sharedPage('?size=10')).toMatchObject({ total: VAULT_SHARED_COUNT_CAP, totalCapped: true });
    // A search shows no more than its own cap, by name.
    const masivo = await sharedPage('?search=masivo&page=8');
    expect(masivo).toMatchObject({ total: VAULT_SHARED_SEARCH_CAP, totalCapped: true });
    expect(masivo.items.map((f) => f.name)).toEqual(Array.from({ length: 8 }, (_, i) => `Servicio masivo ${String(192 + i).padStart(4, '0')}`));
    expect((await sharedPage('?search=masivo&page=9')).items).toEqual([]);
  });

  it('entre más de 20,000 carpetas, una palabra rara o frecuente solo al final del orden se encuentra igual', async () => {
    const big = await clientWithToken();
    const owner = await buildCompany(t.db);
    // 20,000 names first in the order, then 3 rare ones and 1,001 of a word frequent only at the end.
    await t.db.execute(sql`
      insert into vault_folders (company_id, name, kind, shared_with_company_id)
      select ${owner.id}::uuid, name, 'SERVICE', ${big.company.id}::uuid from (
        select 'Aseo relleno ' || lpad(n::text, 5, '0') as name from generate_series(1, 20000) n
        union all select 'Zafiro ' || n from generate_series(1, 3) n
        union all select 'Zeta frecuente ' || lpad(n::text, 4, '0') from generate_series(1, 1001) n) names`);
    const as = { companyId: big.company.id, token: big.token };
    const rare = await sharedPage('?search=zafiro', as);
    expect(rare).toMatchObject({ total: 3, totalCapped: false });
    expect(rare.items.map((f) => f.name)).toEqual(['Zafiro 1', 'Zafiro 2', 'Zafiro 3']);
    const late = await sharedPage(`?search=${encodeURIComponent('frecuente')}&page=1&size=5`, as);
    expect(late).toMatchObject({ total: VAULT_SHARED_SEARCH_CAP, totalCapped: true });
    expect(late.items.map((f) => f.name)).toEqual(['Zeta frecuente 0006', 'Zeta frecuente 0007', 'Zeta frecuente 0008', 'Zeta frecuente 0009', 'Zeta frecuente 0010']);
    expect((await sharedPage('?search=relleno 0001', as)).total).toBe(10);
    expect((await sharedPage('?search=zzz', as)).items).toEqual([]);
  });
});
