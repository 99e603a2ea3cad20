import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, services } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-data';
import { seedDemoIfEmpty } from '../../../src/server/seed/seed';
import { signIn, json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer } from '../compliance-documents/compliance-documents-setup';
import { folderView } from '../vault/vault-setup';

describe('datos de demostración: un periodo de CFDI de nómina archivado en la bóveda', () => {
  let t: TestApp;
  let seeded = false;

  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedDemoIfEmpty(t.db, t.ctx.blobs);
  }, 180_000);
  afterAll(() => t.close());

  it('el proveedor demo y el cliente demo ven la primera quincena del mes pasado con 3 empleados y su carpeta', async () => {
    expect(seeded).toBe(true);
    const [provider] = await t.db.select().from(companies).where(eq(companies.rfc, 'LIT150618M43'));
    const [client] = await t.db.select().from(companies).where(eq(companies.rfc, 'CDE150312AB5'));
    if (!provider || !client) throw new Error('demo companies missing');
    const [service] = await t.db.select().from(services).where(and(eq(services.providerCompanyId, provider.id), eq(services.name, 'Limpieza y mantenimiento de oficinas')));
    if (!service) throw new Error('demo service missing');
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const [year, month] = [last.getUTCFullYear(), last.getUTCMonth() + 1];
    const mm = String(month).padStart(2, '0');

    const { accessToken: providerToken } = await signIn(t.app, 'admin@limpieza.demo', DEMO_PASSWORD);
    const { accessToken: clientToken } = await signIn(t.app, 'admin@corporativo.demo', DEMO_PASSWORD);
    const list = json(await t.app.inject({ url: `/api/v1/services/${service.id}/periods?year=${String(year)}&month=${String(month)}`, headers: bearer(clientToken) })).respuesta;
    expect(list.yearMonths).toEqual([{ year, month }]);
    expect(list.periods).toEqual([expect.objectContaining({ name: `Quincenal del 01/${mm}/${String(year)} al 15/${mm}/${String(year)}`, employees: 3 })]);
    const detail = json(await t.app.inject({ url: `/api/v1/services/${service.id}/periods/${list.periods[0].id}/cfdis`, headers: bearer(providerToken) })).respuesta;
    expect(detail.employees.map((e: { fullName: string }) => e.fullName)).toEqual(['ERIKA SANCHEZ VEGA', 'JORGE GONZALEZ HERRERA', 'LUCIA MARTINEZ RAMOS']);
    // The demo's figures reconcile with the recompute: no error, only what the seed's identifiers warn about.
    for (const e of detail.employees as { validation: { status: string; flags: { severity: string }[] }; isrConcept: { diferencia: string }; imssConcept: { diferencia: string } }[]) {
      expect(e.validation.flags.filter((f) => f.severity === 'error')).toEqual([]);
      expect([e.isrConcept.diferencia, e.imssConcept.diferencia]).toEqual(['0.00', '0.00']);
    }
    const folder = json(await folderView(t, clientToken, client.id, list.periods[0].folderId)).respuesta;
    expect(folder.documents).toHaveLength(3);
  });
});
