/**
 * `npm run bench:request-cost` (issue 25): what one request costs the server, call by call, on an
 * already seeded PostgreSQL database (tests/bench/keep-db.ts). One connection, requests one after
 * another, so the figures are the server's own: wall time per request, the server process's CPU time
 * per request (from /proc, user + system), the CPU PostgreSQL's processes spent meanwhile (same
 * host; its background workers, e.g. autovacuum, count too) and the statements it sends per request.
 * CPU per request is what decides how many requests one process serves when many connections wait.
 *
 *   BENCH_DB=bench_keep      the seeded database (default bench_keep)
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres
 *   BENCH_REQUESTS=500       measured requests per call (after BENCH_WARMUP=20 unmeasured ones)
 *   BENCH_REPORTS=3          measured downloads of the Excel report (after one unmeasured)
 *   BENCH_CALLS=generadores  only the calls whose label matches (a regular expression, no case)
 *   BENCH_PATH=/api/v1/…     one more call, any path the demo client may ask (e.g. a service stage of
 *                            the compliance set, on a database seeded with it)
 *   BENCH_LOG_QUERIES=1      print every statement to the server's log (its path is printed); =full
 *                            prints them whole, with their values
 *   BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   e.g. a CPU profile of the server
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from '../compliance/session';
import { cpuMs, databaseCpuMs } from './proc-cpu';
import { killAll, startServer } from './server';

const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.BENCH_DB ?? 'bench_keep';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CALLS = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS, 'i') : null;

const dir = mkdtempSync(join(tmpdir(), 'avala-request-cost-'));
const queryFile = join(dir, 'queries.txt');
const logFile = join(dir, 'server.log');
const countQueries = fileURLToPath(new URL('./count-queries.mjs', import.meta.url));
process.once('SIGINT', () => {
  killAll();
  process.exit(130);
});
const url = new URL(ADMIN_URL);
url.pathname = `/${database}`;
const server = await startServer({ dataDir: dir, databaseUrl: url.toString(), logFile, env: { NODE_OPTIONS: `--import ${countQueries}`, BENCH_QUERY_FILE: queryFile, BENCH_LOG_QUERIES: process.env.BENCH_LOG_QUERIES ?? '' } });
try {
  const session = await signIn(server.baseUrl);
  const client = session.clientId;
  const headers = { ...session.headers, 'accept-encoding': 'gzip' };
  const calls = [
    ['generadores, 1.ª página', `/api/v1/generador/idCompany/${client}/allLite?page=0&size=25`],
    ['generadores, mes (03-2025)', `/api/v1/generador/idCompany/${client}/allLite?page=0&size=25&startDate=03-2025`],
    ['generadores, año (2025)', `/api/v1/generador/idCompany/${client}/allLite?page=0&size=25&startDate=2025`],
    ['generadores, monterrey', `/api/v1/generador/idCompany/${client}/allLite?page=0&size=25&search=monterrey`],
    ['generadores, ciudad león', `/api/v1/generador/idCompany/${client}/allLite?page=0&size=25&city=leon`],
    ['generadores, página 500', `/api/v1/generador/idCompany/${client}/allLite?page=499&size=25`],
    ['proveedores, búsqueda pena', `/api/v1/companies/${client}/providers?page=0&size=20&search=pena`],
    ['proveedores, generadores + garcia', `/api/v1/companies/${client}/providers?size=20&generadores=true&search=garcia`],
    ['proveedores, 1.ª página', `/api/v1/companies/${client}/providers?page=0&size=20`],
    ['proveedores, generadores', `/api/v1/companies/${client}/providers?size=20&generadores=true`],
    ['notificaciones no leídas', '/api/v1/notifications?read=false&page=0&size=15'],
    ['users/me', '/api/v1/users/me'],
    ['reporte Excel de generadores', `/api/v1/generador/idCompany/${client}/report`],
    ...(process.env.BENCH_PATH ? [['ruta BENCH_PATH', process.env.BENCH_PATH]] : []),
  ].filter(([label]) => !CALLS || CALLS.test(label ?? ''));
  const sentSoFar = async () => {
    process.kill(server.pid, 'SIGUSR1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    return Number(readFileSync(queryFile, 'utf8').trim().split('\n').at(-1));
  };
  const LABEL_WIDTH = Math.max(...calls.map(([label]) => String(label).length));
  console.log(`Base ${database}; ${REQUESTS} peticiones por llamada, una tras otra.`);
  console.log(`${'llamada'.padEnd(LABEL_WIDTH)} ${'ms/petición'.padStart(12)} ${'CPU ms/pet.'.padStart(12)} ${'CPU BD ms'.padStart(10)} ${'consultas'.padStart(10)}`);
  for (const [label, path] of calls) {
    const report = path?.endsWith('/report') ?? false;
    const [warmup, requests] = report ? [1, Number(process.env.BENCH_REPORTS ?? 3)] : [WARMUP, REQUESTS];
    const get = async () => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers });
      if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < warmup; i++) await get();
    const queries = await sentSoFar();
    const cpu = cpuMs(server.pid);
    const databaseCpu = databaseCpuMs();
    const started = performance.now();
    for (let i = 0; i < requests; i++) await get();
    const wall = (performance.now() - started) / requests;
    const cpuPer = (cpuMs(server.pid) - cpu) / requests;
    const databaseCpuPer = (databaseCpuMs() - databaseCpu) / requests;
    const queriesPer = ((await sentSoFar()) - queries) / requests;
    console.log(`${String(label).padEnd(LABEL_WIDTH)} ${wall.toFixed(2).padStart(12)} ${cpuPer.toFixed(2).padStart(12)} ${databaseCpuPer.toFixed(2).padStart(10)} ${queriesPer.toFixed(1).padStart(10)}`);
  }
  if (process.env.BENCH_LOG_QUERIES) console.log(`Consultas en ${logFile}`);
} finally {
  await server.stop();
  if (!process.env.BENCH_LOG_QUERIES) rmSync(dir, { recursive: true, force: true });
}
