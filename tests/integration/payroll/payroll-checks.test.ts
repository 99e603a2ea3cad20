import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payrollCfdis } from '../../../src/server/db/schema';
import { buildPayrollCfdiXml, SAMPLE_QUINCENA, type SamplePayrollCfdi } from '../../../src/server/seed/payroll-cfdi-sample';
import { curpCheckDigit } from '../../../src/shared/mx/curp';
import { nssCheckDigit } from '../../../src/shared/mx/nss';
import { rfcCheckDigit } from '../../../src/shared/mx/rfc';
import { buildService } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';

function filesBody(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----avala${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Workers whose CURP, RFC and NSS carry valid check digits, so a right CFDI has no flag at all. */
function worker(i: number, name: string): SamplePayrollCfdi['employee'] {
  const rfcBase = `MARL9005${String(10 + i)}KT`;
  const curpBase = `MARL9005${String(10 + i)}MDFRMC0`;
  const nssBase = `121090123${String(i)}`;
  return { rfc: `${rfcBase}${rfcCheckDigit(`${rfcBase}0`)}`, name, curp: `${curpBase}${curpCheckDigit(curpBase)}`, nss: `${nssBase}${nssCheckDigit(`${nssBase}0`)}`, number: `01${String(i)}` };
}

type Row = { fullName: string; validation: { status: string; flags: { code: string; severity: string; message: string }[] }; isrConcept: Record<string, unknown>; imssConcept: Record<string, unknown>; working: unknown };

describe('CFDI de nómina: ISR e IMSS recalculados y las revisiones por CFDI (issue 22)', () => {
  let t: TestApp;
  let w: ServiceWorld;
  const workers = ['ANA CORRECTA', 'BRUNO ISR ALTO', 'CARLA IMSS CORTO', 'DIEGO OTRO CLIENTE'].map((name, i) => worker(i, name));

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
  }, 120_000);
  afterAll(() => t.close());

  const xml = (i: number, over: Partial<SamplePayrollCfdi> = {}) => {
    const employee = workers[i];
    if (!employee) throw new Error(`no worker ${String(i)}`);
    const s: SamplePayrollCfdi = { uuid: randomUUID(), issuerRfc: w.provider.rfc, issuerName: w.provider.name, employee, clientRfc: w.client.rfc, startDate: '2026-11-01', endDate: '2026-11-15', ...SAMPLE_QUINCENA, ...over };
    return { name: `nomina-${String(i)}.xml`, bytes: Buffer.from(buildPayrollCfdiXml(s)) };
  };
  const upload = async (files: { name: string; bytes: Buffer }[], serviceId = w.service.id) => {
    const body = filesBody(files);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/services/${serviceId}/periods`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return json(res).respuesta as { status: string; periodId: string }[];
  };
  const employees = async (periodId: string, serviceId = w.service.id): Promise<Row[]> =>
    json(await t.app.inject({ url: `/api/v1/services/${serviceId}/periods/${periodId}/cfdis`, headers: bearer(w.tokens.client) })).respuesta.employees;
  const byName = (rows: Row[], name: string) => {
    const row = rows.find((r) => r.fullName === name);
    if (!row) throw new Error(`no row ${name}`);
    return row;
  };
  const noticeCount = async () => (await t.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.companyId, w.client.id), eq(notifications.type, 'payroll.errors')))).length;
  const codes = (row: Row) => row.validation.flags.map((f) => f.code);
  let periodId = '';

  it('una quincena: ISR 7.50 de más y IMSS 2.10 de menos se marcan con su diferencia exacta; lo correcto al centavo no tiene marca; un RfcLabora ajeno se acepta y se marca', async () => {
    const results = await upload([xml(0), xml(1, { isr: 122.82 + 7.5 }), xml(2, { imss: 130.09 - 2.1 }), xml(3, { clientRfc: 'GOHJ850923PL1' })]);
    expect(results.map((r) => r.status)).toEqual(['SUBIDO', 'SUBIDO', 'SUBIDO', 'SUBIDO']);
    periodId = results[0]?.periodId ?? '';
    const rows = await employees(periodId);

    const right = byName(rows, 'ANA CORRECTA');
    expect(right.validation).toEqual({ status: 'CORRECTO', flags: [] });
    expect(right.isrConcept).toEqual({ amount: '122.82', aportaciones: null, calculado: '122.82', importeCalculado: '122.82', diferencia: '0.00' });
    expect(right.imssConcept).toEqual({ amount: '130.09', aportaciones: null, calculado: '130.09', importeCalculado: '130.09', diferencia: '0.00' });
    expect(right.working).toMatchObject({ isr: { working: { monthlyBase: '10510.50', ratePercent: '10.88', periodTax: '387.12', subsidyPeriod: '264.30', isr: '122.82' }, message: null }, imss: { working: { imss: '130.09' } } });

    const isrHigh = byName(rows, 'BRUNO ISR ALTO');
    expect(isrHigh.isrConcept).toMatchObject({ amount: '130.32', calculado: '122.82', diferencia: '7.50' });
    expect(isrHigh.validation.status).toBe('CON_ERRORES');
    expect(isrHigh.validation.flags).toEqual([{ code: 'ISR_DIFERENCIA', severity: 'error', message: 'El ISR retenido ($130.32) no coincide con el calculado ($122.82): diferencia de $7.50.' }]);

    const imssShort = byName(rows, 'CARLA IMSS CORTO');
    expect(imssShort.imssConcept).toMatchObject({ amount: '127.99', calculado: '130.09', diferencia: '-2.10' });
    expect(codes(imssShort)).toEqual(['IMSS_DIFERENCIA']);
    expect(imssShort.validation.flags[0]?.message).toContain('-$2.10');

    const foreign = byName(rows, 'DIEGO OTRO CLIENTE');
    expect(codes(foreign)).toEqual(['RFC_LABORA_AJENO']);
    expect(foreign.validation.flags[0]?.message).toBe(`El RFC donde labora el trabajador (GOHJ850923PL1) no corresponde a este cliente (${w.client.rfc}).`);
  });

  it('el mismo trabajador dos veces en el periodo: se marcan ambos CFDI (la segunda carga actualiza el primero)', async () => {
    const told = await noticeCount();
    expect(told).toBeGreaterThan(0);
    const [second] = await upload([xml(0, { isr: 122.82 })]);
    expect(await noticeCount()).toBe(told);
    expect(second?.status).toBe('SUBIDO');
    const twice = (await employees(periodId)).filter((r) => r.fullName === 'ANA CORRECTA');
    expect(twice).toHaveLength(2);
    for (const row of twice) {
      expect(row.validation.status).toBe('CON_ERRORES');
      expect(row.validation.flags).toEqual([{ code: 'PAGO_DUPLICADO', severity: 'error', message: 'El trabajador aparece en 2 CFDI de este periodo.' }]);
    }
  });

  it('la tabla del periodo pagina en el servidor: errores primero, chips con sus cuentas y búsqueda sin acentos por nombre, CURP o NSS', async () => {
    const page = async (query: string) => json(await t.app.inject({ url: `/api/v1/services/${w.service.id}/periods/${periodId}/cfdis?${query}`, headers: bearer(w.tokens.client) })).respuesta;
    const all = await page('');
    expect(all.counts).toEqual({ TODOS: all.total, CON_ERRORES: all.counts.CON_ERRORES, CON_ADVERTENCIAS: all.counts.CON_ADVERTENCIAS });
    expect(all.counts.CON_ERRORES).toBeGreaterThanOrEqual(3);
    const statuses = (all.employees as Row[]).map((r) => r.validation.status);
    expect(statuses).toEqual(statuses.toSorted((a, b) => ['CON_ERRORES', 'CON_ADVERTENCIAS', 'CORRECTO'].indexOf(a) - ['CON_ERRORES', 'CON_ADVERTENCIAS', 'CORRECTO'].indexOf(b)));

    const firstTwo = await page('limit=2');
    expect(firstTwo.employees).toHaveLength(2);
    expect(firstTwo.total).toBe(all.total);
    const rest = await page('limit=2&offset=2');
    expect([...firstTwo.employees, ...rest.employees].map((r: Row) => r.fullName)).toEqual((all.employees as Row[]).slice(0, 2 + rest.employees.length).map((r) => r.fullName));

    const errors = await page('hallazgos=CON_ERRORES');
    expect(errors.total).toBe(all.counts.CON_ERRORES);
    expect((errors.employees as Row[]).every((r) => r.validation.status === 'CON_ERRORES')).toBe(true);

    expect((await page(`q=${encodeURIComponent('carla imss')}`)).employees.map((r: Row) => r.fullName)).toEqual(['CARLA IMSS CORTO']);
    expect((await page(`q=${encodeURIComponent('CÁRLA')}`)).employees.map((r: Row) => r.fullName)).toEqual(['CARLA IMSS CORTO']);
    const carla = workers[2];
    expect((await page(`q=${carla?.nss ?? ''}`)).employees.map((r: Row) => r.fullName)).toEqual(['CARLA IMSS CORTO']);
    expect((await page(`q=${carla?.curp.slice(0, 12) ?? ''}`)).total).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: `/api/v1/services/${w.service.id}/periods/${periodId}/cfdis?limit=500`, headers: bearer(w.tokens.client) })).statusCode).toBe(400);
  });

  it('una nómina de marzo en un servicio que inicia en septiembre se acepta y se marca fuera del servicio; sin SubContratacion es advertencia', async () => {
    const september = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, startDate: '2026-09-01' });
    const [march] = await upload([xml(0, { startDate: '2026-03-01', endDate: '2026-03-15', clientRfc: undefined })], september.id);
    expect(march?.status).toBe('SUBIDO');
    const [row] = await employees(march?.periodId ?? '', september.id);
    expect(row?.validation.flags).toEqual([
      { code: 'SIN_SUBCONTRATACION', severity: 'warning', message: 'El CFDI no indica la subcontratación (RfcLabora) de un servicio especializado.' },
      { code: 'FUERA_DEL_SERVICIO', severity: 'error', message: 'El periodo de pago del 01/03/2026 al 15/03/2026 está fuera de las fechas del servicio (desde el 01/09/2026).' },
    ]);
  });

  it('los administradores del cliente reciben un aviso por servicio y mes con errores (no uno por trabajador ni por carga)', async () => {
    const notices = await t.db.select({ text: notifications.text, path: notifications.action }).from(notifications).where(and(eq(notifications.companyId, w.client.id), eq(notifications.type, 'payroll.errors')));
    const texts = [...new Set(notices.map((n) => n.text))].toSorted();
    expect(texts).toHaveLength(2);
    expect(texts).toContain(`La nómina de noviembre de 2026 de ${w.provider.name} en el servicio «${w.service.name}» tiene 3 CFDI con errores.`);
    expect(texts.some((text) => text.startsWith('La nómina de marzo de 2026') && text.endsWith('tiene 1 CFDI con errores.'))).toBe(true);
    const november = notices.filter((n) => n.text.includes('noviembre'));
    expect(november.length).toBeGreaterThan(0);
    expect(november[0]?.path).toEqual({ path: `/dashboard/home/providers/stages/${w.service.id}` });
  });

  it('un CFDI guardado con una versión anterior de las revisiones lo recalcula el trabajo payroll.recompute, una sola vez', async () => {
    const rows = await employees(periodId);
    const target = byName(rows, 'BRUNO ISR ALTO');
    const id = (rows.find((r) => r === target) as unknown as { id: string }).id;
    await t.db.update(payrollCfdis).set({ checksVersion: null, flags: [], validationStatus: null, isrComputed: null, isrDifference: null, working: null }).where(eq(payrollCfdis.id, id));
    expect(byName(await employees(periodId), 'BRUNO ISR ALTO').validation).toEqual({ status: null, flags: [] });

    expect(await t.ctx.payrollRecompute.enqueueIfStale()).toBe(true);
    const ran = await t.ctx.jobs.runDue({ types: ['payroll.recompute'] });
    expect(ran.map((r) => [r.type, r.outcome])).toEqual([['payroll.recompute', 'done']]);
    const again = byName(await employees(periodId), 'BRUNO ISR ALTO');
    expect(again.isrConcept).toMatchObject({ amount: '130.32', calculado: '122.82', diferencia: '7.50' });
    expect(codes(again)).toEqual(['ISR_DIFERENCIA']);
    expect(again.working).toEqual(target.working);

    expect(await t.ctx.payrollRecompute.enqueueIfStale()).toBe(false);
    expect(await t.ctx.payrollRecompute.recomputeStale()).toBe(0);
  });
});
