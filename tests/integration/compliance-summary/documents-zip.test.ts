import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments } from '../../../src/server/db/schema';
import { buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
const xml = (label: string) => Buffer.from(`<?xml version="1.0"?><cfdi id="${label}"/>`);

describe('Documents.zip de la etapa de un servicio', () => {
  let t: TestApp;
  let serviceId: string;
  let stageId: string;
  let sat: string;
  let cfdi: string;
  let clientToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const client = await buildCompany(t.db);
    const provider = await buildCompany(t.db);
    await linkCompanies(t.db, client.id, provider.id);
    const { set, stageIds, requirementIds } = await buildDocumentSet(t.db);
    stageId = stageIds.Cumplimiento ?? '';
    sat = requirementIds['Opinión de cumplimiento SAT 32-D'] ?? '';
    cfdi = requirementIds['CFDI de nómina'] ?? '';
    serviceId = (await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.id, startDate: '2026-01-01', endDate: '2026-12-31' })).id;
    const store = async (requirementId: string, year: number, month: number, name: string, bytes: Buffer, extra: { deleted?: boolean; status?: 'REVIEW' | 'REJECTED' } = {}) => {
      const ext = name.endsWith('.xml') ? 'xml' : 'pdf';
      const file = await t.ctx.files.storeUpload({ actor: null, companyId: provider.id, kind: 'compliance-document', source: bytes, filename: name, allowed: [ext], maxBytes: 1 << 20 });
      await t.db.insert(complianceDocuments).values({
        companyId: provider.id,
        serviceId,
        requirementId,
        year,
        month,
        fileId: file.id,
        name,
        extension: ext,
        status: extra.status ?? 'ACCEPTED',
        deletedAt: extra.deleted ? new Date() : null,
      });
    };
    await store(sat, 2026, 2, 'opinion.pdf', pdf('feb-1'));
    await store(sat, 2026, 2, 'opinion.pdf', pdf('feb-2'), { status: 'REJECTED' });
    await store(sat, 2026, 3, 'opinión: marzo/final.pdf', pdf('mar'), { status: 'REVIEW' });
    await store(sat, 2026, 4, 'borrada.pdf', pdf('deleted'), { deleted: true });
    await store(sat, 2026, 5, 'fuera-de-rango.pdf', pdf('may'));
    await store(cfdi, 2026, 3, 'nomina.xml', xml('mar'));
    clientToken = (await signIn(t.app, (await buildUser(t.db, { companyId: client.id, role: 'Lector' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const post = (payload: unknown, token?: string, sid = serviceId) =>
    t.app.inject({ method: 'POST', url: `/api/v1/services/${sid}/stages/${stageId}/download`, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const valid = () => ({ requirementIds: [sat, cfdi], from: '2026-01', to: '2026-04' });

  it('rechaza la descarga sin sesión (401) y responde 404 a quien no es parte del servicio', async () => {
    expect((await post(valid())).statusCode).toBe(401);
    expect((await post(valid(), outsiderToken)).statusCode).toBe(404);
  });

  it('valida el formulario con los mensajes de la especificación (400)', async () => {
    const campos = async (payload: unknown) => {
      const response = await post(payload, clientToken);
      expect(response.statusCode).toBe(400);
      return json(response).respuesta.campos as Record<string, string>;
    };
    expect((await campos({ ...valid(), requirementIds: [] })).requirementIds).toBe('Seleccione al menos un tipo de documento');
    expect((await campos({ ...valid(), from: '' })).from).toBe('Este campo es obligatorio');
    expect((await campos({ ...valid(), from: '2026-05', to: '2026-04' })).to).toBe('La fecha de fin no puede ser menor que la de inicio');
    expect((await campos({ ...valid(), from: '2016-12' })).from).toBe('El periodo inicial no puede ser anterior a enero de 2017');
    expect((await campos({ ...valid(), to: '2027-01' })).to).toBe('El periodo final no puede ser posterior al fin del servicio');
    expect(Object.keys(await campos({ ...valid(), requirementIds: ['00000000-0000-4000-8000-000000000000'] }))).toEqual(['requirementIds']);
  });

  it('entrega Documents.zip con {requisito}/{año}-{mes}/{nombre}, los bytes subidos y sin documentos eliminados', async () => {
    const response = await post(valid(), clientToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment; filename="Documents.zip"');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const text = Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, Buffer.from(bytes).toString('latin1')]));
    expect(Object.keys(text).toSorted()).toEqual(
      [
        'CFDI de nómina/2026-03/nomina.xml',
        'Opinión de cumplimiento SAT 32-D/2026-02/opinion (2).pdf',
        'Opinión de cumplimiento SAT 32-D/2026-02/opinion.pdf',
        'Opinión de cumplimiento SAT 32-D/2026-03/opinión_ marzo_final.pdf',
      ].toSorted(),
    );
    expect(text['Opinión de cumplimiento SAT 32-D/2026-02/opinion.pdf']).toBe(pdf('feb-1').toString('latin1'));
    expect(text['Opinión de cumplimiento SAT 32-D/2026-02/opinion (2).pdf']).toBe(pdf('feb-2').toString('latin1'));
    expect(text['CFDI de nómina/2026-03/nomina.xml']).toBe(xml('mar').toString('latin1'));
  });

  it('descarga solo los tipos elegidos; sin documentos en la selección lo dice en vez de enviar un zip vacío', async () => {
    const only = unzipSync(new Uint8Array((await post({ ...valid(), requirementIds: [cfdi] }, clientToken)).rawPayload));
    expect(Object.keys(only)).toEqual(['CFDI de nómina/2026-03/nomina.xml']);
    const empty = await post({ ...valid(), from: '2026-08', to: '2026-09' }, clientToken);
    expect(empty.statusCode).toBe(404);
    expect(empty.headers['content-type']).toContain('application/json');
    expect(json(empty)).toMatchObject({ mensaje: 'No hay documentos en el periodo seleccionado' });
    // Only deleted documents in the month: nothing to send either.
    expect(json(await post({ ...valid(), requirementIds: [sat], from: '2026-04', to: '2026-04' }, clientToken)).mensaje).toBe('No hay documentos en el periodo seleccionado');
  });

  it('el resumen de la etapa nombra cada mes que guarda documentos, para que el diálogo los ofrezca', async () => {
    const summary = json(await t.app.inject({ url: `/api/v1/services/${serviceId}/stages/${stageId}/summary`, headers: { authorization: `Bearer ${clientToken}` } })).respuesta;
    expect(summary.documentPeriods).toEqual(['2026-05', '2026-03', '2026-02']);
  });
});
