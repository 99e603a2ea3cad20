/**
 * `npm run bench:cost-ab -- <commit> <path>`: what the working tree does to one call's cost against
 * <commit>, on a machine whose speed drifts (here ±20–30 % from one minute to the next, more than
 * most changes are worth, so two runs of bench:request-cost minutes apart cannot tell them apart).
 * Both servers run side by side on one seeded PostgreSQL database and take turns in short rounds of
 * requests sent one after another (A B, B A, …): the drift falls on both alike. Prints, per server,
 * the wall time, the server's CPU and the database's CPU per request, and the change between them.
 * The commit's server runs from a temporary git worktree, removed at the end.
 *
 *   <commit>                 what to compare against (HEAD: the working tree's uncommitted change)
 *   <path>                   an API path the demo client may ask; {client} stands for its company id
 *   BENCH_DB=bench_keep      the seeded database (tests/bench/keep-db.ts)
 *   BENCH_ROUNDS=20          rounds per server, BENCH_PER_ROUND=100 requests in each (after 100 unmeasured)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn, type Session } from '../compliance/session';
import { alignedTable } from '../table';
import { cpuMs, databaseCpuMs } from './proc-cpu';
import { killAll, startServer, type RunningServer } from './server';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const [commit, pathTemplate] = process.argv.slice(2);
if (!commit || !pathTemplate) {
  console.error('Uso: npm run bench:cost-ab -- <commit> <ruta>   (p. ej. HEAD "/api/v1/companies/{client}/providers?size=20")');
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 100);
const WARMUP = 100;
const databaseUrl = new URL(process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres');
databaseUrl.pathname = `/${process.env.BENCH_DB ?? 'bench_keep'}`;

interface Side {
  label: string;
  server: RunningServer;
  session: Session;
  wall: number;
  cpu: number;
  database: number;
  count: number;
}

const work = mkdtempSync(join(tmpdir(), 'avala-cost-ab-'));
const baseTree = join(work, 'base');
const short = execFileSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' }).trim();
execFileSync('git', ['worktree', 'add', '--detach', baseTree, commit], { cwd: root, stdio: 'ignore' });
symlinkSync(join(root, 'node_modules'), join(baseTree, 'node_modules'));
const base = (await import(join(baseTree, 'tests/bench/lists/server.ts'))) as { startServer: typeof startServer; killAll: typeof killAll };
const cleanUp = () => {
  base.killAll();
  killAll();
  execFileSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: root, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

async function side(label: string, start: typeof startServer, name: string): Promise<Side> {
  const server = await start({ dataDir: mkdtempSync(join(work, `${name}-`)), databaseUrl: databaseUrl.toString(), logFile: join(work, `${name}.log`) });
  return { label, server, session: await signIn(server.baseUrl), wall: 0, cpu: 0, database: 0, count: 0 };
}

/** One request, its whole body read, as the load bench's driver asks (compressed answers). */
async function get(s: Side): Promise<void> {
  // Access tokens last 10 minutes.
  if (Date.now() - s.session.at > 4 * 60_000) s.session = await signIn(s.server.baseUrl);
  const response = await fetch(`${s.server.baseUrl}${pathTemplate?.replaceAll('{client}', s.session.clientId)}`, { headers: { ...s.session.headers, 'accept-encoding': 'gzip, br' } });
  if (!response.ok) throw new Error(`${s.label}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  await response.arrayBuffer();
}

const percent = (before: number, after: number) => `${after >= before ? '+' : '−'}${(Math.abs(after / before - 1) * 100).toFixed(1)} %`;

try {
  const sides = [await side(`${short} (${commit})`, base.startServer, 'base'), await side('árbol de trabajo', startServer, 'work')] as const;
  for (const s of sides) for (let i = 0; i < WARMUP; i++) await get(s);
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of round % 2 ? sides : sides.toReversed()) {
      const [cpu, database, started] = [cpuMs(s.server.pid), databaseCpuMs(), performance.now()];
      for (let i = 0; i < PER_ROUND; i++) await get(s);
      s.wall += performance.now() - started;
      s.cpu += cpuMs(s.server.pid) - cpu;
      s.database += databaseCpuMs() - database;
      s.count += PER_ROUND;
    }
  }
  const [a, b] = sides;
  const per = (s: Side) => [s.wall / s.count, s.cpu / s.count, s.database / s.count] as const;
  console.log(`Base ${databaseUrl.pathname.slice(1)}, ${pathTemplate}: ${ROUNDS} rondas de ${PER_ROUND} peticiones por servidor, una tras otra, alternadas.`);
  const lines = [...sides.map((s) => [s.label, ...per(s).map((v) => v.toFixed(3))]), ['diferencia', ...per(a).map((v, i) => percent(v, per(b)[i] ?? v))]];
  for (const line of alignedTable(['servidor', 'ms/petición', 'CPU ms/pet.', 'CPU BD ms/pet.'], lines, (column) => column === 0)) console.log(line);
  await Promise.all(sides.map((s) => s.server.stop()));
} finally {
  cleanUp();
}
