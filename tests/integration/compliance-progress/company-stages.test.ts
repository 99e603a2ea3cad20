import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments } from '../../../src/server/db/schema';
import { DEFAULT_REQUIREMENT_IDS as R, DEFAULT_STAGE_IDS } from '../../../src/shared/domain/compliance-defaults';
import { buildComplianceDocument, buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

type Counters = { total: number; accepted: number; review: number; rejected: number; missing: number; percentage: number };

describe('Etapas de la empresa en el inicio y página de etapa', () => {
  let t: TestApp;
  let providerId: string;
  let providerToken: string;
  let lectorToken: string;
  let freeToken: string;
  let outsiderToken: string;
  let foreignStageId: string;
  let freeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const provider = await buildCompany(t.db, { name: 'Proveedor Etapas SA de CV', status: 'PREMIUM' });
    const client = await buildCompany(t.db, { name: 'Cliente Etapas SA de CV', status: 'PREMIUM' });
    const free = await buildCompany(t.db, { status: 'FREE' });
    const outsider = await buildCompany(t.db, { status: 'PREMIUM' });
    providerId = provider.id;
    freeId = free.id;
    await linkCompanies(t.db, client.id, provider.id);
    foreignStageId = (await buildDocumentSet(t.db, { ownerCompanyId: outsider.id })).stageIds.Expediente ?? '';
    const service = await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: '5e7d0000-0000-4000-8000-000000000001' });

    let tick = 0;
    // Explicit, distinct upload times: "newest wins" never rests on two rows written in the same tick.
    const doc = async (requirement: keyof typeof R, status: 'REVIEW' | 'ACCEPTED' | 'REJECTED', extra: { deleted?: boolean; serviceId?: string; companyId?: string } = {}) => {
      const row = await buildComplianceDocument(t.db, { companyId: extra.companyId ?? provider.id, serviceId: extra.serviceId ?? null, requirementId: R[requirement], year: 2026, month: 1, status });
      tick += 1;
      await t.db
        .update(complianceDocuments)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 5, 0, tick)), deletedAt: extra.deleted ? new Date('2026-02-01T00:00:00Z') : null })
        .where(eq(complianceDocuments.id, row.id));
    };
    await doc('Acta constitutiva', 'ACCEPTED');
    await doc('Poder del representante legal', 'REJECTED');
    await doc('Poder del representante legal', 'REVIEW');
    await doc('Identificación oficial del representante legal', 'REJECTED');
    await doc('Constancia de situación fiscal', 'ACCEPTED', { deleted: true });
    await doc('Registro REPSE (aviso y acuerdo)', 'ACCEPTED');
    await doc('Registro REPSE (aviso y acuerdo)', 'REJECTED');
    // Not company-level documents of the provider: they do not count on its stage page.
    await doc('Comprobante de domicilio', 'ACCEPTED', { serviceId: service.id });
    await doc('Comprobante de domicilio', 'ACCEPTED', { companyId: client.id });
    await doc('Opinión de cumplimiento SAT (32-D)', 'REVIEW');

    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: provider.id, role: 'Administrador' })).email)).accessToken;
    lectorToken = (await signIn(t.app, (await buildUser(t.db, { companyId: provider.id, role: 'Lector' })).email)).accessToken;
    freeToken = (await signIn(t.app, (await buildUser(t.db, { companyId: free.id })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsider.id })).email)).accessToken;
    // Generous: several sign-ins (argon2) on a shared, loaded 2-core machine.
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const stages = (token?: string, company = providerId) => get(`/stage/companyId/${company}`, token);
  const stage = (stageId: string, token?: string, company = providerId) => get(`/stage/companyId/${company}/stageTemplateId/${stageId}`, token);

  it('rechaza las consultas sin sesión (401)', async () => {
    expect((await stages()).statusCode).toBe(401);
    expect((await stage(DEFAULT_STAGE_IDS.expediente)).statusCode).toBe(401);
    expect((await get(`/stage/companyId/${providerId}/stageTemplateId/${DEFAULT_STAGE_IDS.expediente}/progress`)).statusCode).toBe(401);
  });

  it('niega las etapas del inicio a un plan que no las muestra (403)', async () => {
    expect((await stages(freeToken, freeId)).statusCode).toBe(403);
    expect((await stage(DEFAULT_STAGE_IDS.expediente, freeToken, freeId)).statusCode).toBe(403);
  });

  it('responde 404 a la empresa de otro, a una etapa de otra empresa y a una etapa inexistente', async () => {
    expect((await stages(outsiderToken)).statusCode).toBe(404);
    expect((await stage(DEFAULT_STAGE_IDS.expediente, outsiderToken)).statusCode).toBe(404);
    expect((await stage(foreignStageId, providerToken)).statusCode).toBe(404);
    expect((await stage('00000000-0000-4000-8000-000000000000', providerToken)).statusCode).toBe(404);
  });

  it('rechaza identificadores mal formados con 400', async () => {
    expect((await stages(providerToken, 'no-es-uuid')).statusCode).toBe(400);
    expect((await stage('no-es-uuid', providerToken)).statusCode).toBe(400);
  });

  it('muestra una tarjeta por etapa con el avance de los documentos propios de la empresa', async () => {
    const response = await stages(lectorToken);
    expect(response.statusCode).toBe(200);
    const cards = json<{ respuesta: { id: string; name: string; progress: Counters }[] }>(response).respuesta;
    expect(cards.map((c) => c.name)).toEqual(['Expediente', 'Cumplimiento', 'Reporteo']);
    expect(cards[0]?.progress).toEqual({ total: 6, accepted: 1, review: 1, rejected: 2, missing: 2, percentage: 16 });
    expect(cards[1]?.progress).toMatchObject({ accepted: 0, review: 1, rejected: 0 });
    expect(cards[1]?.progress.missing).toBe((cards[1]?.progress.total ?? 0) - 1);
    expect(cards[2]?.progress).toMatchObject({ accepted: 0, review: 0, rejected: 0, percentage: 0 });
  });

  it('la página de etapa lista requisitos por grupo con el documento más reciente primero', async () => {
    const response = await stage(DEFAULT_STAGE_IDS.expediente, providerToken);
    expect(response.statusCode).toBe(200);
    const { respuesta } = json(response);
    expect(respuesta.stage.name).toBe('Expediente');
    expect(respuesta.progress).toMatchObject({ accepted: 1, review: 1, rejected: 2, missing: 2 });
    const byName = new Map<string, { documents: { validationStatus: { status: string } }[]; documentsTotal: number }>(
      respuesta.groups.flatMap((g: { requirements: { name: string }[] }) => g.requirements.map((r) => [r.name, r])),
    );
    expect(byName.get('Poder del representante legal')?.documents.map((d) => d.validationStatus.status)).toEqual(['REVIEW', 'REJECTED']);
    expect(byName.get('Constancia de situación fiscal')?.documentsTotal).toBe(0);
    expect(byName.get('Comprobante de domicilio')?.documents).toEqual([]);
    const progress = await get(`/stage/companyId/${providerId}/stageTemplateId/${DEFAULT_STAGE_IDS.expediente}/progress`, providerToken);
    expect(json(progress).respuesta).toEqual(respuesta.progress);
  });
});
