/**
 * `npm run bench:cfdi` (issue 22 "Speed"). Three figures:
 *  1. Parse + validate + recompute on one core: N generated payroll CFDIs (a production-shaped
 *     workforce: accented names, skewed salaries, weekly and fortnightly payrolls, a few withheld
 *     wrongly) through the upload's own code (parsePayrollCfdi → payrollCfdiValues → recomputeRow),
 *     XML per second, median of 3 rounds. Target ≥ 2,000/s.
 *  2. End to end: one provider uploads W workers' fortnight through the API as the browser does
 *     (batches of 10 multipart files, one after another), plus the month's payroll list and SUA;
 *     total seconds. Target: 3,000 files under a minute.
 *  3. The month's summary for those W workers (GET assortCfdiSua …/month/m/year/y), p50/p95 of 20.
 *     Target < 300 ms on PostgreSQL.
 *
 *   --cfdis 20000   CFDIs for figure 1      --workers 3000   workers for figures 2 and 3
 *   --db pg|pglite  (default pg)            BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { payrollCfdiValues } from '../../src/server/modules/payroll/payroll-upload';
import { parsePayrollCfdi } from '../../src/server/modules/payroll/payroll-cfdi-parser';
import { recomputeRow } from '../../src/server/modules/payroll/payroll-recompute';
import { buildPayrollCfdiXml } from '../../src/server/seed/payroll-cfdi-sample';
import { validationStatusOf } from '../../src/shared/domain/payroll-checks';
import { bearer, multipart, serviceWorld } from '../integration/compliance-documents/compliance-documents-setup';
import { reconciledFortnight, workforceMember } from '../fixtures/payroll-workforce';
import { createTestApp } from '../fixtures/test-app';

const { values: args } = parseArgs({ options: { cfdis: { type: 'string', default: '20000' }, workers: { type: 'string', default: '3000' }, db: { type: 'string', default: 'pg' } } });
const CFDIS = Number(args.cfdis);
const WORKERS = Number(args.workers);
const log = (line: string) => console.log(line);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (values: number[], p: number) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

const ISSUER = { rfc: 'LIM100101AB1', name: 'LIMPIEZA INDUSTRIAL DEL BAJÍO SA DE CV' };
const CLIENT_RFC = 'COR990101XY2';
const PERIOD = { startDate: '2026-11-01', endDate: '2026-11-15' };

/** Worker i's CFDI: every 50th ISR 7.50 too high, every 70th IMSS 2.10 short, every 9th paid weekly. */
function xmlOf(i: number, issuer = ISSUER, clientRfc = CLIENT_RFC): Buffer {
  const weekly = i % 9 === 0;
  const period = weekly ? { startDate: '2026-11-09', endDate: '2026-11-15', days: 7 } : PERIOD;
  const fields = reconciledFortnight(workforceMember(i), period);
  const isr = i % 50 === 0 ? fields.isr + 7.5 : fields.isr;
  const imss = i % 70 === 0 ? fields.imss - 2.1 : fields.imss;
  return Buffer.from(buildPayrollCfdiXml({ ...fields, isr, imss, uuid: randomUUID(), issuerRfc: issuer.rfc, issuerName: issuer.name, clientRfc, periodicity: weekly ? '02' : '04' }));
}

function throughput(): void {
  log(`\n1. Leer, validar y recalcular ${CFDIS.toLocaleString('es-MX')} CFDI de nómina en un núcleo`);
  const xmls = Array.from({ length: CFDIS }, (_, i) => xmlOf(i));
  const ctx = { clientRfc: CLIENT_RFC, service: { startDate: '2026-01-01', endDate: null }, period: PERIOD };
  const rates: number[] = [];
  let flagged = 0;
  for (let round = 0; round < 3; round++) {
    flagged = 0;
    const started = performance.now();
    for (const xml of xmls) {
      const parsed = parsePayrollCfdi(xml);
      if (!parsed.ok) throw new Error(parsed.message);
      const values = payrollCfdiValues(parsed.cfdi);
      const { flags } = recomputeRow({ ...values, detail: values.detail as Record<string, unknown> }, { ...ctx, period: { startDate: parsed.cfdi.nomina.fechaInicialPago, endDate: parsed.cfdi.nomina.fechaFinalPago } });
      if (validationStatusOf(flags) === 'CON_ERRORES') flagged++;
    }
    const seconds = (performance.now() - started) / 1000;
    rates.push(CFDIS / seconds);
    log(`   ronda ${String(round + 1)}: ${Math.round(CFDIS / seconds).toLocaleString('es-MX')} XML/s`);
  }
  const expected = Array.from({ length: CFDIS }, (_, i) => i % 50 === 0 || i % 70 === 0).filter(Boolean).length;
  log(`   mediana: ${Math.round(percentile(rates, 50)).toLocaleString('es-MX')} XML/s (meta ≥ 2,000) · con errores: ${String(flagged)} (esperados ${String(expected)})`);
  if (flagged !== expected) throw new Error('El recálculo no marcó exactamente los CFDI alterados.');
}

