/**
 * `npm run bench:compliance` (issue 11, "Speed"): the compliance calls of a large client on a
 * throwaway PostgreSQL database with 10,000 linked providers, 50,000 services and 1,000,000
 * documents. Starts the real server once (migrations + demo), stops it, bulk-seeds with SQL, starts
 * it again and prints p50/p95/p99 at 1 and 10 connections per call next to the 50 ms p95 target.
 * A call whose first request answers 404 is reported 'sin endpoint (404)' and skipped, so the bench
 * runs before every endpoint exists. Exit code 0 even when a target is missed.
 *
 *   BENCH_SCALE=0.05       fraction or multiple of the full size, up to 10 (default 1; 10 = 100,000
 *                          providers, 500,000 services; with BENCH_DB only the header's sizes)
 *   BENCH_DOCUMENTS=5000000  documents, whatever the scale (default 1,000,000 × BENCH_SCALE)
 *   BENCH_SECONDS=5        measured seconds per call and connection count
 *   BENCH_RUNS=3           runs per call and connection count; the run with the median p95 is shown
 *   BENCH_EXPLAIN=0        skip the EXPLAIN (ANALYZE, BUFFERS) of the server's queries behind the
 *                          providers list and behind every call over 50 ms p95 (printed by default)
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres   where to create the database
 *   BENCH_DB=bench_keep    measure an already seeded database (tests/bench/keep-db.ts) instead:
 *                          no create, no seed, no drop
 *   BENCH_CALLS=riesgos    measure only the calls whose label matches (a regular expression, no case;
 *                          '^(?!riesgos)' everything but the risk board)
 *   BENCH_SAVE=x1.json     also write the figures there, for `npm run bench:growth` (saved-figures.ts)
 *
 * The risk board (issue 24, /dashboard/riesgos: every filter and sort the screen sends, and the
 * daily report) is measured against its own target, 300 ms p95 at 10 connections. The demo client
 * is CORPORATIVO, a plan without canAccessRiesgos (spec 2 §4), so the bench moves it to PREMIUM
 * before starting the server for the measurements.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { getJson, measureMedian, type Figures } from '../lists/load';
import { killAll, logTail, startServer } from '../lists/server';
import { explainCalls } from './explain';
import { saveFigures } from '../saved-figures';
import { alignedTable } from '../table';
import { findSeededIds, seedCompliance, type ComplianceSize, type SeededIds } from './seed';
import { signIn, type Call, type Session } from './session';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEPT_DB = process.env.BENCH_DB;
const ONLY = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS, 'i') : null;
const TARGET_P95_MS = 50;
const RISK_TARGET_P95_MS = 300;
/** A call of the risk board (measured against its own target, on a server of its own). */
const isRiskCall = (call: Call) => call.target === RISK_TARGET_P95_MS;
/** BENCH_DOCUMENTS sets the documents apart: issue 25's scale 10 has 5,000,000 of them, not ten million. */
const DOCUMENTS = process.env.BENCH_DOCUMENTS ? Number(process.env.BENCH_DOCUMENTS) : Math.round(1_000_000 * SCALE);
const SIZE: ComplianceSize = { providers: Math.round(10_000 * SCALE), services: Math.round(50_000 * SCALE), documents: DOCUMENTS };

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
function cleanup() {
  cleaning ??= (async () => {
    killAll();
    for (const step of cleanups.toReversed()) await Promise.resolve(step()).catch((error: unknown) => console.error(`limpieza: ${String(error)}`));
  })();
  return cleaning;
}
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
process.once('SIGTERM', () => void cleanup().finally(() => process.exit(143)));

const log = (line: string) => console.log(line);
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);

