import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments, files } from '../../../src/server/db/schema';
import { DOCUMENTS_PER_REQUIREMENT, OLDER_DOCUMENTS_PAGE } from '../../../src/shared/contracts/compliance-documents.contract';
import { DEFAULT_DOCUMENT_SET_ID, DEFAULT_REQUIREMENT_IDS as R, DEFAULT_STAGE_IDS } from '../../../src/shared/domain/compliance-defaults';
import { buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const IMSS = R['Opinión de cumplimiento IMSS'];
const ACTA = R['Acta constitutiva'];
// Several documents share one upload time: the id must break the tie, or pages would skip or repeat.
const SHARED_TIME = new Date('2026-01-05T10:00:00Z');

describe('Ver documentos anteriores de un requisito (más de los que trae la etapa)', () => {
  let t: TestApp;
  let serviceId: string;
  let providerId: string;
  let clientToken: string;
  let providerToken: string;
  let outsiderToken: string;
  let freeToken: string;
  let freeId: string;

  /** `count` documents of one requirement, in one insert each for files and documents. */
  async function bulk(companyId: string, requirementId: string, count: number, service: string | null) {
    const fileRows = await t.db
      .insert(files)
      .values(Array.from({ length: count }, (_, i) => ({ companyId, kind: 'compliance-document', name: `doc-${i}.pdf`, mime: 'application/pdf', ext: 'pdf', size: 1, sha256: `older-${requirementId}-${companyId}-${i}` })))
      .returning({ id: files.id });
    await t.db.insert(complianceDocuments).values(
      fileRows.map((file, i) => ({
        companyId,
        serviceId: service,
        requirementId,
        year: 2020 + (i % 6),
        month: 1 + (i % 12),
        fileId: file.id,
        name: `doc-${i}.pdf`,
        extension: 'pdf',
        status: 'REVIEW' as const,
        createdAt: i % 3 === 0 ? SHARED_TIME : new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
  }

  const expectedOrder = (where: ReturnType<typeof and>) =>
    t.db
      .select({ id: complianceDocuments.id })
      .from(complianceDocuments)
      .where(where)
      .orderBy(desc(complianceDocuments.year), desc(complianceDocuments.month), desc(complianceDocuments.createdAt), desc(complianceDocuments.id))
      .then((rows) => rows.map((r) => r.id));

  beforeAll(async () => {
    t = await createTestApp();
    const client = await buildCompany(t.db, { name: 'Cliente Historial SA de CV', status: 'PREMIUM' });
    const provider = await buildCompany(t.db, { name: 'Proveedor Historial SA de CV', status: 'PREMIUM' });
    const outsider = await buildCompany(t.db, { status: 'PREMIUM' });
    providerId = provider.id;
    await linkCompanies(t.db, client.id, provider.id);
    serviceId = (await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: DEFAULT_DOCUMENT_SET_ID })).id;
    await bulk(provider.id, IMSS, 123, serviceId);
    await bulk(provider.id, ACTA, 57, null);
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: client.id })).email)).accessToken;
    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: provider.id })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsider.id })).email)).accessToken;
    const free = await buildCompany(t.db, { status: 'FREE' });
    freeId = free.id;
    freeToken = (await signIn(t.app, (await buildUser(t.db, { companyId: free.id })).email)).accessToken;
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** Follows the pages from the stage view's last document until `nextCursor` is null. */
  async function walk(url: string, first: string[], token: string, size = 20) {
    const ids = [...first];
    let after: string | null = first.at(-1) ?? null;
    let pages = 0;
    while (after) {
      const response = await get(`${url}?after=${after}&size=${size}`, token);
      expect(response.statusCode).toBe(200);
      const page = json(response).respuesta as { items: { id: string }[]; nextCursor: string | null };
      ids.push(...page.items.map((d) => d.id));
      after = page.nextCursor;
      pages += 1;
    }
    return { ids, pages };
  }

  it(`el servicio: la etapa trae ${DOCUMENTS_PER_REQUIREMENT} y las páginas traen el resto, en el mismo orden, sin repetir`, async () => {
    const stage = json(await get(`/services/${serviceId}/stage/${DEFAULT_STAGE_IDS.cumplimiento}`, clientToken)).respuesta;
    const card = stage.groups.flatMap((g: { requirements: unknown[] }) => g.requirements).find((r: { id: string }) => r.id === IMSS);
    expect(card.documents).toHaveLength(DOCUMENTS_PER_REQUIREMENT);
    expect(card.documentsTotal).toBe(123);
    const { ids, pages } = await walk(`/services/${serviceId}/requirements/${IMSS}/documents`, card.documents.map((d: { id: string }) => d.id), clientToken);
    expect(pages).toBe(Math.ceil((123 - DOCUMENTS_PER_REQUIREMENT) / 20));
    expect(new Set(ids).size).toBe(123);
    expect(ids).toEqual(await expectedOrder(and(eq(complianceDocuments.serviceId, serviceId), eq(complianceDocuments.requirementId, IMSS))));
  });

  it(`la empresa: su página de etapa trae ${DOCUMENTS_PER_REQUIREMENT} y el resto llega por páginas`, async () => {
    const stage = json(await get(`/stage/companyId/${providerId}/stageTemplateId/${DEFAULT_STAGE_IDS.expediente}`, providerToken)).respuesta;
    const card = stage.groups.flatMap((g: { requirements: unknown[] }) => g.requirements).find((r: { id: string }) => r.id === ACTA);
    expect(card.documents).toHaveLength(DOCUMENTS_PER_REQUIREMENT);
    const { ids } = await walk(`/stage/companyId/${providerId}/stageTemplateId/${DEFAULT_STAGE_IDS.expediente}/requirements/${ACTA}/documents`, card.documents.map((d: { id: string }) => d.id), providerToken, OLDER_DOCUMENTS_PAGE);
    expect(ids).toEqual(await expectedOrder(and(eq(complianceDocuments.companyId, providerId), isNull(complianceDocuments.serviceId), eq(complianceDocuments.requirementId, ACTA))));
  });

  it('un documento eliminado no aparece, pero sigue sirviendo de ancla', async () => {
    const order = await expectedOrder(and(eq(complianceDocuments.serviceId, serviceId), eq(complianceDocuments.requirementId, IMSS)));
    const [anchor = '', next = ''] = order.slice(60, 62);
    await t.db.update(complianceDocuments).set({ deletedAt: new Date() }).where(inArray(complianceDocuments.id, [anchor, next]));
    const page = json(await get(`/services/${serviceId}/requirements/${IMSS}/documents?after=${anchor}&size=3`, clientToken)).respuesta;
    expect(page.items.map((d: { id: string }) => d.id)).toEqual(order.slice(62, 65));
    await t.db.update(complianceDocuments).set({ deletedAt: null }).where(inArray(complianceDocuments.id, [anchor, next]));
  });

  it('rechaza sin sesión (401), sin permiso (403), de otra empresa (404) y con parámetros inválidos (400)', async () => {
    const [first] = await t.db.select({ id: complianceDocuments.id }).from(complianceDocuments).where(eq(complianceDocuments.requirementId, IMSS)).orderBy(asc(complianceDocuments.id)).limit(1);
    const url = `/services/${serviceId}/requirements/${IMSS}/documents?after=${first?.id}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, outsiderToken)).statusCode).toBe(404);
    expect((await get(`/services/${serviceId}/requirements/${R['Acuse SISUB'].replace(/.$/, '9')}/documents?after=${first?.id}`, clientToken)).statusCode).toBe(404);
    expect((await get(`/services/${serviceId}/requirements/${IMSS}/documents`, clientToken)).statusCode).toBe(400);
    expect((await get(`/services/${serviceId}/requirements/${IMSS}/documents?after=x`, clientToken)).statusCode).toBe(400);
    expect((await get(`${url}&size=${OLDER_DOCUMENTS_PAGE + 1}`, clientToken)).statusCode).toBe(400);
    const companyUrl = `/stage/companyId/${providerId}/stageTemplateId/${DEFAULT_STAGE_IDS.expediente}/requirements/${ACTA}/documents?after=${first?.id}`;
    expect((await get(companyUrl)).statusCode).toBe(401);
    expect((await get(companyUrl, outsiderToken)).statusCode).toBe(404);
    expect((await get(companyUrl, clientToken)).statusCode).toBe(404);
    // A FREE plan has no home stages (canShowHomeStages): its own stage page is 403.
    expect((await get(companyUrl.replace(providerId, freeId), freeToken)).statusCode).toBe(403);
  });
});
