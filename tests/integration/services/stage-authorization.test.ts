import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, complianceDocuments, files } from '../../../src/server/db/schema';
import type { TStageAuthorization } from '../../../src/shared/contracts/stage-authorization.contract';
import { json } from '../../fixtures/http';
import { readPdf } from '../../fixtures/pdf-text';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, PDF, review, serviceWorld, upload, XML, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { folderView, history } from '../vault/vault-setup';

/*
 * Today is 10 March 2026 (Mexico City) and the service started on 1 January 2026: the expedient's
 * one-time 'Acta constitutiva' is due, January of the monthly requirements is due (17 February),
 * February is not yet (17 March).
 */
const today = new Date('2026-03-10T18:00:00Z');
// Sessions are signed with the clock but verified against real time: sign in first, then move the clock.
let clockAt: Date | null = null;
let t: TestApp;
let w: ServiceWorld;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockAt ?? new Date() });
  w = await serviceWorld(t, { startDate: '2026-01-01' });
  clockAt = today;
}, 180_000);
afterAll(async () => t?.close());

const stageId = (name: string) => w.set.stageIds[name] as string;
const acta = () => w.set.requirementIds['Acta constitutiva'] as string;
const authorize = (token: string | undefined, stage: string, serviceId = w.service.id) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/services/${serviceId}/stages/${stage}/authorize`, headers: token ? bearer(token) : {} });
const list = async (token: string): Promise<TStageAuthorization[]> => {
  const res = await t.app.inject({ url: `/api/v1/services/${w.service.id}/stages/authorizations`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return json(res).respuesta;
};
const of = async (token: string, name: string) => (await list(token)).find((a) => a.stageId === stageId(name));
async function deliver(requirementId: string, fields: Record<string, string>, file = { name: 'documento.pdf', bytes: PDF }) {
  const res = await upload(t, w, w.tokens.provider, requirementId, fields, file);
  expect({ status: res.statusCode, body: res.statusCode === 200 ? null : res.body }).toEqual({ status: 200, body: null });
  return json(res).respuesta.id as string;
}
async function accept(requirementId: string, id: string) {
  expect((await review(t, w, w.tokens.client, requirementId, id, 'ACCEPTED')).statusCode).toBe(200);
}
const auditLines = () => t.db.select().from(auditLog).where(and(eq(auditLog.action, 'service-stage.authorized'), eq(auditLog.companyId, w.client.id)));

describe('autorizar una etapa del servicio', () => {
  it('rechaza la llamada sin sesión (401), a quien no es parte (404) y una etapa que no es del servicio (404)', async () => {
    expect((await authorize(undefined, stageId('Expediente'))).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/services/${w.service.id}/stages/authorizations` })).statusCode).toBe(401);
    expect((await authorize(w.tokens.stranger, stageId('Expediente'))).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/services/${w.service.id}/stages/authorizations`, headers: bearer(w.tokens.stranger) })).statusCode).toBe(404);
    expect((await authorize(w.tokens.client, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('solo el validador del cliente autoriza: el proveedor y un Lector reciben 403', async () => {
    expect((await authorize(w.tokens.provider, stageId('Expediente'))).statusCode).toBe(403);
    expect((await authorize(w.tokens.reader, stageId('Expediente'))).statusCode).toBe(403);
  });

  it('responde 400 a un identificador mal formado', async () => {
    const res = await authorize(w.tokens.client, 'no-es-uuid');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).respuesta.campos)).toEqual(['params.stageId']);
  });

  it('no autoriza una etapa con requisitos sin validar ni una sin requisitos que entregar (409)', async () => {
    const pending = await authorize(w.tokens.client, stageId('Expediente'));
    expect(pending.statusCode).toBe(409);
    expect(json(pending).mensaje).toBe('La etapa aún no se puede autorizar: un requisito no está validado. Todos los periodos entregados o vencidos deben estar aceptados.');
    const onlyGenerator = await authorize(w.tokens.client, stageId('Reporteo'));
    expect(onlyGenerator.statusCode).toBe(409);
    expect(json(onlyGenerator).mensaje).toBe('La etapa no tiene requisitos que autorizar.');
    expect(await of(w.tokens.client, 'Expediente')).toMatchObject({ state: 'NONE', validated: false, pending: 1, canAuthorize: false });
    expect(await auditLines()).toHaveLength(0);
  });

  it('con todo validado el cliente la autoriza: Bitácora, aviso al proveedor y marca «Autorizada» para ambos', async () => {
    await accept(acta(), await deliver(acta(), {}));
    expect(await of(w.tokens.client, 'Expediente')).toMatchObject({ state: 'NONE', validated: true, pending: 0, canAuthorize: true });
    // The provider sees the same state but never the button.
    expect(await of(w.tokens.provider, 'Expediente')).toMatchObject({ validated: true, canAuthorize: false });

    const res = await authorize(w.tokens.client, stageId('Expediente'));
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Etapa autorizada');
    expect(json(res).respuesta).toMatchObject({ state: 'AUTHORIZED', authorizedByName: w.users.clientAdmin.completeName, canAuthorize: false });
    expect(await of(w.tokens.provider, 'Expediente')).toMatchObject({ state: 'AUTHORIZED' });

    const lines = await auditLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorUserId: w.users.clientAdmin.id, entity: 'service_stage', entityId: stageId('Expediente') });
    expect(lines[0]?.details).toMatchObject({ serviceId: w.service.id, stageName: 'Expediente', reauthorized: false });

    const notices = json(await t.app.inject({ url: '/api/v1/notifications/?read=false', headers: bearer(w.tokens.provider) })).respuesta;
    expect(JSON.stringify(notices)).toContain(`${w.client.name} autorizó la etapa «Expediente» del servicio.`);

    // Its record: a PDF in the provider's vault under {servicio}/{etapa}, shared with the client, in the ledger.
    const folderId = json(res).respuesta.recordFolderId as string;
    expect(folderId).toEqual(expect.any(String));
    const view = json(await folderView(t, w.tokens.client, w.client.id, folderId)).respuesta;
    expect(view.breadcrumbs.map((b: { name: string }) => b.name)).toEqual([w.service.name, 'Expediente']);
    const records = view.documents.filter((d: { name: string }) => d.name.startsWith('Acta de autorizaci'));
    expect(records).toHaveLength(1);
    expect(json(await history(t, w.tokens.provider, records[0].fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
    const file = await t.app.inject({ url: `/api/v1/vault/${w.client.id}/documents/${records[0].id}/file`, headers: bearer(w.tokens.client) });
    expect(file.statusCode).toBe(200);
    const text = (await readPdf(file.rawPayload)).text.join(' ').replaceAll(/\s+/g, ' ');
    const [delivered] = await t.db.select({ sha256: files.sha256 }).from(complianceDocuments).innerJoin(files, eq(files.id, complianceDocuments.fileId)).where(eq(complianceDocuments.requirementId, acta()));
    for (const expected of ['Acta de autorización de etapa', 'Expediente', w.client.name, w.provider.name, 'Acta constitutiva', delivered?.sha256 ?? 'sin archivo']) expect(text).toContain(expected);
    expect(lines[0]?.details).toMatchObject({ recordFileId: records[0].fileId });

    const again = await authorize(w.tokens.client, stageId('Expediente'));
    expect(again.statusCode).toBe(409);
    expect(json(again).mensaje).toBe('La etapa ya está autorizada.');
  });

  it('un periodo entregado antes de vencer debe estar aceptado; el que aún no vence y falta no la detiene', async () => {
    await accept(w.sat, await deliver(w.sat, { month: '1', year: '2026' }));
    await accept(w.cfdi, await deliver(w.cfdi, { month: '1', year: '2026' }, { name: 'nomina.xml', bytes: XML }));
    const early = await deliver(w.sat, { month: '2', year: '2026' });
    const blocked = await authorize(w.tokens.client, stageId('Cumplimiento'));
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked).mensaje).toContain('un requisito no está validado');
    await accept(w.sat, early);
    // February of 'CFDI de nómina' is missing but due on 17 March: it does not hold the stage back.
    expect((await authorize(w.tokens.client, stageId('Cumplimiento'))).statusCode).toBe(200);
  });

  it('una carga o un rechazo posterior revoca la autorización; al validarse de nuevo se vuelve a autorizar', async () => {
    const late = await deliver(w.cfdi, { month: '2', year: '2026' }, { name: 'nomina-febrero.xml', bytes: XML });
    expect(await of(w.tokens.client, 'Cumplimiento')).toMatchObject({ state: 'REVOKED', validated: false, canAuthorize: false });
    expect(await of(w.tokens.provider, 'Cumplimiento')).toMatchObject({ state: 'REVOKED' });
    // Other stages keep theirs.
    expect(await of(w.tokens.client, 'Expediente')).toMatchObject({ state: 'AUTHORIZED' });

    expect((await review(t, w, w.tokens.client, w.cfdi, late, 'REJECTED', 'Falta un trabajador')).statusCode).toBe(200);
    expect((await authorize(w.tokens.client, stageId('Cumplimiento'))).statusCode).toBe(409);
    await accept(w.cfdi, await deliver(w.cfdi, { month: '2', year: '2026' }, { name: 'nomina-febrero-2.xml', bytes: XML }));
    expect(await of(w.tokens.client, 'Cumplimiento')).toMatchObject({ state: 'REVOKED', validated: true, canAuthorize: true });

    const res = await authorize(w.tokens.client, stageId('Cumplimiento'));
    expect(res.statusCode).toBe(200);
    expect(json(res).respuesta.state).toBe('AUTHORIZED');
    const lines = (await auditLines()).filter((l) => l.entityId === stageId('Cumplimiento'));
    expect(lines.map((l) => (l.details as { reauthorized: boolean }).reauthorized).toSorted()).toEqual([false, true]);
  });
});