function callsFor(ids: SeededIds): Call[] {
  const providers = `/api/v1/companies/${ids.clientId}/providers?page=0&size=20`;
  return [
    { label: 'proveedores, 1.ª página', path: providers },
    { label: 'búsqueda de proveedores (nunez, sin acento)', path: `${providers}&search=nunez` },
    { label: 'chip Personas Físicas (type=fisica)', path: `${providers}&type=fisica` },
    { label: 'etapa del servicio con requisitos y documentos', path: `/api/v1/services/${ids.serviceId}/stage/${ids.stageId}` },
    { label: 'etapa de un servicio con más de 300 documentos', path: `/api/v1/services/${ids.longServiceId}/stage/${ids.stageId}` },
    { label: 'resumen de la etapa', path: `/api/v1/services/${ids.serviceId}/stages/${ids.stageId}/summary` },
    { label: 'progreso del expediente', path: `/api/v1/expedientes/${ids.providerId}/progress` },
    ...vaultCalls(ids),
    ...riskCalls(ids.clientId),
  ].filter((call) => !ONLY || ONLY.test(call.label));
}

/** What /dashboard/vault sends for the client: its root, «Compartidos conmigo» (pages, searches) and a shared period folder. */
function vaultCalls(ids: SeededIds): Call[] {
  const vault = `/api/v1/vault/${ids.clientId}`;
  return [
    { label: 'bóveda: raíz', path: `${vault}/folder` },
    { label: 'bóveda: compartidos, 1.ª página', path: `${vault}/shared?page=0&size=24` },
    { label: 'bóveda: compartidos, página 40', path: `${vault}/shared?page=39&size=24` },
    { label: 'bóveda: compartidos, búsqueda frecuente (vigilancia)', path: `${vault}/shared?page=0&size=24&search=vigilancia` },
    { label: 'bóveda: compartidos, búsqueda rara (000123)', path: `${vault}/shared?page=0&size=24&search=000123` },
    { label: 'bóveda: compartidos, sin resultados (zzz)', path: `${vault}/shared?page=0&size=24&search=zzz` },
    { label: 'bóveda: carpeta de un periodo compartido', path: `${vault}/folder?folderId=${ids.periodFolderId}` },
  ];
}

/** What /dashboard/riesgos sends: the first page by level, each sort, each chip, search, service, period, a later page, and the daily report. */
function riskCalls(clientId: string): Call[] {
  const base = `/api/v1/riesgos/${clientId}`;
  const page = (query: string) => `${base}?${query}${query ? '&' : ''}offset=0&limit=50`;
  const now = new Date();
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const calls: [string, string][] = [
    ['riesgos: 1.ª página por nivel', page('sort=nivel&dir=asc')],
    ['riesgos: por nombre', page('sort=nombre&dir=asc')],
    ['riesgos: por cumplimiento desc.', page('sort=cumplimiento&dir=desc')],
    ['riesgos: nivel por nivel desc.', page('sort=nivel&dir=desc')],
    ['riesgos: chip Alto', page('nivel=ALTO&sort=nivel&dir=asc')],
    ['riesgos: chip Medio', page('nivel=MEDIO&sort=nivel&dir=asc')],
    ['riesgos: chip Bajo', page('nivel=BAJO&sort=nivel&dir=asc')],
    ['riesgos: búsqueda (nunez, sin acento)', page('q=nunez&sort=nivel&dir=asc')],
    ['riesgos: servicio (uno de los 50 000)', page(`service=${encodeURIComponent('Servicio bench 000001 — Vigilancia de instalaciones')}&sort=nivel&dir=asc`)],
    [`riesgos: periodo anterior (${previous})`, page(`period=${previous}&sort=nivel&dir=asc`)],
    ['riesgos: página 20', `${base}?sort=nivel&dir=asc&offset=950&limit=50`],
    ['riesgos: tarjeta de inicio (limit=1)', `${base}?limit=1`],
  ];
  return [
    ...calls.map(([label, path]) => ({ label, path, target: RISK_TARGET_P95_MS })),
    { label: 'riesgos: Descargar Reporte Diario (xlsx)', path: `${base}/reporte-diario?sort=nivel&dir=asc`, target: RISK_TARGET_P95_MS, download: true },
  ];
}

/**
 * The board after a write: documents of 1, 10, 100 and 1,000 providers change (an UPDATE, so the
 * triggers mark them), then the next request of the board (it recomputes only those) and the one after.
 */
