import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { companies, companyLinks, complianceDocuments, documentEvents, documentSets, requirementGroups, requirements, services, stageTemplates } from '../../../src/server/db/schema';
import { DEMO_COMPLIANCE_COMPANIES, DEMO_COMPLIANCE_USERS } from '../../../src/server/seed/demo-compliance-data';
import { seedDemoIfEmpty } from '../../../src/server/seed/seed';
import { DEFAULT_DOCUMENT_SET_ID } from '../../../src/shared/domain/compliance-defaults';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../src/shared/domain/compliance';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('datos de demostración del cumplimiento REPSE', () => {
  let t: TestApp;
  const idOf = new Map<string, string>();
  let seedMs = 0;
  let seeded = false;

  beforeAll(async () => {
    t = await createTestApp();
    const started = performance.now();
    seeded = await seedDemoIfEmpty(t.db, t.ctx.blobs);
    seedMs = performance.now() - started;
    const rows = await t.db.select({ id: companies.id, rfc: companies.rfc }).from(companies);
    for (const c of DEMO_COMPLIANCE_COMPANIES) idOf.set(c.key, rows.find((r) => r.rfc === c.rfc)?.id ?? '');
  }, 180_000);
  afterAll(() => t.close());

  const corporativo = async () => (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.rfc, 'CDE150312AB5')))[0]?.id ?? '';
  const serviceOf = async (key: string) => (await t.db.select().from(services).where(eq(services.providerCompanyId, idOf.get(key) ?? '')))[0];
  const documentsOf = async (serviceId: string) =>
    t.db
      .select({ id: complianceDocuments.id, status: complianceDocuments.status, comment: complianceDocuments.validationComment, fileId: complianceDocuments.fileId, extension: complianceDocuments.extension, requirement: requirements.name, expiresOn: complianceDocuments.expiresOn, year: complianceDocuments.year, month: complianceDocuments.month })
      .from(complianceDocuments)
      .innerJoin(requirements, eq(requirements.id, complianceDocuments.requirementId))
      .where(and(eq(complianceDocuments.serviceId, serviceId), isNull(complianceDocuments.deletedAt)));

  it('el cliente demo tiene tres proveedores REPSE: uno pendiente y dos aceptados', async () => {
    expect(seeded).toBe(true);
    const links = await t.db.select().from(companyLinks).where(eq(companyLinks.clientId, await corporativo()));
    const statusOf = (key: string) => links.find((l) => l.providerId === idOf.get(key));
    expect(statusOf('seguridad')).toMatchObject({ status: 'PENDING', invitedByCompanyId: await corporativo() });
    expect(statusOf('limpieza')?.status).toBe('ACCEPTED');
    expect(statusOf('jardines')?.status).toBe('ACCEPTED');
    expect(DEMO_COMPLIANCE_USERS.map((u) => u.company).toSorted()).toEqual(['jardines', 'limpieza', 'seguridad']);
    expect(await serviceOf('seguridad')).toBeUndefined();
  });

  it('el servicio de limpieza tiene seis meses de documentos en todos los estados y el registro REPSE vigente', async () => {
    const service = await serviceOf('limpieza');
    expect(service).toMatchObject({ status: 'ACCEPTED', setId: DEFAULT_DOCUMENT_SET_ID, name: 'Limpieza y mantenimiento de oficinas' });
    const docs = await documentsOf(service?.id ?? '');
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['ACCEPTED', 'REVIEW', 'REJECTED']));
    expect(docs.filter((d) => d.status === 'ACCEPTED').length).toBeGreaterThan(docs.length / 2);
    expect(docs.filter((d) => d.status === 'REJECTED').every((d) => d.comment.length > 0)).toBe(true);
    expect(new Set(docs.map((d) => d.year * 12 + d.month)).size).toBeGreaterThanOrEqual(6);
    const repse = docs.find((d) => d.requirement === REPSE_REGISTRATION_REQUIREMENT);
    expect(repse?.status).toBe('ACCEPTED');
    expect(repse?.expiresOn && repse.expiresOn > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(docs.some((d) => d.extension === 'xml')).toBe(true);
  });

  it('el servicio de jardinería tiene un documento rechazado con comentario que espera una nueva carga', async () => {
    const docs = await documentsOf((await serviceOf('jardines'))?.id ?? '');
    const rejected = docs.filter((d) => d.status === 'REJECTED');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.comment).toMatch(/opinión/i);
    const later = docs.filter((d) => d.requirement === rejected[0]?.requirement && d.year * 12 + d.month >= (rejected[0]?.year ?? 0) * 12 + (rejected[0]?.month ?? 0));
    expect(later).toHaveLength(1);
  });

  it('los archivos son PDF y XML reales guardados por el pipeline y cada documento tiene su historia', async () => {
    const docs = await documentsOf((await serviceOf('limpieza'))?.id ?? '');
    const pdf = await t.ctx.blobs.get(docs.find((x) => x.extension === 'pdf')?.fileId ?? '');
    const xml = (await t.ctx.blobs.get(docs.find((x) => x.extension === 'xml')?.fileId ?? ''))?.toString('utf8') ?? '';
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.byteLength).toBeGreaterThan(500);
    expect(xml).toMatch(/^<\?xml[\s\S]*<cfdi:Comprobante/);
    expect(xml).not.toMatch(/<!DOCTYPE/i);
    const events = await t.db.select({ action: documentEvents.action }).from(documentEvents).where(inArray(documentEvents.documentId, docs.map((d) => d.id)));
    expect(events.filter((e) => e.action === 'UPLOADED')).toHaveLength(docs.length);
    expect(events.filter((e) => e.action === 'REJECTED').length).toBe(docs.filter((d) => d.status === 'REJECTED').length);
    expect(events.filter((e) => e.action === 'VALIDATED').length).toBe(docs.filter((d) => d.status === 'ACCEPTED').length);
  });

  it('Campo Demo tiene con el cliente demo un servicio aceptado de la línea de generadores, con el requisito «Generador»', async () => {
    const campo = (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Campo Demo SA de CV')))[0]?.id ?? '';
    const [service] = await t.db
      .select({ status: services.status, generators: documentSets.generators, setId: documentSets.id })
      .from(services)
      .innerJoin(documentSets, eq(documentSets.id, services.setId))
      .where(and(eq(services.providerCompanyId, campo), eq(services.clientCompanyId, await corporativo())));
    expect(service).toMatchObject({ status: 'ACCEPTED', generators: true });
    const names = await t.db
      .select({ name: requirements.name })
      .from(requirements)
      .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
      .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId))
      .where(eq(stageTemplates.setId, service?.setId ?? ''));
    expect(names.map((r) => r.name)).toContain('Generador');
  });

  it('un segundo arranque no duplica nada y la carga se mantiene rápida', async () => {
    const before = await t.db.select({ value: count() }).from(complianceDocuments);
    expect(await seedDemoIfEmpty(t.db, t.ctx.blobs)).toBe(false);
    const after = await t.db.select({ value: count() }).from(complianceDocuments);
    expect(after[0]?.value).toBe(before[0]?.value);
    // The two REPSE services and Campo Demo's generators service.
    expect((await t.db.select({ value: count() }).from(services))[0]?.value).toBe(3);
    console.info(`seed de demostración completo: ${seedMs.toFixed(0)} ms, ${before[0]?.value ?? 0} documentos de cumplimiento`);
  });
});
