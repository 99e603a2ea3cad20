import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments, documentEvents } from '../../../src/server/db/schema';
import { DEFAULT_DOCUMENT_SET_ID, DEFAULT_REQUIREMENT_IDS as R, DEFAULT_STAGE_IDS as S } from '../../../src/shared/domain/compliance-defaults';
import { buildComplianceDocument, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF } from '../compliance-documents/compliance-documents-setup';

const ACTA = R['Acta constitutiva'];

describe('expediente de una empresa vinculada: documentos anteriores y su consulta en el historial', () => {
  let t: TestApp;
  let providerId: string;
  let clientAId: string;
  let clientAUserId: string;
  /** Acta constitutiva, newest first, as each viewer's expedient orders them. */
  const seenBy = { clientA: [] as string[], clientB: [] as string[] };
  let otherCompanyDocumentId: string;
  const tokens = { provider: '', clientA: '', clientAReader: '', clientB: '', pending: '', outsider: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const provider = await buildCompany(t.db, { name: 'Proveedor Anteriores SA de CV', status: 'PREMIUM' });
    const clientA = await buildCompany(t.db, { name: 'Cliente Anteriores A SA de CV', status: 'CORPORATIVO' });
    const clientB = await buildCompany(t.db, { name: 'Cliente Anteriores B SA de CV' });
    const pending = await buildCompany(t.db);
    const outsider = await buildCompany(t.db);
    providerId = provider.id;
    clientAId = clientA.id;
    await linkCompanies(t.db, clientA.id, provider.id);
    await linkCompanies(t.db, clientB.id, provider.id);
    await linkCompanies(t.db, pending.id, provider.id, 'PENDING');
    const serviceA = await buildService(t.db, { clientId: clientA.id, providerId: provider.id, setId: DEFAULT_DOCUMENT_SET_ID });
    const serviceB = await buildService(t.db, { clientId: clientB.id, providerId: provider.id, setId: DEFAULT_DOCUMENT_SET_ID });

    let tick = 0;
    const doc = async (month: number, serviceId: string | null = null, companyId = provider.id) => {
      const row = await buildComplianceDocument(t.db, { companyId, serviceId, requirementId: ACTA, year: 2025, month, status: 'ACCEPTED' });
      tick += 1;
      await t.db.update(complianceDocuments).set({ createdAt: new Date(Date.UTC(2025, 11, 1, 0, tick)) }).where(eq(complianceDocuments.id, row.id));
      return row.id;
    };
    const m1 = await doc(1);
    const deleted = await doc(2);
    await t.db.update(complianceDocuments).set({ deletedAt: new Date() }).where(eq(complianceDocuments.id, deleted));
    const m2 = await doc(2);
    const m3 = await doc(3);
    // Same period, uploaded later on each client's service: ordered after the company one by upload.
    const m3a = await doc(3, serviceA.id);
    const m3b = await doc(3, serviceB.id);
    const m4 = await doc(4);
    const m5 = await doc(5);
    seenBy.clientA = [m5, m4, m3a, m3, m2, m1];
    seenBy.clientB = [m5, m4, m3b, m3, m2, m1];
    otherCompanyDocumentId = await doc(6, null, outsider.id);

    const clientAUser = await buildUser(t.db, { companyId: clientA.id, completeName: 'Revisora del Cliente A' });
    clientAUserId = clientAUser.id;
    const token = async (email: string) => (await signIn(t.app, email)).accessToken;
    tokens.provider = await token((await buildUser(t.db, { companyId: provider.id, completeName: 'Cargador del Proveedor' })).email);
    tokens.clientA = await token(clientAUser.email);
    tokens.clientAReader = await token((await buildUser(t.db, { companyId: clientA.id, role: 'Lector' })).email);
    tokens.clientB = await token((await buildUser(t.db, { companyId: clientB.id })).email);
    tokens.pending = await token((await buildUser(t.db, { companyId: pending.id })).email);
    tokens.outsider = await token((await buildUser(t.db, { companyId: outsider.id })).email);
    // Generous: several sign-ins (argon2) on a shared, loaded 2-core machine.
  }, 180_000);
  afterAll(() => t.close());

  const older = (token: string | undefined, query: Record<string, string | number>, requirementId: string = ACTA, companyId = providerId) =>
    t.app.inject({ url: `/api/v1/expedientes/${companyId}/requirements/${requirementId}/documents`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: token ? bearer(token) : {} });
  const page = async (token: string, after: string, size: number) => {
    const response = await older(token, { after, size });
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = json(response).respuesta as { items: { id: string }[]; nextCursor: string | null };
    return { ids: items.map((d) => d.id), nextCursor };
  };

  it('el cliente vinculado pagina los documentos anteriores en el orden del expediente, con cursor y tamaño', async () => {
    const [newest, ...rest] = seenBy.clientA;
    const first = await page(tokens.clientA, newest ?? '', 2);
    expect(first.ids).toEqual(rest.slice(0, 2));
    expect(first.nextCursor).toBe(first.ids.at(-1));
    const second = await page(tokens.clientA, first.nextCursor ?? '', 2);
    expect(second.ids).toEqual(rest.slice(2, 4));
    const last = await page(tokens.clientA, second.nextCursor ?? '', 2);
    expect(last.ids).toEqual(rest.slice(4));
    expect(last.nextCursor).toBeNull();
    // The default size takes everything that is left at once.
    expect(await page(tokens.clientA, newest ?? '', 50)).toEqual({ ids: rest, nextCursor: null });
  });

  it('cada cliente ve solo los documentos de la empresa y los de su propio servicio; nunca los eliminados', async () => {
    expect((await page(tokens.clientB, seenBy.clientB[0] ?? '', 50)).ids).toEqual(seenBy.clientB.slice(1));
    expect((await page(tokens.clientAReader, seenBy.clientA[0] ?? '', 50)).ids).toEqual(seenBy.clientA.slice(1));
    // The company itself sees every one of its documents: both services' in the same period.
    const own = (await page(tokens.provider, seenBy.clientA[0] ?? '', 50)).ids;
    expect(own).toHaveLength(6);
    expect(own).toEqual(expect.arrayContaining([...seenBy.clientA.slice(1), ...seenBy.clientB.slice(1)]));
  });

  it('401 sin sesión, 404 a una empresa sin vínculo aceptado, a otro requisito o a otra empresa; 400 a una consulta mal formada', async () => {
    const after = seenBy.clientA[0] ?? '';
    expect((await older(undefined, { after })).statusCode).toBe(401);
    expect((await older(tokens.outsider, { after })).statusCode).toBe(404);
    expect((await older(tokens.pending, { after })).statusCode).toBe(404);
    expect((await older(tokens.clientA, { after }, R['Opinión de cumplimiento SAT (32-D)'])).statusCode).toBe(404);
    expect((await older(tokens.clientA, { after }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await older(tokens.clientA, { after }, ACTA, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await older(tokens.clientA, { after: 'no-es-uuid' })).statusCode).toBe(400);
    expect((await older(tokens.clientA, { after, size: 51 })).statusCode).toBe(400);
    expect((await older(tokens.clientA, {})).statusCode).toBe(400);
  });

  it('un cursor de otra empresa no abre nada de ella ni de esta', async () => {
    expect(await page(tokens.clientA, otherCompanyDocumentId, 50)).toEqual({ ids: [], nextCursor: null });
  });

  it('abrir un documento del expediente deja «Consultó» con el usuario y la empresa que lo abrió; descargarlo, «Descargó»', async () => {
    const body = multipart({ month: '7', year: '2025' }, { name: 'acta-julio.pdf', bytes: PDF });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stage/companyId/${providerId}/stageTemplateId/${S.expediente}/requirements/${ACTA}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.provider) },
    });
    expect(uploaded.statusCode).toBe(200);
    const { id } = json(uploaded).respuesta as { id: string };
    const file = (token: string | undefined, query: Record<string, string> = {}) => t.app.inject({ url: `/api/v1/expedientes/${providerId}/documents/${id}/file`, query, headers: token ? bearer(token) : {} });
    const history = (token: string | undefined) => t.app.inject({ url: `/api/v1/expedientes/${providerId}/documents/${id}/history`, headers: token ? bearer(token) : {} });

    const viewed = await file(tokens.clientA);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.from(viewed.rawPayload).equals(PDF)).toBe(true);
    const downloaded = await file(tokens.clientA, { download: '1' });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment/);
    // Refused reads leave no line.
    expect((await file(tokens.outsider)).statusCode).toBe(404);
    expect((await file(undefined)).statusCode).toBe(401);

    const response = await history(tokens.clientA);
    expect(response.statusCode).toBe(200);
    const entries = json(response).respuesta as { action: string; user: string }[];
    expect(entries.map((e) => [e.action, e.user])).toEqual([
      ['UPLOADED', 'Cargador del Proveedor'],
      ['VIEWED', 'Revisora del Cliente A'],
      ['DOWNLOADED', 'Revisora del Cliente A'],
    ]);
    const events = await t.db.select().from(documentEvents).where(and(eq(documentEvents.documentId, id), eq(documentEvents.action, 'VIEWED')));
    expect(events.map((e) => [e.userId, e.companyId])).toEqual([[clientAUserId, clientAId]]);

    // The provider reads the same history; strangers and unsigned requests do not.
    expect(json(await history(tokens.provider)).respuesta).toEqual(entries);
    expect((await history(tokens.outsider)).statusCode).toBe(404);
    expect((await history(tokens.pending)).statusCode).toBe(404);
    expect((await history(undefined)).statusCode).toBe(401);
  });

  it('un documento del servicio de otro cliente no se abre ni muestra su historial desde el expediente (404)', async () => {
    const otherClients = seenBy.clientB.find((id) => !seenBy.clientA.includes(id)) ?? '';
    expect((await t.app.inject({ url: `/api/v1/expedientes/${providerId}/documents/${otherClients}/file`, headers: bearer(tokens.clientA) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/expedientes/${providerId}/documents/${otherClients}/history`, headers: bearer(tokens.clientA) })).statusCode).toBe(404);
  });
});
