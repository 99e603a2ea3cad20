import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema';
import { filingStatusReader } from '../../../src/server/modules/filings/filing-status.port';
import { buildPayrollCfdiXml, demoPayrollWorkers, SAMPLE_QUINCENA, type SamplePayrollCfdi } from '../../../src/server/seed/payroll-cfdi-sample';
import { DEFAULT_REQUIREMENT_IDS } from '../../../src/shared/domain/compliance-defaults';
import { buildComplianceDocument, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF, serviceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';

/** A multipart body with several `files` parts, as the payroll upload dialog sends a batch. */
function filesBody(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----avala${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const csv = (bytes: Uint8Array): string[][] => parse(Buffer.from(bytes).toString('utf8'), { relax_column_count: false });

describe('Declaraciones cuatrimestrales ICSOE y SISUB prellenadas (issue 24)', () => {
  // Fixed "today": 10 May 2026, inside the reminder window of January–April 2026 (due 17 May).
  const today = new Date('2026-05-10T17:00:00Z');
  // Sessions are signed with the clock but verified against real time: sign in first, then move the clock.
  let clockAt: Date | null = null;
  let t: TestApp;
  let w: ServiceWorld;
  let client2: { id: string; rfc: string; name: string };
  let service2Id: string;
  let providerReader: string;
  const [lucia, jorge, erika] = demoPayrollWorkers() as [SamplePayrollCfdi['employee'], SamplePayrollCfdi['employee'], SamplePayrollCfdi['employee']];

  const url = (path: string) => `/api/v1/filings${path}`;
  const get = (token: string | undefined, path: string) => t.app.inject({ url: url(path), headers: token ? bearer(token) : {} });
  const ack = (token: string, year: number, period: number, kind: string, file?: { name: string; bytes: Buffer }) => {
    const body = multipart({}, file);
    return t.app.inject({ method: 'POST', url: url(`/${w.provider.id}/${String(year)}/${String(period)}/${kind}/acknowledgement`), headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clockAt ?? new Date() });
    w = await serviceWorld(t);
    client2 = await buildCompany(t.db, { name: 'Peña, Ñandú y Asociados "Norte" SA de CV', status: 'PREMIUM' });
    await linkCompanies(t.db, client2.id, w.provider.id);
    service2Id = (await buildService(t.db, { clientId: client2.id, providerId: w.provider.id, setId: w.set.set.id, status: 'ACCEPTED', startDate: '2026-02-01' })).id;
    const reader = await buildUser(t.db, { companyId: w.provider.id, role: 'Lector' });
    providerReader = (await signIn(t.app, reader.email)).accessToken;
    clockAt = today;

    // The first service's contract, with a comma in its name (the CSV must quote it).
    const contract = multipart({ name: 'Contrato 001, limpieza', amount: '250000.75', employees: '25', beginDate: '2026-01-01', expirationDate: '2026-12-31' }, { name: 'contrato.pdf', bytes: PDF });
    const up = await t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/contracts/add`, headers: { ...bearer(w.tokens.provider), ...contract.headers }, payload: contract.payload });
    if (up.statusCode !== 200) throw new Error(`contrato: ${up.body}`);

    const cfdi = (employee: SamplePayrollCfdi['employee'], clientRfc: string, startDate: string, endDate: string, days = 15) => ({
      name: `${randomUUID()}.xml`,
      bytes: Buffer.from(buildPayrollCfdiXml({ uuid: randomUUID(), issuerRfc: w.provider.rfc, issuerName: w.provider.name, employee, clientRfc, startDate, endDate, ...SAMPLE_QUINCENA, days })),
    });
    const send = async (serviceId: string, files: { name: string; bytes: Buffer }[]) => {
      const body = filesBody(files);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/services/${serviceId}/periods`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
      if (res.statusCode !== 200 || !json(res).respuesta.every((r: { status: string }) => r.status === 'SUBIDO')) throw new Error(`CFDI: ${res.body}`);
    };
    // Service 1: Lucía twice in March, Jorge in April (period 1); Erika only in May (period 2).
    await send(w.service.id, [
      cfdi(lucia, w.client.rfc, '2026-03-01', '2026-03-15'),
      cfdi(lucia, w.client.rfc, '2026-03-16', '2026-03-31', 16),
      cfdi(jorge, w.client.rfc, '2026-04-16', '2026-04-30'),
      cfdi(erika, w.client.rfc, '2026-05-01', '2026-05-15'),
    ]);
    // Service 2: Lucía also works for the second client in April.
    await send(service2Id, [cfdi(lucia, client2.rfc, '2026-04-01', '2026-04-15')]);
  }, 180_000);
  afterAll(() => t.close());

  it('rechaza sin sesión (401), a otra empresa (404), un periodo inválido (400); el cliente ve estados pero no descarga (403)', async () => {
    expect((await get(undefined, `/${w.provider.id}/periods`)).statusCode).toBe(401);
    expect((await get(w.tokens.stranger, `/${w.provider.id}/periods`)).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, `/${w.provider.id}/2026/1/sisub`)).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, `/client/${w.client.id}/providers`)).statusCode).toBe(404);
    expect((await get(w.tokens.client, `/client/${w.provider.id}/providers`)).statusCode).toBe(404);
    expect((await get(w.tokens.provider, `/${w.provider.id}/2026/4/sisub`)).statusCode).toBe(400);
    expect((await get(w.tokens.provider, `/${w.provider.id}/2026/1/sisub/4`)).statusCode).toBe(400);
    expect((await get(w.tokens.provider, `/no-es-uuid/periods`)).statusCode).toBe(400);
    expect((await get(w.tokens.client, `/${w.provider.id}/2026/1/sisub`)).statusCode).toBe(403);
    expect((await get(w.tokens.client, `/${w.provider.id}/2026/1/icsoe`)).statusCode).toBe(403);
    const seen = await get(w.tokens.client, `/${w.provider.id}/periods`);
    expect(seen.statusCode).toBe(200);
    expect(json(seen).respuesta.canUpload).toBe(false);
  });

  it('el SISUB del periodo enero–abril trae al sujeto obligado, sus dos contratos y cada trabajador pagado una vez por contrato', async () => {
    const res = await get(w.tokens.provider, `/${w.provider.id}/2026/1/sisub`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`SISUB-${w.provider.rfc}-2026-1.zip`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).toSorted()).toEqual(['1_SISUB_Ley_29_bis_Sujeto obligado.csv', '2_SISUB_Ley_29_bis_Contratos.csv', '3_SISUB_Ley_29_bis_DetalleTrab.csv']);

    const subject = csv(files['1_SISUB_Ley_29_bis_Sujeto obligado.csv'] as Uint8Array);
    expect(subject).toHaveLength(2);
    expect(subject[1]).toEqual(['1', '2026', w.provider.rfc, w.provider.name, 'Y6012345104', '', '', '2', '2']);

    const contracts = csv(files['2_SISUB_Ley_29_bis_Contratos.csv'] as Uint8Array);
    expect(contracts).toHaveLength(3);
    const byClient = new Map(contracts.slice(1).map((r) => [r[4], r]));
    expect(byClient.get(w.client.rfc)).toEqual(['1', '2026', w.provider.rfc, 'Contrato 001, limpieza', w.client.rfc, w.client.name, '', w.service.name, '01/01/2026', '31/12/2026', '250000.75', 'MXN', '25', '2']);
    // No contract uploaded: its name is the service's, amount and estimated workers stay empty.
    expect(byClient.get(client2.rfc)).toEqual(['1', '2026', w.provider.rfc, expect.any(String), client2.rfc, 'Peña, Ñandú y Asociados "Norte" SA de CV', '', expect.any(String), '01/02/2026', '', '', '', '', '1']);

    const detail = csv(files['3_SISUB_Ley_29_bis_DetalleTrab.csv'] as Uint8Array);
    expect(detail[0]).toEqual(['CUATRIMESTRE', 'ANIO', 'RFC_SUJETO_OBLIGADO', 'REGISTRO_PATRONAL', 'NUMERO_CONTRATO', 'RFC_BENEFICIARIO', 'NSS', 'CURP', 'RFC_TRABAJADOR', 'NOMBRE_TRABAJADOR', 'SALARIO_BASE_COTIZACION', 'DIAS_PAGADOS']);
    const rows = detail.slice(1).map((r) => ({ client: r[5], curp: r[7], name: r[9], sbc: r[10], days: r[11] }));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.curp === lucia.curp).map((r) => [r.client, r.days]).toSorted()).toEqual([[w.client.rfc, '31'], [client2.rfc, '15']].toSorted());
    expect(rows.find((r) => r.curp === jorge.curp)).toMatchObject({ client: w.client.rfc, name: jorge.name, sbc: '363.26', days: '15' });
    expect(rows.some((r) => r.curp === erika.curp)).toBe(false);

    // Each file alone: UTF-8 text, no line break after the last row.
    const one = await get(w.tokens.provider, `/${w.provider.id}/2026/1/sisub/2`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('text/csv');
    expect(one.body).toContain('"Peña, Ñandú y Asociados ""Norte"" SA de CV"');
    expect(one.body.endsWith('\n')).toBe(false);
    // The next period holds Erika only.
    const may = csv(new Uint8Array((await get(w.tokens.provider, `/${w.provider.id}/2026/2/sisub/3`)).rawPayload));
    expect(may.slice(1).map((r) => r[7])).toEqual([erika.curp]);
  });

  it('el ICSOE del periodo se lee de vuelta: una fila por contrato con cliente, objeto, vigencia, monto y trabajadores', async () => {
    const res = await get(w.tokens.provider, `/${w.provider.id}/2026/1/icsoe`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`ICSOE-${w.provider.rfc}-2026-1.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('sin hoja');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(7).value).toBe('RFC del cliente');
    const rows = [2, 3].map((n) => sheet.getRow(n));
    const first = rows.find((r) => r.getCell(7).value === w.client.rfc);
    expect(first?.getCell(6).value).toBe('Contrato 001, limpieza');
    expect(first?.getCell(11).value).toBe('01/01/2026');
    expect(first?.getCell(13).value).toBe(250000.75);
    expect(first?.getCell(15).value).toBe(25);
    expect(first?.getCell(16).value).toBe(2);
    expect(first?.getCell(17).value).toBe(46);
    const second = rows.find((r) => r.getCell(7).value === client2.rfc);
    expect(second?.getCell(8).value).toBe(client2.name);
    expect(second?.getCell(16).value).toBe(1);
  });

  it('recuerda 10 días antes del vencimiento a los administradores del proveedor, una sola vez por periodo', async () => {
    const providerAdmin = w.users.providerAdmin.id;
    const notices = () => t.db.select().from(notifications).where(and(eq(notifications.userId, providerAdmin), eq(notifications.type, 'filings.due')));
    expect(await t.ctx.filingReminders.run({ day: '2026-05-06' })).toBeNull();
    expect(await t.ctx.filingReminders.run({ day: '2026-05-07' })).toEqual([w.provider.id]);
    expect(await t.ctx.filingReminders.run({ day: '2026-05-08' })).toBeNull();
    expect(await t.ctx.filingReminders.run({ day: '2026-05-07' })).toBeNull();
    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toBe('Presente ICSOE (IMSS) y SISUB (INFONAVIT) del periodo Enero–abril 2026 a más tardar el 17/05/2026.');
    expect([`/dashboard/reportes/${w.client.id}`, `/dashboard/reportes/${client2.id}`]).toContain((told[0]?.action as { path?: string } | null)?.path);
    const clientAdmin = w.users.clientAdmin.id;
    expect(await t.db.select().from(notifications).where(and(eq(notifications.userId, clientAdmin), eq(notifications.type, 'filings.due')))).toHaveLength(0);
  });

  it('el acuse lo suben el Administrador y el Colaborador; el Lector y el cliente no; el estado pasa a Presentado y el cliente lo ve', async () => {
    const pdf = { name: 'acuse-sisub.pdf', bytes: PDF };
    const anonymous = multipart({}, pdf);
    expect((await t.app.inject({ method: 'POST', url: url(`/${w.provider.id}/2026/1/SISUB/acknowledgement`), headers: anonymous.headers, payload: anonymous.payload })).statusCode).toBe(401);
    expect((await get(undefined, `/client/${w.client.id}/providers`)).statusCode).toBe(401);
    expect((await get(undefined, `/${w.provider.id}/2026/1/icsoe`)).statusCode).toBe(401);
    expect((await ack(providerReader, 2026, 1, 'SISUB', pdf)).statusCode).toBe(403);
    expect((await ack(w.tokens.client, 2026, 1, 'SISUB', pdf)).statusCode).toBe(403);
    expect((await ack(w.tokens.stranger, 2026, 1, 'SISUB', pdf)).statusCode).toBe(404);
    expect((await ack(w.tokens.provider, 2026, 1, 'OTRO', pdf)).statusCode).toBe(400);
    expect((await ack(w.tokens.provider, 2026, 1, 'SISUB')).statusCode).toBe(400);
    expect((await ack(w.tokens.provider, 2026, 1, 'SISUB', { name: 'acuse.pdf', bytes: Buffer.from('no es un pdf') })).statusCode).toBe(400);
    expect((await ack(w.tokens.provider, 2026, 3, 'SISUB', pdf)).statusCode).toBe(400);
    const saved = await ack(w.tokens.provider, 2026, 1, 'SISUB', pdf);
    expect(saved.statusCode).toBe(200);
    expect(json(saved).respuesta).toMatchObject({ kind: 'SISUB', year: 2026, period: 1, status: 'PRESENTADO', acknowledgement: { fileName: expect.any(String) } });
    // A new upload replaces the previous one.
    expect((await ack(w.tokens.provider, 2026, 1, 'SISUB', { name: 'acuse-2.pdf', bytes: Buffer.concat([PDF, Buffer.from('%v2\n')]) })).statusCode).toBe(200);

    const periods = json(await get(w.tokens.provider, `/${w.provider.id}/periods`)).respuesta;
    expect(periods.canUpload).toBe(true);
    // The provider's services began in 2026: the periods of 2025 owe nothing (enServicio false).
    type Row = { year: number; period: number; due: string; current: boolean; enServicio: boolean; ICSOE: { status: string }; SISUB: { status: string } };
    expect(periods.periods.map((p: Row) => [p.year, p.period, p.due, p.current, p.enServicio, p.ICSOE.status, p.SISUB.status])).toEqual([
      [2026, 2, '2026-09-17', true, true, 'POR_PRESENTAR', 'POR_PRESENTAR'],
      [2026, 1, '2026-05-17', false, true, 'POR_PRESENTAR', 'PRESENTADO'],
      [2025, 3, '2026-01-17', false, false, 'VENCIDO', 'VENCIDO'],
      [2025, 2, '2025-09-17', false, false, 'VENCIDO', 'VENCIDO'],
      [2025, 1, '2025-05-17', false, false, 'VENCIDO', 'VENCIDO'],
    ]);

    const seen = json(await get(w.tokens.client, `/client/${w.client.id}/providers?year=2026&period=1`)).respuesta;
    expect(seen).toEqual({ year: 2026, period: 1, due: '2026-05-17', providers: [{ providerId: w.provider.id, name: w.provider.name, rfc: w.provider.rfc, enServicio: true, ICSOE: 'POR_PRESENTAR', SISUB: 'PRESENTADO' }] });
  });

  it('los estados cruzan el vencimiento y el cambio de año: por presentar hasta el día 17, vencido el 18', async () => {
    const reader = filingStatusReader(t.db);
    const ids = [w.provider.id];
    expect((await reader.statuses(ids, { year: 2026, period: 1 }, new Date('2026-05-18T05:59:00Z'))).get(w.provider.id)).toEqual({ ICSOE: 'POR_PRESENTAR', SISUB: 'PRESENTADO' });
    expect((await reader.statuses(ids, { year: 2026, period: 1 }, new Date('2026-05-18T06:00:00Z'))).get(w.provider.id)).toEqual({ ICSOE: 'VENCIDO', SISUB: 'PRESENTADO' });
    expect((await reader.statuses(ids, { year: 2026, period: 3 }, new Date('2027-01-17T18:00:00Z'))).get(w.provider.id)).toEqual({ ICSOE: 'POR_PRESENTAR', SISUB: 'POR_PRESENTAR' });
    expect((await reader.statuses(ids, { year: 2026, period: 3 }, new Date('2027-01-18T18:00:00Z'))).get(w.provider.id)).toEqual({ ICSOE: 'VENCIDO', SISUB: 'VENCIDO' });
    expect(await reader.statuses([], { year: 2026, period: 3 }, new Date())).toEqual(new Map());
  });

  it('lee los de 70,000 proveedores en una consulta (un IN de más de 65,535 parámetros fallaba)', async () => {
    const ids = [w.provider.id, ...Array.from({ length: 70_000 }, () => randomUUID())];
    const statuses = await filingStatusReader(t.db).statuses(ids, { year: 2026, period: 1 }, new Date('2026-05-18T05:59:00Z'));
    expect(statuses.size).toBe(70_001);
    expect(statuses.get(w.provider.id)).toEqual({ ICSOE: 'POR_PRESENTAR', SISUB: 'PRESENTADO' });
  });

  it('un acuse entregado en la etapa de Reporteo (el mes que cierra el periodo) cuenta como presentado; uno rechazado o de otro mes no', async () => {
    const stageDocument = (requirement: 'Acuse ICSOE' | 'Acuse SISUB', month: number, status: 'REVIEW' | 'REJECTED' | 'ACCEPTED') =>
      buildComplianceDocument(t.db, { companyId: w.provider.id, serviceId: service2Id, requirementId: DEFAULT_REQUIREMENT_IDS[requirement], year: 2025, month, status });
    // September–December 2025 closes in December: the ICSOE acuse there, in review; the SISUB one rejected, and an accepted one of November.
    await stageDocument('Acuse ICSOE', 12, 'REVIEW');
    await stageDocument('Acuse SISUB', 12, 'REJECTED');
    await stageDocument('Acuse SISUB', 11, 'ACCEPTED');
    const period = { year: 2025, period: 3 } as const;
    expect((await filingStatusReader(t.db).statuses([w.provider.id], period, today)).get(w.provider.id)).toEqual({ ICSOE: 'PRESENTADO', SISUB: 'VENCIDO' });
    // The provider's filings card shows the stage's acuse as its acknowledgement; the client's table says Presentado.
    const periods = json(await get(w.tokens.provider, `/${w.provider.id}/periods`)).respuesta as { periods: { year: number; period: number; ICSOE: unknown; SISUB: unknown }[] };
    const row = periods.periods.find((p) => p.year === 2025 && p.period === 3);
    expect(row?.ICSOE).toMatchObject({ status: 'PRESENTADO', acknowledgement: { fileName: expect.any(String) } });
    expect(row?.SISUB).toMatchObject({ status: 'VENCIDO', acknowledgement: null });
    const seen = json(await get(w.tokens.client, `/client/${w.client.id}/providers?year=2025&period=3`)).respuesta;
    expect(seen.providers[0]).toMatchObject({ ICSOE: 'PRESENTADO', SISUB: 'VENCIDO' });
  });
});
