import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments, services } from '../../../src/server/db/schema';
import { buildComplianceDocument, buildService } from '../../fixtures/compliance-factories';
import type { TestApp } from '../../fixtures/test-app';
import { startServiceWorld, type ServiceWorld } from './compliance-documents-setup';

let t: TestApp;
let w: ServiceWorld;

beforeAll(async () => ({ t, w } = await startServiceWorld({ startDate: '2026-09-01' })), 180_000);
afterAll(async () => t?.close());

/** Runs migration 0046 again over rows written after start-up (it only touches what is out of place). */
async function migrate() {
  const text = await readFile(new URL('../../../src/server/db/migrations/0046_documents_inside_service_span.sql', import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

const periodOf = async (id: string) => {
  const [row] = await t.db.select({ year: complianceDocuments.year, month: complianceDocuments.month }).from(complianceDocuments).where(eq(complianceDocuments.id, id));
  return row;
};

describe('migración 0046: documentos dentro de la vigencia de su servicio', () => {
  it('lleva al primer mes del servicio lo archivado antes de su inicio o después de su fin, y deja lo demás', async () => {
    const doc = (year: number, month: number, serviceId = w.service.id) => buildComplianceDocument(t.db, { companyId: w.provider.id, serviceId, requirementId: w.sat, year, month });
    const january = await doc(2026, 1);
    const inside = await doc(2026, 10);
    const ended = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, startDate: '2026-03-15', endDate: '2026-05-31' });
    const after = await doc(2026, 8, ended.id);
    const company = await buildComplianceDocument(t.db, { companyId: w.provider.id, requirementId: w.sat, year: 2019, month: 1 });

    await migrate();
    expect(await periodOf(january.id)).toEqual({ year: 2026, month: 9 });
    expect(await periodOf(inside.id)).toEqual({ year: 2026, month: 10 });
    expect(await periodOf(after.id)).toEqual({ year: 2026, month: 3 });
    // A company-level document has no service span.
    expect(await periodOf(company.id)).toEqual({ year: 2019, month: 1 });
  });

  it('da fecha de aceptación a los servicios aceptados que no la tenían', async () => {
    const pending = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, status: 'PENDING' });
    await migrate();
    const [accepted] = await t.db.select({ answeredAt: services.answeredAt, updatedAt: services.updatedAt }).from(services).where(eq(services.id, w.service.id));
    expect(accepted?.answeredAt).toEqual(accepted?.updatedAt);
    const [still] = await t.db.select({ answeredAt: services.answeredAt }).from(services).where(eq(services.id, pending.id));
    expect(still?.answeredAt).toBeNull();
  });
});
