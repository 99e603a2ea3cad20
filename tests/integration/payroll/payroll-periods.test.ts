import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayrollCfdiXml, demoPayrollWorkers, SAMPLE_QUINCENA, type SamplePayrollCfdi } from '../../../src/server/seed/payroll-cfdi-sample';
import { buildService } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { folderView, history } from '../vault/vault-setup';

/** A multipart body with several `files` parts, as the upload dialog sends a batch. */
function filesBody(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----avala${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('CFDI de nómina de un servicio: periodos, empleados y bóveda (spec 2 §2, §3, §7)', () => {
  let t: TestApp;
  let w: ServiceWorld;
  let pendingServiceId: string;
  const workers = demoPayrollWorkers();
  const worker = (i: number) => {
    const found = workers[i];
    if (!found) throw new Error(`no worker ${String(i)}`);
    return found;
  };
  const uuids = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
    pendingServiceId = (await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, status: 'PENDING', startDate: '2026-01-01' })).id;
  }, 120_000);
  afterAll(() => t.close());

  const xml = (i: number, over: Partial<SamplePayrollCfdi> = {}) => ({
    name: `nomina-${String(i)}.xml`,
    bytes: Buffer.from(
      buildPayrollCfdiXml({ uuid: uuids[i], issuerRfc: w.provider.rfc, issuerName: w.provider.name, employee: worker(i), clientRfc: w.client.rfc, startDate: '2026-11-01', endDate: '2026-11-15', ...SAMPLE_QUINCENA, ...over }),
    ),
  });
  const url = (path: string, serviceId = w.service.id) => `/api/v1/services/${serviceId}${path}`;
  const upload = (token: string | undefined, files: { name: string; bytes: Buffer }[], serviceId?: string) => {
    const body = filesBody(files);
    return t.app.inject({ method: 'POST', url: url('/periods', serviceId), headers: { ...(token ? bearer(token) : {}), ...body.headers }, payload: body.payload });
  };
  const get = (token: string | undefined, path: string) => t.app.inject({ url: url(path), headers: token ? bearer(token) : {} });

  it('rechaza sin sesión (401), a quien no entrega (403), a otra empresa (404), un servicio no aceptado (409) y peticiones mal formadas (400)', async () => {
    expect((await upload(undefined, [xml(0)])).statusCode).toBe(401);
    expect((await get(undefined, '/periods')).statusCode).toBe(401);
    expect((await upload(w.tokens.client, [xml(0)])).statusCode).toBe(403);
    expect((await upload(w.tokens.reader, [xml(0)])).statusCode).toBe(403);
    expect((await upload(w.tokens.stranger, [xml(0)])).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, '/periods')).statusCode).toBe(404);
    expect((await upload(w.tokens.provider, [xml(0)], '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await upload(w.tokens.provider, [xml(0)], pendingServiceId)).statusCode).toBe(409);
    const none = await upload(w.tokens.provider, []);
    expect(none.statusCode).toBe(400);
    expect(json(none).mensaje).toBe('No se ha seleccionado algún archivo para subir.');
    expect((await get(w.tokens.provider, '/periods?year=2026')).statusCode).toBe(400);
    expect((await get(w.tokens.provider, '/periods?year=2026&month=13')).statusCode).toBe(400);
    expect((await get(w.tokens.provider, '/periods/no-es-uuid/cfdis')).statusCode).toBe(400);
    expect(json(await get(w.tokens.provider, '/periods')).respuesta).toEqual({ yearMonths: [], periods: [] });
  });

  it('el proveedor sube 2 CFDI: un periodo con 2 empleados, archivado en {servicio}/CFDI de nómina/{periodo} de su bóveda', async () => {
    const res = await upload(w.tokens.provider, [xml(0), xml(1)]);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.mensaje).toBe('Se han subido los archivos correctamente');
    expect(body.respuesta).toEqual([
      { fileName: 'nomina-0.xml', status: 'SUBIDO', message: expect.any(String), periodId: expect.any(String) },
      { fileName: 'nomina-1.xml', status: 'SUBIDO', message: expect.any(String), periodId: body.respuesta[0].periodId },
    ]);
    const periodId = body.respuesta[0].periodId as string;

    expect(json(await get(w.tokens.provider, '/periods')).respuesta).toEqual({ yearMonths: [{ year: 2026, month: 11 }], periods: [] });
    const month = json(await get(w.tokens.provider, '/periods?year=2026&month=11')).respuesta;
    expect(month.periods).toEqual([
      { id: periodId, name: 'Quincenal del 01/11/2026 al 15/11/2026', startDate: '2026-11-01', endDate: '2026-11-15', periodicity: '04', folderId: expect.any(String), employees: 2 },
    ]);
    expect(json(await get(w.tokens.provider, '/periods?year=2026&month=10')).respuesta.periods).toEqual([]);

    const detail = json(await get(w.tokens.provider, `/periods/${periodId}/cfdis`)).respuesta;
    expect(detail.employees).toHaveLength(2);
    expect(detail.employees.map((e: { fullName: string }) => e.fullName)).toEqual(['JORGE GONZALEZ HERRERA', 'LUCIA MARTINEZ RAMOS']);
    expect(detail.employees[1]).toMatchObject({
      uuid: uuids[0]?.toUpperCase(),
      curp: 'MARL900514MDFRMC05',
      rfc: 'MARL900514KT3',
      nss: '12109012345',
      dailySalary: '363.26',
      sbc: '363.26',
      paidDays: '15.000',
      periodicity: 'Quincenal',
      totalPerceptions: '5186.10',
      totalDeductions: '252.91',
      imss: '130.09',
      isr: '122.82',
      net: '4933.19',
    });

    // The period's folder: read-only for the provider, shared read-only with the client, 2 files each with CREATE.
    const folderId = month.periods[0].folderId as string;
    const own = json(await folderView(t, w.tokens.provider, w.provider.id, folderId)).respuesta;
    expect(own.folder).toMatchObject({ name: 'Quincenal del 01/11/2026 al 15/11/2026', readOnly: true });
    expect(own.breadcrumbs.map((b: { name: string }) => b.name)).toEqual([w.service.name, 'CFDI de nómina', 'Quincenal del 01/11/2026 al 15/11/2026']);
    expect(own.canWrite).toBe(false);
    const fileIds = detail.employees.map((e: { fileId: string }) => e.fileId).toSorted();
    expect(own.documents.map((d: { fileId: string }) => d.fileId).toSorted()).toEqual(fileIds);
    expect(own.documents.every((d: { source: string; readOnly: boolean }) => d.source === 'PAYROLL' && d.readOnly)).toBe(true);
    const shared = json(await folderView(t, w.tokens.client, w.client.id, folderId)).respuesta;
    expect(shared.documents.map((d: { fileId: string }) => d.fileId).toSorted()).toEqual(fileIds);
    expect((await folderView(t, w.tokens.stranger, w.provider.id, folderId)).statusCode).toBe(404);
    for (const fileId of fileIds) {
      expect(json(await history(t, w.tokens.provider, fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
    }
  });

  it('un UUID ya subido es DUPLICADO «Ya se ha subido»; un emisor que no es el proveedor es ERROR; lo inválido no se guarda', async () => {
    const res = await upload(w.tokens.provider, [xml(0), xml(2, { uuid: randomUUID(), issuerRfc: w.client.rfc }), { name: 'roto.xml', bytes: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>') }]);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.mensaje).toBe('Algunos periodos ya se han subido previamente');
    expect(body.respuesta).toEqual([
      { fileName: 'nomina-0.xml', status: 'DUPLICADO', message: 'Ya se ha subido' },
      { fileName: 'nomina-2.xml', status: 'ERROR', message: `El RFC emisor ${w.client.rfc} no corresponde al proveedor del servicio.` },
      { fileName: 'roto.xml', status: 'ERROR', message: 'El XML no puede incluir una declaración DOCTYPE ni entidades.' },
    ]);
    const month = json(await get(w.tokens.provider, '/periods?year=2026&month=11')).respuesta;
    expect(month.periods.map((p: { employees: number }) => p.employees)).toEqual([2]);
  });

  it('el cliente (la otra parte) y su Lector consultan periodos, empleados y el XML; no suben (403); otra empresa recibe 404', async () => {
    const month = json(await get(w.tokens.client, '/periods?year=2026&month=11')).respuesta;
    expect(month.periods).toHaveLength(1);
    const periodId = month.periods[0].id as string;
    const detail = json(await get(w.tokens.reader, `/periods/${periodId}/cfdis`)).respuesta;
    expect(detail.period).toMatchObject({ id: periodId, employees: 2 });
    const cfdiId = detail.employees[0].id as string;
    const file = await get(w.tokens.client, `/periods/${periodId}/cfdis/${cfdiId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('xml');
    expect(file.body).toContain('nomina12:Nomina');
    expect((await upload(w.tokens.client, [xml(1, { uuid: randomUUID() })])).statusCode).toBe(403);
    expect((await get(w.tokens.stranger, `/periods/${periodId}/cfdis`)).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, `/periods/${periodId}/cfdis/${cfdiId}/file`)).statusCode).toBe(404);
    expect((await get(w.tokens.client, `/periods/${randomUUID()}/cfdis`)).statusCode).toBe(404);
    expect((await get(w.tokens.client, `/periods/${periodId}/cfdis/${randomUUID()}/file`)).statusCode).toBe(404);
  });

  it('un XML de más de 2 MB (un atributo de 20 MB) es ERROR con su motivo; los demás archivos de la carga conservan su resultado', async () => {
    const october = { uuid: randomUUID(), startDate: '2026-10-01', endDate: '2026-10-15' };
    const bloated = xml(1, { uuid: randomUUID() });
    bloated.name = 'enorme.xml';
    bloated.bytes = Buffer.from(bloated.bytes.toString('utf8').replace('Serie="N"', `Serie="N" Relleno="${'A'.repeat(20 * 1024 * 1024)}"`));
    const res = await upload(w.tokens.provider, [bloated, xml(2, october)]);
    expect(res.statusCode).toBe(200);
    expect(json(res).respuesta).toEqual([
      { fileName: 'enorme.xml', status: 'ERROR', message: 'El archivo excede el tamaño máximo de 2 MB de un CFDI de nómina. Verifique que sea el XML timbrado del recibo.' },
      { fileName: 'nomina-2.xml', status: 'SUBIDO', message: 'CFDI de nómina cargado', periodId: expect.any(String) },
    ]);
    const month = json(await get(w.tokens.provider, '/periods?year=2026&month=10')).respuesta;
    expect(month.periods.map((p: { employees: number }) => p.employees)).toEqual([1]);
  });
});
