/**
 * `npx tsx tests/bench/keep-db.ts [name]`: creates ONE kept PostgreSQL database (default `bench_keep`)
 * with the demo data, the bench:lists scaled set (10,000 providers, 200,000 generators, 100,000
 * notifications) and the bench:compliance set (10,000 more providers, 50,000 services, 1,000,000
 * documents), then VACUUM ANALYZE. The benches reuse it with `BENCH_DB=bench_keep` instead of
 * seeding a throwaway database on every run. Does nothing if the database already exists.
 *
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres   where to create it
 *   BENCH_SCALE=10         ten times each set (issue 25: 100,000 + 100,000 providers, 2,000,000
 *                          generators, 1,000,000 notifications, 500,000 services)
 *   BENCH_DOCUMENTS=5000000  the compliance documents, whatever the scale (default 1,000,000 × scale)
 *   BENCH_SETS=lists       only one of the two sets (lists | compliance)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { seedCompliance } from './compliance/seed';
import { seedScaled } from './lists/seed';
import { startServer } from './lists/server';

const name = process.argv[2] ?? 'bench_keep';
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de base no válido: ${name}`);
const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(line);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DOCUMENTS = process.env.BENCH_DOCUMENTS ? Number(process.env.BENCH_DOCUMENTS) : Math.round(1_000_000 * SCALE);
const SETS = process.env.BENCH_SETS ?? 'lists,compliance';
const timed = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  log(`${label}: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
};

const admin = new Client({ connectionString: ADMIN_URL });
await admin.connect();
try {
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (exists) {
    log(`La base ${name} ya existe: no se toca.`);
  } else {
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const workDir = mkdtempSync(join(tmpdir(), 'avala-bench-keep-'));
    try {
      const server = await startServer({ dataDir: workDir, databaseUrl: url.toString(), logFile: join(workDir, 'server.log') });
      await server.stop();
      const db = new Client({ connectionString: url.toString() });
      await db.connect();
      // A second connection shares the big inserts and index builds: both cores.
      const worker = new Client({ connectionString: url.toString() });
      await worker.connect();
      try {
        const asSql = (client: Client) => ({ query: <T>(text: string, params?: unknown[]) => client.query(text, params).then((r) => ({ rows: r.rows as T[] })) });
        const sql = asSql(db);
        const n = (value: number) => Math.round(value * SCALE);
        if (SETS.includes('lists')) await timed('bench:lists', () => seedScaled(sql, { providers: n(10_000), generators: n(200_000), notifications: n(100_000) }, log, [sql, asSql(worker)]));
        // Both seeds name their temporary tables alike.
        const temps = (await db.query<{ name: string }>("select relname as name from pg_class where relpersistence = 't' and relkind = 'r' and relname like 'bench\\_%'")).rows;
        for (const { name: table } of temps) await db.query(`drop table if exists pg_temp.${table}`);
        if (SETS.includes('compliance')) await timed('bench:compliance', () => seedCompliance(sql, { providers: n(10_000), services: n(50_000), documents: DOCUMENTS }, log));
        await timed('VACUUM ANALYZE', () => db.query('vacuum analyze'));
      } finally {
        await worker.end();
        await db.end();
      }
      log(`Base ${name} lista.`);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
} finally {
  await admin.end();
}
