import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { untilNoSessions } from '../../fixtures/postgres-sessions';
import { POSTGRES_ADMIN_URL, sql } from './database';
import { startServer } from './server';
import type { SeededTemplate } from './seeded';

/*
 * Every e2e file used to start its server on an empty database, which migrated and loaded the demo:
 * about 10 of the 15 seconds each start took. The e2e project's global set-up now starts the real
 * server twice, once on PGlite and once on a PostgreSQL database, lets it migrate and seed, and stops
 * it. Each file's server then starts on a copy: the data folder copied (PGlite's database and the
 * demo's files) and, on PostgreSQL, a database created from the seeded one as its template.
 */
async function seedOnce(env: Record<string, string>) {
  const server = await startServer(env);
  await server.stop();
}

export default async function setup(project: TestProject) {
  const pgliteDataDir = mkdtempSync(join(tmpdir(), 'avala-e2e-seeded-pglite-'));
  const postgresDataDir = mkdtempSync(join(tmpdir(), 'avala-e2e-seeded-pg-'));
  const postgresDatabase = `avala_e2e_seeded_${String(process.pid)}_${String(Date.now())}`;
  await sql(POSTGRES_ADMIN_URL, `CREATE DATABASE ${postgresDatabase}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${postgresDatabase}`;
  await Promise.all([seedOnce({ DATA_DIR: pgliteDataDir }), seedOnce({ DATA_DIR: postgresDataDir, DATABASE_URL: url.toString() })]);
  // The stopped server's backends may still be exiting, and a template must have no sessions.
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await untilNoSessions(admin, postgresDatabase).finally(() => admin.end());
  const template: SeededTemplate = { pgliteDataDir, postgresDataDir, postgresDatabase };
  project.provide('seededTemplate', template);
  return async () => {
    rmSync(pgliteDataDir, { recursive: true, force: true });
    rmSync(postgresDataDir, { recursive: true, force: true });
    await sql(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
  };
}
