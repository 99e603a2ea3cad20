import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments } from '../../../src/server/db/schema';
import { buildComplianceDocument, buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const STAGES = [
  {
    name: 'Cumplimiento',
    groups: [
      {
        name: 'Obligaciones',
        requirements: [
          { name: 'Opinión SAT', delivery: { kind: 'MONTHLY' as const, day: 17 } },
          { name: 'Pago INFONAVIT', delivery: { kind: 'BIMONTHLY' as const, day: 17 } },
          { name: 'Contrato firmado', delivery: { kind: 'ONCE' as const, day: 30 } },
        ],
      },
    ],
  },
  { name: 'Reporteo', groups: [{ name: 'ICSOE', requirements: [{ name: 'Acuse ICSOE', delivery: { kind: 'FOURMONTHLY' as const, day: 17 } }] }] },
];

describe('Resumen de la etapa de un servicio', () => {
  let t: TestApp;
  let serviceId: string;
  let stageId: string;
  let otherStageId: string;
  let clientToken: string;
  let providerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    // The service ended in June 2026, so its periods stop there whatever day the suite runs.
    t = await createTestApp();
    const client = await buildCompany(t.db, { name: 'Cliente Resumen SA de CV' });
    const provider = await buildCompany(t.db, { name: 'Proveedor Resumen SA de CV' });
    const outsider = await buildCompany(t.db);
    await linkCompanies(t.db, client.id, provider.id);
    const { set, stageIds, requirementIds: r } = await buildDocumentSet(t.db, { stages: STAGES });
    stageId = stageIds.Cumplimiento ?? '';
    otherStageId = (await buildDocumentSet(t.db)).stageIds.Cumplimiento ?? '';
    const service = await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.id, startDate: '2026-01-10', endDate: '2026-06-30' });
    serviceId = service.id;
    let tick = 0;
    const doc = async (requirement: string, month: number, status: 'REVIEW' | 'ACCEPTED' | 'REJECTED', extra: { deleted?: boolean } = {}) => {
      const row = await buildComplianceDocument(t.db, { companyId: provider.id, serviceId, requirementId: r[requirement] ?? '', year: 2026, month, status });
      // Explicit, distinct times: "newest wins" never rests on two rows written in the same clock tick.
      tick += 1;
      await t.db
        .update(complianceDocuments)
        .set({ createdAt: new Date(Date.UTC(2026, 5, 1, 0, tick)), deletedAt: extra.deleted ? new Date('2026-06-10T00:00:00Z') : null })
        .where(eq(complianceDocuments.id, row.id));
    };
    await doc('Opinión SAT', 1, 'ACCEPTED');
    // One-time: filed under the month it was delivered, it still counts for the service's first month.
    await doc('Contrato firmado', 3, 'ACCEPTED');
    await doc('Opinión SAT', 2, 'REJECTED');
    await doc('Opinión SAT', 2, 'ACCEPTED');
    await doc('Pago INFONAVIT', 2, 'REJECTED');
    await doc('Opinión SAT', 3, 'ACCEPTED');
    await doc('Opinión SAT', 3, 'REVIEW');
    await doc('Opinión SAT', 4, 'ACCEPTED');
    await doc('Opinión SAT', 5, 'ACCEPTED', { deleted: true });
    // A company-level document and another service's document do not count.
    await buildComplianceDocument(t.db, { companyId: provider.id, requirementId: r['Opinión SAT'] ?? '', year: 2026, month: 6, status: 'ACCEPTED' });
    const other = await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.id, startDate: '2026-01-10' });
    await buildComplianceDocument(t.db, { companyId: provider.id, serviceId: other.id, requirementId: r['Opinión SAT'] ?? '', year: 2026, month: 6, status: 'ACCEPTED' });
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: client.id, role: 'Lector' })).email)).accessToken;
    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: provider.id, role: 'Colaborador' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsider.id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const get = (sid: string, stage: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/services/${sid}/stages/${stage}/summary`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('rechaza la consulta sin sesión (401)', async () => {
    expect((await get(serviceId, stageId)).statusCode).toBe(401);
  });

  it('responde 404 a quien no es parte del servicio, a un servicio inexistente y a una etapa de otro tipo de servicio', async () => {
    expect((await get(serviceId, stageId, outsiderToken)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', stageId, clientToken)).statusCode).toBe(404);
    expect((await get(serviceId, otherStageId, clientToken)).statusCode).toBe(404);
  });

  it('rechaza identificadores mal formados con 400', async () => {
    expect((await get('no-es-uuid', stageId, clientToken)).statusCode).toBe(400);
  });

  it('muestra cada periodo del inicio al fin del servicio, del más reciente al más antiguo, con el estado de cada requisito', async () => {
    const response = await get(serviceId, stageId, clientToken);
    expect(response.statusCode).toBe(200);
    const { respuesta } = json(response);
    expect(respuesta.stageName).toBe('Cumplimiento');
    expect(respuesta.groups.map((g: { name: string; requirements: { name: string }[] }) => [g.name, g.requirements.map((r) => r.name)])).toEqual([['Obligaciones', ['Opinión SAT', 'Pago INFONAVIT', 'Contrato firmado']]]);
    const view = respuesta.periods.map((p: { yearMonth: string; monthString: string; status: string; requirements: { requirementName: string; status: string }[] }) => [
      p.yearMonth,
      p.monthString,
      p.status,
      Object.fromEntries(p.requirements.map((x) => [x.requirementName, x.status])),
    ]);
    expect(view).toEqual([
      ['2026-06', 'Junio', 'FALTANTE', { 'Opinión SAT': 'FALTANTE', 'Pago INFONAVIT': 'FALTANTE' }],
      ['2026-05', 'Mayo', 'FALTANTE', { 'Opinión SAT': 'FALTANTE' }],
      ['2026-04', 'Abril', 'PARCIAL', { 'Opinión SAT': 'ACEPTADO', 'Pago INFONAVIT': 'FALTANTE' }],
      ['2026-03', 'Marzo', 'BAJO_REVISION', { 'Opinión SAT': 'BAJO_REVISION' }],
      ['2026-02', 'Febrero', 'RECHAZADO', { 'Opinión SAT': 'ACEPTADO', 'Pago INFONAVIT': 'RECHAZADO' }],
      ['2026-01', 'Enero', 'ACEPTADO', { 'Opinión SAT': 'ACEPTADO', 'Contrato firmado': 'ACEPTADO' }],
    ]);
  });

  it('el proveedor ve el mismo resumen que el cliente', async () => {
    const fromProvider = json(await get(serviceId, stageId, providerToken)).respuesta;
    const fromClient = json(await get(serviceId, stageId, clientToken)).respuesta;
    expect(fromProvider).toEqual(fromClient);
  });
});
