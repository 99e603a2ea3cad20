/**
 * `npm run test:pg`: the integration suite against the local PostgreSQL. Starts the cluster when it
 * is not running; each test file then creates and drops its own database.
 */
import { execSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { Client } from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!(await reachable())) {
  console.log('PostgreSQL no responde; intentando iniciarlo…');
  try {
    const version = readdirSync('/etc/postgresql')[0];
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (error) {
    console.error('No se pudo iniciar PostgreSQL:', error instanceof Error ? error.message : error);
  }
  for (let i = 0; i < 20 && !(await reachable()); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await reachable())) {
    console.error(`PostgreSQL no está disponible en ${adminUrl}`);
    process.exit(1);
  }
}

const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: adminUrl },
});
process.exit(result.status ?? 1);
