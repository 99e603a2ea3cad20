import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments } from '../../../src/server/db/schema';
import { DEFAULT_DOCUMENT_SET_ID, DEFAULT_REQUIREMENT_IDS as R } from '../../../src/shared/domain/compliance-defaults';
import { buildComplianceDocument, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('Expediente de una empresa con su avance', () => {
  let t: TestApp;
  let providerId: string;
  const tokens: Record<'provider' | 'clientA' | 'clientB' | 'pending' | 'outsider', string> = { provider: '', clientA: '', clientB: '', pending: '', outsider: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const provider = await buildCompany(t.db, { name: 'Proveedor Expediente SA de CV' });
    const clientA = await buildCompany(t.db, { name: 'Cliente A SA de CV' });
    const clientB = await buildCompany(t.db, { name: 'Cliente B SA de CV' });
    const pending = await buildCompany(t.db);
    const outsider = await buildCompany(t.db);
    providerId = provider.id;
    await linkCompanies(t.db, clientA.id, provider.id);
    await linkCompanies(t.db, clientB.id, provider.id);
    await linkCompanies(t.db, pending.id, provider.id, 'PENDING');
    const serviceA = await buildService(t.db, { clientId: clientA.id, providerId: provider.id, setId: DEFAULT_DOCUMENT_SET_ID });
    const serviceB = await buildService(t.db, { clientId: clientB.id, providerId: provider.id, setId: DEFAULT_DOCUMENT_SET_ID });

    let tick = 0;
    const doc = async (requirement: keyof typeof R, status: 'REVIEW' | 'ACCEPTED' | 'REJECTED', serviceId: string | null = null) => {
      const row = await buildComplianceDocument(t.db, { companyId: provider.id, serviceId, requirementId: R[requirement], year: 2026, month: 1, status });
      tick += 1;
      await t.db.update(complianceDocuments).set({ createdAt: new Date(Date.UTC(2026, 0, 5, 0, tick)) }).where(eq(complianceDocuments.id, row.id));
    };
    // Company-level: every viewer sees them.
    await doc('Acta constitutiva', 'ACCEPTED');
    await doc('Poder del representante legal', 'REVIEW');
    await doc('Registro REPSE (aviso y acuerdo)', 'REJECTED');
    // Delivered on a service: only that service's client (and the provider) sees them.
    await doc('Comprobante de domicilio', 'ACCEPTED', serviceA.id);
    await doc('Comprobante de domicilio', 'REJECTED', serviceB.id);
    // Not an expediente requirement: never counted here.
    await doc('Opinión de cumplimiento SAT (32-D)', 'ACCEPTED', serviceA.id);

    const token = async (companyId: string, role: 'Administrador' | 'Lector' = 'Administrador') => (await signIn(t.app, (await buildUser(t.db, { companyId, role })).email)).accessToken;
    tokens.provider = await token(provider.id);
    tokens.clientA = await token(clientA.id, 'Lector');
    tokens.clientB = await token(clientB.id);
    tokens.pending = await token(pending.id);
    tokens.outsider = await token(outsider.id);
    // Generous: several sign-ins (argon2) on a shared, loaded 2-core machine.
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const progress = async (token: string) => {
    const response = await get(`/expedientes/${providerId}/progress`, token);
    expect(response.statusCode).toBe(200);
    return json(response).respuesta;
  };

  it('rechaza la consulta sin sesión (401)', async () => {
    expect((await get(`/expedientes/${providerId}`)).statusCode).toBe(401);
    expect((await get(`/expedientes/${providerId}/progress`)).statusCode).toBe(401);
  });

  it('responde 404 a quien no tiene relación aceptada con la empresa y a una empresa inexistente', async () => {
    expect((await get(`/expedientes/${providerId}`, tokens.outsider)).statusCode).toBe(404);
    expect((await get(`/expedientes/${providerId}/progress`, tokens.pending)).statusCode).toBe(404);
    expect((await get('/expedientes/00000000-0000-4000-8000-000000000000/progress', tokens.clientA)).statusCode).toBe(404);
  });

  it('rechaza un identificador mal formado con 400', async () => {
    expect((await get('/expedientes/no-es-uuid', tokens.clientA)).statusCode).toBe(400);
  });

  it('cada cliente cuenta los documentos de la empresa y los de sus propios servicios', async () => {
    expect(await progress(tokens.clientA)).toEqual({ total: 6, accepted: 2, review: 1, rejected: 1, missing: 2, percentage: 33 });
    expect(await progress(tokens.clientB)).toEqual({ total: 6, accepted: 1, review: 1, rejected: 2, missing: 2, percentage: 16 });
  });

  it('la propia empresa cuenta todos sus documentos: gana el más reciente', async () => {
    expect(await progress(tokens.provider)).toEqual({ total: 6, accepted: 1, review: 1, rejected: 2, missing: 2, percentage: 16 });
  });

  it('el expediente muestra la empresa, los requisitos y los documentos que el cliente puede ver', async () => {
    const response = await get(`/expedientes/${providerId}`, tokens.clientA);
    expect(response.statusCode).toBe(200);
    const { respuesta } = json(response);
    expect(respuesta.company).toMatchObject({ id: providerId, name: 'Proveedor Expediente SA de CV' });
    expect(respuesta.own).toBe(false);
    expect(respuesta.stages.map((s: { stage: { name: string } }) => s.stage.name)).toEqual(['Expediente']);
    expect(respuesta.progress).toEqual(await progress(tokens.clientA));
    const requirements = respuesta.stages[0].groups.flatMap((g: { requirements: unknown[] }) => g.requirements) as { name: string; documents: { validationStatus: { status: string } }[] }[];
    expect(requirements.find((r) => r.name === 'Comprobante de domicilio')?.documents.map((d) => d.validationStatus.status)).toEqual(['ACCEPTED']);
    expect(json(await get(`/expedientes/${providerId}`, tokens.provider)).respuesta.own).toBe(true);
  });
});