async function riskAfterWrites(databaseUrl: string, baseUrl: string, session: Session, call: Call, clientId: string) {
  const writer = new Client({ connectionString: databaseUrl });
  await writer.connect();
  try {
    log('\n  Tablero tras escribir documentos de N proveedores (la siguiente petición recalcula solo esos):');
    for (const n of [1, 10, 100, 1000]) {
      await writer.query(
        `update compliance_documents set status = status where id in (
           select distinct on (s.provider_company_id) d.id from compliance_documents d join services s on s.id = d.service_id
            where s.client_company_id = $1 and s.provider_company_id in (select provider_company_id from services where client_company_id = $1 group by 1 order by random() limit $2))`,
        [clientId, n],
      );
      const started = performance.now();
      await getJson(`${baseUrl}${call.path}`, session.headers);
      const patched = performance.now() - started;
      const again = performance.now();
      await getJson(`${baseUrl}${call.path}`, session.headers);
      log(`  ${String(n).padStart(5)} proveedores: ${ms(patched)}; la siguiente ${ms(performance.now() - again)}`);
    }
  } finally {
    await writer.end();
  }
}

interface Row {
  call: Call;
  connections: number;
  figures: Figures | null;
  note: string;
}

/**
 * One request first: a 404 means the endpoint is not there yet (skipped); any other error is reported.
 * A risk board computed for the first time answers `computing` after 2 s (the screen asks again):
 * the probe asks again until it is done, so the measurements read the board, not its wait.
 */
