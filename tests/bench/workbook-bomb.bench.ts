/**
 * `npm run bench:workbook-bomb` (issue 8, item 3): uploads workbook bombs through the real app on a
 * real port while polling /api/health every 20 ms, and prints the worst and median health latency,
 * the upload and parse times, and the peak RSS of the process (worker threads included). Prints
 * figures; no pass/fail on time.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildDemoCatalogueWorkbook } from '../../src/server/xlsx/catalogue-demo';
import { WORKBOOK_BUDGET } from '../../src/server/xlsx/workbook-limits';
import { workbookParsePool } from '../../src/server/xlsx/workbook-parse-pool';
import { buildCompany, buildUser } from '../fixtures/factories';
import { signIn } from '../fixtures/http';
import { createTestApp } from '../fixtures/test-app';
import { sheetXml, workbookBomb } from '../fixtures/workbook-bombs';

const MiB = 1024 * 1024;
const TEXT = 'Cable monomodo 12 hilos de fibra óptica, instalación aérea';

const t = await createTestApp();
const clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
const token = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

async function api(path: string, body: unknown) {
  const response = await fetch(`${address}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { respuesta: unknown; mensaje: string } };
}

/** Polls health every 20 ms and samples RSS until `stop` resolves. */
async function probe(stop: Promise<unknown>) {
  const latencies: number[] = [];
  let peakRss = process.memoryUsage().rss;
  const state = { done: false };
  void stop.finally(() => (state.done = true));
  while (!state.done) {
    const started = performance.now();
    await (await fetch(`${address}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    await sleep(Math.max(0, 20 - (performance.now() - started)));
  }
  latencies.sort((a, b) => a - b);
  return { worst: latencies.at(-1) ?? 0, median: latencies[Math.floor(latencies.length / 2)] ?? 0, samples: latencies.length, peakRss };
}

async function scenario(title: string, bytes: Buffer, unpacked: number) {
  const rssBefore = process.memoryUsage().rss;
  const run = (async () => {
    const t0 = performance.now();
    const uploaded = await api('/util/uploadToSession', { name: 'Banco.xlsx', extension: 'xlsx', content: bytes.toString('base64') });
    const t1 = performance.now();
    if (uploaded.status !== 200) return { uploadMs: t1 - t0, parseMs: 0, outcome: `${uploaded.status} ${uploaded.body.mensaje}` };
    const created = await api(`/catalogueGenerador/${uploaded.body.respuesta as string}`, { idCompany: clientId, fileName: title, comment: '', startDate: '2026-01-01', endDate: '2026-12-31' });
    const t2 = performance.now();
    return { uploadMs: t1 - t0, parseMs: t2 - t1, outcome: `${created.status} ${created.status === 200 ? 'registrado' : created.body.mensaje}` };
  })();
  const [result, health] = await Promise.all([run, probe(run)]);
  console.log(`\n${title}`);
  console.log(`  libro ${(bytes.length / MiB).toFixed(1)} MiB${unpacked ? ` → ${(unpacked / MiB).toFixed(0)} MiB de XML de hoja` : ''}`);
  console.log(`  carga (revisión del zip): ${result.uploadMs.toFixed(0)} ms · lectura: ${result.parseMs.toFixed(0)} ms · resultado: ${result.outcome}`);
  console.log(`  /api/health: peor ${health.worst.toFixed(1)} ms · mediana ${health.median.toFixed(1)} ms (${health.samples} sondeos)`);
  console.log(`  RSS máximo: ${(health.peakRss / MiB).toFixed(0)} MiB (antes ${(rssBefore / MiB).toFixed(0)} MiB)`);
}

console.log(`Presupuesto: ${WORKBOOK_BUDGET.maxFilledCells} celdas con datos, ${WORKBOOK_BUDGET.maxTextChars} caracteres de texto, ${WORKBOOK_BUDGET.maxConcurrentParses} lecturas a la vez, heap del lector ${WORKBOOK_BUDGET.workerHeapMb} MB`);

const idle = await probe(sleep(2_000));
console.log(`En reposo (2 s, referencia de esta máquina): /api/health peor ${idle.worst.toFixed(1)} ms · mediana ${idle.median.toFixed(1)} ms (${idle.samples} sondeos)`);

const overShape = { rows: 400_000, columns: 3, text: TEXT };
await scenario('Bomba sobre el presupuesto (1.2 millones de celdas de texto)', await workbookBomb(overShape), sheetXml(overShape).length);

const heavyShape = { rows: 19_000, columns: 5, text: `${TEXT} `.repeat(16).trim() };
await scenario('Bajo el presupuesto pero pesada (95,000 celdas de ~1,000 caracteres)', await workbookBomb(heavyShape), sheetXml(heavyShape).length);

// Issue 20 §17: within the cell budget and the XML size, yet 15 MB of text to store and send.
const longText = `${TEXT} `.repeat(17).slice(0, 1_000);
const textShape = { rows: 3_000, columns: 5, text: longText };
await scenario('Bajo el presupuesto de celdas, sobre el de texto (15,000 celdas de 1,000 caracteres)', await workbookBomb(textShape), sheetXml(textShape).length);

const underTextShape = { rows: 780, columns: 5, text: longText };
await scenario('Justo bajo el presupuesto de texto (3,900 celdas de 1,000 caracteres)', await workbookBomb(underTextShape), sheetXml(underTextShape).length);

// repeat 290 (bench:catalogue, ~20,000 rows, ~140,000 cells) is over the budget; 190 stays just under it.
const real = await buildDemoCatalogueWorkbook({ repeat: 190 });
await scenario('Catálogo real grande (~13,000 filas, bajo el presupuesto)', real, 0);

await workbookParsePool.close();
await t.close();
