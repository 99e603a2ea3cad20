import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments } from '../../../src/server/db/schema';
import { DEFAULT_DOCUMENT_SET_ID, DEFAULT_REQUIREMENT_IDS as R } from '../../../src/shared/domain/compliance-defaults';
import { buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

describe('descargar el expediente de una empresa (Documents.zip)', () => {
  let t: TestApp;
  let providerId: string;
  let emptyId: string;
  const tokens: Record<'provider' | 'clientA' | 'clientB' | 'pending' | 'outsider' | 'empty', string> = { provider: '', clientA: '', clientB: '', pending: '', outsider: '', empty: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const provider = await buildCompany(t.db, { name: 'Proveedor Expediente SA de CV' });
    const clientA = await buildCompany(t.db);
    const clientB = await buildCompany(t.db);
    const pending = await buildCompany(t.db);
    const outsider = await buildCompany(t.db);
    const empty = await buildCompany(t.db);
    providerId = provider.id;
    emptyId = empty.id;
    await linkCompanies(t.db, clientA.id, provider.id);
    await linkCompanies(t.db, clientB.id, provider.id);
    await linkCompanies(t.db, pending.id, provider.id, 'PENDING');
    await linkCompanies(t.db, clientA.id, empty.id);
    const serviceA = await buildService(t.db, { clientId: clientA.id, providerId: provider.id, setId: DEFAULT_DOCUMENT_SET_ID });
    const serviceB = await buildService(t.db, { clientId: clientB.id, providerId: provider.id, setId: DEFAULT_DOCUMENT_SET_ID });

    const store = async (requirementId: string, name: string, extra: { serviceId?: string; month?: number; status?: 'REVIEW' | 'ACCEPTED' | 'REJECTED'; deleted?: boolean } = {}) => {
      const file = await t.ctx.files.storeUpload({ actor: null, companyId: provider.id, kind: 'compliance-document', source: pdf(name), filename: name, allowed: ['pdf'], maxBytes: 1 << 20 });
      await t.db.insert(complianceDocuments).values({
        companyId: provider.id,
        serviceId: extra.serviceId ?? null,
        requirementId,
        year: 2026,
        month: extra.month ?? 1,
        fileId: file.id,
        name,
        extension: 'pdf',
        status: extra.status ?? 'ACCEPTED',
        deletedAt: extra.deleted ? new Date() : null,
      });
    };
    // Company-level: every viewer of the expedient gets them.
    await store(R['Acta constitutiva'], 'acta.pdf');
    await store(R['Acta constitutiva'], 'acta.pdf', { month: 2, status: 'REJECTED' });
    await store(R['Poder del representante legal'], 'poder: notarial/2026.pdf', { status: 'REVIEW' });
    await store(R['Constancia de situación fiscal'], 'borrada.pdf', { deleted: true });
    // Delivered on a service: only that service's client (and the provider) gets them.
    await store(R['Comprobante de domicilio'], 'domicilio-a.pdf', { serviceId: serviceA.id });
    await store(R['Comprobante de domicilio'], 'domicilio-b.pdf', { serviceId: serviceB.id });
    // Not an expediente requirement: never in the expedient.
    await store(R['Opinión de cumplimiento SAT (32-D)'], 'opinion.pdf', { serviceId: serviceA.id });

    const token = async (companyId: string, role: 'Administrador' | 'Lector' = 'Administrador') => (await signIn(t.app, (await buildUser(t.db, { companyId, role })).email)).accessToken;
    tokens.provider = await token(provider.id);
    tokens.clientA = await token(clientA.id, 'Lector');
    tokens.clientB = await token(clientB.id);
    tokens.pending = await token(pending.id);
    tokens.outsider = await token(outsider.id);
    tokens.empty = await token(empty.id);
  }, 180_000);
  afterAll(() => t.close());

  const download = (companyId: string, token?: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/expedientes/${companyId}/download`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const entries = async (companyId: string, token: string, payload?: unknown) => {
    const response = await download(companyId, token, payload);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toContain('Documents.zip');
    return unzipSync(new Uint8Array(response.rawPayload));
  };
  const names = (zip: Record<string, Uint8Array>) => Object.keys(zip).toSorted();

  it('rechaza la descarga sin sesión (401) y responde 404 a quien no tiene relación aceptada', async () => {
    expect((await download(providerId)).statusCode).toBe(401);
    expect((await download(providerId, tokens.outsider)).statusCode).toBe(404);
    expect((await download(providerId, tokens.pending)).statusCode).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000', tokens.clientA)).statusCode).toBe(404);
  });

  it('valida el identificador y el cuerpo (400)', async () => {
    expect((await download('no-es-uuid', tokens.clientA)).statusCode).toBe(400);
    const emptyList = await download(providerId, tokens.clientA, { requirementIds: [] });
    expect(emptyList.statusCode).toBe(400);
    expect(json(emptyList).respuesta.campos.requirementIds).toBe('Seleccione al menos un tipo de documento');
    expect((await download(providerId, tokens.clientA, { requirementIds: ['no-es-uuid'] })).statusCode).toBe(400);
    expect((await download(providerId, tokens.clientA, { otra: 1 })).statusCode).toBe(400);
    const foreign = await download(providerId, tokens.clientA, { requirementIds: [R['Opinión de cumplimiento SAT (32-D)']] });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(json(foreign).respuesta.campos)).toEqual(['requirementIds']);
  });

  it('la propia empresa descarga todo su expediente: etapa/requisito/año-mes_nombre, sin borrados ni otras etapas', async () => {
    const zip = await entries(providerId, tokens.provider);
    expect(names(zip)).toEqual([
      'Expediente/Acta constitutiva/2026-01_acta.pdf',
      'Expediente/Acta constitutiva/2026-02_acta.pdf',
      'Expediente/Comprobante de domicilio/2026-01_domicilio-a.pdf',
      'Expediente/Comprobante de domicilio/2026-01_domicilio-b.pdf',
      'Expediente/Poder del representante legal/2026-01_poder_ notarial_2026.pdf',
    ]);
    expect(Buffer.from(zip['Expediente/Acta constitutiva/2026-02_acta.pdf'] ?? []).toString()).toContain('% acta.pdf');
  });

  it('un cliente vinculado recibe lo propio de la empresa y lo que le entregó a él, nunca lo de otro cliente', async () => {
    const a = names(await entries(providerId, tokens.clientA));
    expect(a).toContain('Expediente/Comprobante de domicilio/2026-01_domicilio-a.pdf');
    expect(a.some((n) => n.includes('domicilio-b'))).toBe(false);
    expect(a).toHaveLength(4);
    const b = names(await entries(providerId, tokens.clientB, {}));
    expect(b).toContain('Expediente/Comprobante de domicilio/2026-01_domicilio-b.pdf');
    expect(b.some((n) => n.includes('domicilio-a'))).toBe(false);
  });

  it('descarga solo los requisitos elegidos', async () => {
    const zip = await entries(providerId, tokens.clientA, { requirementIds: [R['Acta constitutiva']] });
    expect(names(zip)).toEqual(['Expediente/Acta constitutiva/2026-01_acta.pdf', 'Expediente/Acta constitutiva/2026-02_acta.pdf']);
  });

  it('sin documentos responde el mensaje del catálogo en lugar de un ZIP vacío', async () => {
    for (const [companyId, token] of [[emptyId, tokens.empty], [emptyId, tokens.clientA], [providerId, tokens.clientA]] as const) {
      const payload = companyId === providerId ? { requirementIds: [R['Identificación oficial del representante legal']] } : undefined;
      const response = await download(companyId, token, payload);
      expect(response.statusCode).toBe(404);
      expect(json(response).mensaje).toBe('No hay documentos en el expediente para descargar');
    }
  });
});
