import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, services } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-data';
import { DEMO_PAYROLL } from '../../../src/server/seed/demo-payroll';
import { workforceMember } from '../../fixtures/payroll-workforce';
import { seedDemoIfEmpty } from '../../../src/server/seed/seed';
import { signIn, json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer } from '../compliance-documents/compliance-documents-setup';
import { folderView } from '../vault/vault-setup';

describe('datos de demostración: una quincena de CFDI de nómina con hallazgos, su lista de nómina y su SUA', () => {
  let t: TestApp;
  let seeded = false;

  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedDemoIfEmpty(t.db, t.ctx.blobs);
  }, 180_000);
  afterAll(() => t.close());

  it('el proveedor demo y el cliente demo ven la primera quincena del mes pasado: 12 empleados, un ISR y un IMSS mal retenidos, la lista de nómina y el SUA sin un trabajador', async () => {
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
    expect(list.periods).toEqual([expect.objectContaining({ name: `Quincenal del 01/${mm}/${String(year)} al 15/${mm}/${String(year)}`, employees: DEMO_PAYROLL.workers })]);
    const detail = json(await t.app.inject({ url: `/api/v1/services/${service.id}/periods/${list.periods[0].id}/cfdis`, headers: bearer(providerToken) })).respuesta;
    type Row = { fullName: string; curp: string; validation: { status: string; flags: { severity: string }[] }; isrConcept: { diferencia: string }; imssConcept: { diferencia: string } };
    const rows = detail.employees as Row[];
    expect(rows).toHaveLength(DEMO_PAYROLL.workers);
    const byCurp = (i: number) => rows.find((r) => r.curp === workforceMember(i).employee.curp);
    expect(byCurp(DEMO_PAYROLL.isrTooHigh)).toMatchObject({ isrConcept: { diferencia: '7.50' }, imssConcept: { diferencia: '0.00' }, validation: { status: 'CON_ERRORES' } });
    expect(byCurp(DEMO_PAYROLL.imssShort)).toMatchObject({ isrConcept: { diferencia: '0.00' }, imssConcept: { diferencia: '-2.10' }, validation: { status: 'CON_ERRORES' } });
    // Everyone else reconciles to the cent, with valid identifiers: nothing to flag.
    const others = rows.filter((r) => r !== byCurp(DEMO_PAYROLL.isrTooHigh) && r !== byCurp(DEMO_PAYROLL.imssShort));
    expect(others.map((r) => [r.isrConcept.diferencia, r.imssConcept.diferencia, r.validation.status])).toEqual(others.map(() => ['0.00', '0.00', 'CORRECTO']));

    const payrollList = json(await t.app.inject({ url: `/api/v1/services/${service.id}/payroll-lists/${String(year)}/${String(month)}`, headers: bearer(clientToken) })).respuesta;
    const sua = json(await t.app.inject({ url: `/api/v1/services/${service.id}/sua/${String(year)}/${String(month)}`, headers: bearer(clientToken) })).respuesta;
    expect(payrollList.rows).toHaveLength(DEMO_PAYROLL.workers);
    const suaRows = sua.rows as { curp: string }[];
    expect(suaRows).toHaveLength(DEMO_PAYROLL.workers - 1);
    expect(suaRows.map((r) => r.curp)).not.toContain(workforceMember(DEMO_PAYROLL.missingFromSua).employee.curp);
    const folder = json(await folderView(t, clientToken, client.id, list.periods[0].folderId)).respuesta;
    expect(folder.documents).toHaveLength(DEMO_PAYROLL.workers);
  });
});
