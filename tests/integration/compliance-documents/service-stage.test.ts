import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments } from '../../../src/server/db/schema';
import { toDocumentDto } from '../../../src/server/modules/compliance-documents/compliance-documents.dto';
import { DOCUMENTS_PER_REQUIREMENT } from '../../../src/shared/contracts/compliance-documents.contract';
import { daysUntil } from '../../../src/shared/domain/compliance';
import { mexicoDayOf } from '../../../src/shared/domain/compliance-due';
import { buildComplianceDocument } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, serviceWorld, startServiceWorld, type ServiceWorld } from './compliance-documents-setup';

let t: TestApp;
let w: ServiceWorld;
// The service starts two months before this month, so its first month is overdue whatever today is.
const now = new Date();
const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
const startIso = start.toISOString().slice(0, 10);
const today = mexicoDayOf(now);

beforeAll(async () => ({ t, w } = await startServiceWorld({ startDate: startIso })), 180_000);
afterAll(async () => t?.close());

const stage = (token: string, stageId: string) => t.app.inject({ url: `/api/v1/services/${w.service.id}/stage/${stageId}`, headers: bearer(token) });

describe('la etapa de un servicio con sus requisitos, entregas y documentos', () => {
  it('el encabezado (GET /services/{id}) dice el lado, la contraparte, las etapas y los permisos', async () => {
    const header = async (token: string) => json(await t.app.inject({ url: `/api/v1/services/${w.service.id}`, headers: bearer(token) })).respuesta;
    const provider = await header(w.tokens.provider);
    expect(provider).toMatchObject({ viewerSide: 'provider', counterpartName: w.client.name, startDate: startIso });
    expect(provider.stages.map((s: { name: string }) => s.name)).toEqual(['Expediente', 'Cumplimiento', 'Reporteo']);
    expect(provider.permissions).toEqual({ canUpload: true, canValidate: false, canDeleteDocuments: true });
    const client = await header(w.tokens.client);
    expect(client).toMatchObject({ viewerSide: 'client', counterpartName: w.provider.name });
    expect(client.permissions).toEqual({ canUpload: false, canValidate: true, canDeleteDocuments: false });
    expect((await header(w.tokens.reader)).permissions).toEqual({ canUpload: false, canValidate: false, canDeleteDocuments: false });
  });

  it('cuenta la entrega al primer periodo sin aceptar y ordena los documentos del más nuevo al más viejo', async () => {
    const y = start.getUTCFullYear();
    const m = start.getUTCMonth() + 1;
    await buildComplianceDocument(t.db, { companyId: w.provider.id, serviceId: w.service.id, requirementId: w.sat, year: y, month: m, status: 'ACCEPTED' });
    const second = new Date(Date.UTC(y, m, 1));
    await buildComplianceDocument(t.db, { companyId: w.provider.id, serviceId: w.service.id, requirementId: w.sat, year: second.getUTCFullYear(), month: second.getUTCMonth() + 1, status: 'REJECTED' });

    const res = await stage(w.tokens.client, w.set.stageIds.Cumplimiento as string);
    expect(res.statusCode).toBe(200);
    const body = json(res).respuesta;
    expect(body.stage.name).toBe('Cumplimiento');
    const [sat, cfdi] = body.groups[0].requirements;
    expect(sat.name).toBe('Opinión de cumplimiento SAT 32-D');
    // The first month is accepted: the count goes to the second month, due on the 17th of the third.
    const due = new Date(Date.UTC(second.getUTCFullYear(), second.getUTCMonth() + 1, 17));
    expect(sat.nextDue).toBe(due.toISOString().slice(0, 10));
    expect(sat.daysLeft).toBe(daysUntil(due, today));
    expect(sat.documents.map((d: { month: number }) => d.month)).toEqual([second.getUTCMonth() + 1, m]);
    expect(sat.documentsTotal).toBe(2);
    expect(sat.acceptsUploads).toBe(true);
    expect(cfdi).toMatchObject({ format: 'XML', documents: [], documentsTotal: 0, nextDue: new Date(Date.UTC(y, m, 17)).toISOString().slice(0, 10) });
    const reporteo = json(await stage(w.tokens.provider, w.set.stageIds.Reporteo as string)).respuesta;
    expect(reporteo.groups[0].requirements[0]).toMatchObject({ name: 'Generador', acceptsUploads: false });
  });

  it('cada documento llega con todos sus campos y el estado de un periodo más viejo que los listados cuenta para la entrega', async () => {
    const other = await serviceWorld(t, { startDate: startIso });
    const y = start.getUTCFullYear();
    const m = start.getUTCMonth() + 1;
    const second = new Date(Date.UTC(y, m, 1));
    // The first month's only document is accepted and the 13th newest: past the listed ones, only its status travels.
    const first = await buildComplianceDocument(t.db, { companyId: other.provider.id, serviceId: other.service.id, requirementId: other.sat, year: y, month: m, status: 'ACCEPTED' });
    await t.db.update(complianceDocuments).set({ createdAt: new Date(Date.UTC(y, m - 1, 18, 10, 30)) }).where(eq(complianceDocuments.id, first.id));
    for (let i = 0; i < DOCUMENTS_PER_REQUIREMENT; i++) {
      const row = await buildComplianceDocument(t.db, { companyId: other.provider.id, serviceId: other.service.id, requirementId: other.sat, year: second.getUTCFullYear(), month: second.getUTCMonth() + 1, status: i % 2 ? 'REJECTED' : 'REVIEW', expiresOn: i === 0 ? '2027-03-31' : null });
      await t.db.execute(sql`update compliance_documents
        set created_at = ${`2026-01-01T12:00:00.123456Z`}::timestamptz + ${i} * interval '1 day',
            description = ${`Línea «${i}» con "comillas", \\ y\nsalto`},
            validation_comment = ${i % 2 ? 'No corresponde al periodo: «ñandú»' : ''},
            validated_at = ${i % 2 ? '2026-02-03T04:05:06.789012Z' : null}::timestamptz
        where id = ${row.id}`);
    }

    const answer = await t.app.inject({ url: `/api/v1/services/${other.service.id}/stage/${other.set.stageIds.Cumplimiento}`, headers: bearer(other.tokens.client) });
    expect(answer.statusCode).toBe(200);
    const sat = json(answer).respuesta.groups[0].requirements[0];
    const rows = await t.db
      .select()
      .from(complianceDocuments)
      .where(eq(complianceDocuments.requirementId, other.sat))
      .orderBy(desc(complianceDocuments.year), desc(complianceDocuments.month), desc(complianceDocuments.createdAt), desc(complianceDocuments.id));
    expect(sat.documentsTotal).toBe(DOCUMENTS_PER_REQUIREMENT + 1);
    expect(sat.documents).toEqual(rows.slice(0, DOCUMENTS_PER_REQUIREMENT).map(toDocumentDto));
    expect(sat.documents[0]).toMatchObject({ createdAt: '2026-01-12T12:00:00.123Z', description: 'Línea «11» con "comillas", \\ y\nsalto', validationStatus: { status: 'REJECTED', comments: 'No corresponde al periodo: «ñandú»', date: '2026-02-03T04:05:06.789Z' } });
    expect(sat.documents.at(-1)).toMatchObject({ expiresOn: '2027-03-31', validationStatus: { status: 'REVIEW', comments: '', date: null } });
    // Without the first month's accepted status the count would still be on the first month.
    expect(sat.nextDue).toBe(new Date(Date.UTC(second.getUTCFullYear(), second.getUTCMonth() + 1, 17)).toISOString().slice(0, 10));
    expect(sat.duePeriod).toEqual({ year: second.getUTCFullYear(), month: second.getUTCMonth() + 1 });
  });

  it('una etapa de otro conjunto es 404, otra empresa 404, sin sesión 401, id inválido 400', async () => {
    const other = await serviceWorld(t);
    expect((await stage(w.tokens.client, other.set.stageIds.Cumplimiento as string)).statusCode).toBe(404);
    expect((await stage(w.tokens.stranger, w.set.stageIds.Cumplimiento as string)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/services/${w.service.id}`, headers: bearer(w.tokens.stranger) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/services/${w.service.id}/stage/${w.set.stageIds.Cumplimiento}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/services/${w.service.id}` })).statusCode).toBe(401);
    expect((await stage(w.tokens.client, 'no-es-uuid')).statusCode).toBe(400);
  });
});