/** The upload dialog's request: up to 10 `files` parts. */
function filesBody(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----avala${randomUUID()}`;
  const parts = files.flatMap((f) => [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`), f.bytes, Buffer.from('\r\n')]);
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function endToEnd(): Promise<void> {
  if (args.db === 'pg') process.env.TEST_DATABASE_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const t = await createTestApp();
  try {
    const w = await serviceWorld(t, { startDate: '2026-01-01' });
    const issuer = { rfc: w.provider.rfc, name: w.provider.name };
    const xmls = Array.from({ length: WORKERS }, (_, i) => ({ name: `nomina-${String(i)}.xml`, bytes: xmlOf(i, issuer, w.client.rfc) }));
    log(`\n2. Un proveedor sube la quincena de ${WORKERS.toLocaleString('es-MX')} trabajadores por la API, en lotes de 10 (${args.db === 'pg' ? 'PostgreSQL' : 'PGlite'})`);
    const started = performance.now();
    let uploaded = 0;
    for (let i = 0; i < xmls.length; i += 10) {
      const body = filesBody(xmls.slice(i, i + 10));
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/periods`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
      if (res.statusCode !== 200) throw new Error(`Lote ${String(i / 10)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      uploaded += (res.json() as { respuesta: { status: string }[] }).respuesta.filter((r) => r.status === 'SUBIDO').length;
    }
    const uploadSeconds = (performance.now() - started) / 1000;
    log(`   ${uploaded.toLocaleString('es-MX')} CFDI subidos en ${uploadSeconds.toFixed(1)} s (${Math.round(uploaded / uploadSeconds).toLocaleString('es-MX')}/s; meta: 3,000 en menos de 60 s)`);

    const members = Array.from({ length: WORKERS }, (_, i) => workforceMember(i));
    const list = ['Nombre,CURP,RFC,NSS,Salario diario,Días pagados', ...members.map((m) => `"${m.employee.name}",${m.employee.curp},${m.employee.rfc},${m.employee.nss},${m.dailySalary.toFixed(2)},15`)].join('\r\n');
    // One worker missing from the SUA, as in the demo.
    const sua = ['NSS,CURP,Nombre,Días cotizados,SBC', ...members.slice(1).map((m) => `${m.employee.nss},${m.employee.curp},"${m.employee.name}",15,${m.sbc.toFixed(2)}`)].join('\r\n');
    for (const [kind, csv] of [['payroll-lists', list], ['sua', sua]] as const) {
      const at = performance.now();
      const body = multipart({ year: '2026', month: '11' }, { name: `${kind}.csv`, bytes: Buffer.from(csv), type: 'text/csv' });
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/${kind}`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
      if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      log(`   ${kind === 'sua' ? 'SUA' : 'lista de nómina'} de ${WORKERS.toLocaleString('es-MX')} filas: ${ms(performance.now() - at)}`);
    }

    log(`\n3. Resumen del mes para ${WORKERS.toLocaleString('es-MX')} trabajadores (GET assortCfdiSua …/month/11/year/2026), 20 llamadas`);
    const url = `/api/v1/assortCfdiSua/serviceId/${w.service.id}/month/11/year/2026`;
    const times: number[] = [];
    for (let i = 0; i < 22; i++) {
      const at = performance.now();
      const res = await t.app.inject({ url, headers: bearer(w.tokens.client) });
      if (res.statusCode === 404 && i === 0) return log('   (la llamada aún no existe en esta versión)');
      if (res.statusCode !== 200) throw new Error(`resumen: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 2) times.push(performance.now() - at);
    }
    log(`   p50 ${ms(percentile(times, 50))} · p95 ${ms(percentile(times, 95))} (meta < 300 ms en PostgreSQL)`);

    const periods = (await t.app.inject({ url: `/api/v1/services/${w.service.id}/periods?year=2026&month=11`, headers: bearer(w.tokens.client) })).json() as { respuesta: { periods: { id: string; name: string; employees: number }[] } };
    for (const period of periods.respuesta.periods) {
      const at = performance.now();
      const res = await t.app.inject({ url: `/api/v1/services/${w.service.id}/periods/${period.id}/cfdis`, headers: bearer(w.tokens.client) });
      log(`   primera página del periodo «${period.name}» (${period.employees.toLocaleString('es-MX')} empleados): ${ms(performance.now() - at)}, ${(res.rawPayload.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    await t.close();
  }
}

throughput();
await endToEnd();