async function probe(baseUrl: string, session: Session, call: Call): Promise<string | null> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${baseUrl}${call.path}`, { headers: session.headers });
    const body = await response.text();
    if (response.status === 404) return 'sin endpoint (404)';
    if (!response.ok) return `HTTP ${response.status}: ${body.slice(0, 160)}`;
    if (!body.includes('"computing":true')) break;
    if (performance.now() - started > 10 * 60_000) return 'el tablero sigue calculándose tras 10 min';
  }
  const waited = performance.now() - started;
  if (waited > 2_000) log(`  ${call.label}: tablero calculado por primera vez en ${(waited / 1000).toFixed(1)} s`);
  return null;
}

function printTable(rows: Row[]) {
  const head = ['llamada', 'conex.', 'p50', 'p95', 'p99', 'req/s', 'n', 'p95 ≤ objetivo'];
  const lines = rows.map((r) => {
    const f = r.figures;
    if (!f) return [r.call.label, String(r.connections), '', '', '', '', '', r.note];
    const target = r.call.target ?? TARGET_P95_MS;
    const mark = f.errors ? `✗ ${f.errors} errores: ${f.firstError ?? ''}` : `${f.p95 <= target ? '✓' : '✗'} ${String(target)} ms`;
    return [r.call.label, String(r.connections), ms(f.p50), ms(f.p95), ms(f.p99), f.rps.toFixed(1), String(f.count), mark];
  });
  log('');
  for (const line of alignedTable(head, lines, (i) => i === 0 || i === 7)) log(line);
}

/** Starts a server, probes each call once, measures them at 1 and 10 connections and stops it. */
async function measureOnFreshServer(options: Parameters<typeof startServer>[0], calls: Call[], clientId: string, databaseUrl: string): Promise<Row[]> {
  const server = await startServer(options);
  const rows: Row[] = [];
  try {
    let session = await signIn(server.baseUrl);
    const skipped = new Map<Call, string>();
    for (const call of calls) {
      const probeStart = performance.now();
      const problem = await probe(server.baseUrl, session, call);
      if (problem) skipped.set(call, problem);
      else if (call.target) log(`  ${call.label}: primera petición ${ms(performance.now() - probeStart)}`);
    }
    log(`\n  Midiendo ${RUNS} × ${SECONDS} s por llamada (tras una petición de calentamiento por conexión), a 1 y a 10 conexiones…`);
    for (const connections of [1, 10]) {
      for (const call of calls) {
        const note = skipped.get(call);
        if (note) {
          rows.push({ call, connections, figures: null, note });
          continue;
        }
        if (Date.now() - session.at > 4 * 60_000) session = await signIn(server.baseUrl);
        const figures = await measureMedian({ url: `${server.baseUrl}${call.path}`, headers: session.headers, connections, seconds: SECONDS }, RUNS);
        if (figures.errors) process.exitCode = 1;
        rows.push({ call, connections, figures, note: '' });
        log(`  ${call.label} ×${connections}: p95 ${ms(figures.p95)}`);
      }
    }
    const firstRisk = calls.find((call) => isRiskCall(call) && !skipped.has(call));
    if (firstRisk) await riskAfterWrites(databaseUrl, server.baseUrl, session, firstRisk, clientId);
  } finally {
    await server.stop();
  }
  return rows;
}

async function main() {
  const sizes = KEPT_DB ? `base conservada ${KEPT_DB}` : `${SIZE.providers} proveedores, ${SIZE.services} servicios, ${SIZE.documents} documentos (BENCH_SCALE=${SCALE})`;
  log(`\n═══ bench:compliance en PostgreSQL: ${sizes} ═══`);
  const database = KEPT_DB ?? `avala_bench_compliance_${process.pid}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  cleanups.push(() => admin.end());
  if (!KEPT_DB) {
    await admin.query(`create database ${database}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      log(`  base ${database} eliminada`);
    });
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const workDir = mkdtempSync(join(tmpdir(), 'avala-bench-compliance-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const options = { dataDir: workDir, databaseUrl: url.toString(), logFile: join(workDir, 'server.log') };
  try {
    let started = performance.now();
    const server = await startServer(options);
    log(`  migraciones + datos de demostración: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await server.stop();
    started = performance.now();
    const seeder = new Client({ connectionString: url.toString() });
    await seeder.connect();
    const sql = { query: <T>(text: string, params?: unknown[]) => seeder.query(text, params).then((r) => ({ rows: r.rows as T[] })) };
    const ids = await (KEPT_DB ? findSeededIds(sql, log) : seedCompliance(sql, SIZE, log)).finally(() => seeder.end());
    if (KEPT_DB) log(`  base conservada ${KEPT_DB}: sin carga`);
    else log(`  carga total ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const calls = callsFor(ids);
    if (calls.some(isRiskCall)) {
      const plan = new Client({ connectionString: url.toString() });
      await plan.connect();
      await plan.query(`update companies set status = 'PREMIUM' where id = $1`, [ids.clientId]).finally(() => plan.end());
      log('  cliente de demostración en PREMIUM (canAccessRiesgos) para el tablero de riesgos');
    }
    // The risk board's first computation for 100,000 providers leaves a heap of gigabytes behind:
    // it gets a server of its own, after the calls measured against 50 ms.
    const rows: Row[] = [];
    for (const group of [calls.filter((call) => !isRiskCall(call)), calls.filter(isRiskCall)]) {
      if (group.length) rows.push(...(await measureOnFreshServer(options, group, ids.clientId, url.toString())));
    }
    printTable(rows);
    saveFigures('compliance', SCALE, rows.map((r) => ({ label: r.call.label, connections: r.connections, figures: r.figures, download: r.call.download })), log);
    if (EXPLAIN) {
      const slow = calls.filter((call, i) => i === 0 || rows.some((r) => r.call === call && r.figures && r.figures.p95 > (call.target ?? TARGET_P95_MS)));
      await explainCalls({ admin, database, options, workDir, calls: slow, signIn, log });
    }
  } catch (error) {
    console.error(`\nRegistro del servidor (últimas líneas):\n${logTail(options.logFile)}`);
    throw error;
  }
}

try {
  if (!(SCALE > 0 && SCALE <= 10)) throw new Error(`BENCH_SCALE debe estar entre 0 y 10, no "${process.env.BENCH_SCALE ?? ''}"`);
  await main();
  log(`\nObjetivo (issue 11): p95 ≤ ${TARGET_P95_MS} ms por llamada a escala completa (10 000 proveedores, 50 000 servicios, 1 000 000 documentos); el tablero de riesgos (issue 24): p95 ≤ ${RISK_TARGET_P95_MS} ms a 10 conexiones.`);
  await cleanup();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await cleanup();
  process.exitCode = 1;
}
