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

// The *.pg.test.ts files also need Redis (the shared rate-limit store): start a throwaway one when
// none answers and redis-server is installed; the test itself fails with a clear message otherwise.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (spawnSync('redis-cli', ['-u', redisUrl, 'ping'], { encoding: 'utf8' }).stdout?.trim() !== 'PONG') {
  const { port } = new URL(redisUrl);
  const started = spawnSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', port || '6379', '--save', '', '--appendonly', 'no', '--dir', '/tmp'], { stdio: 'inherit' });
  if (started.error) console.warn(`Redis no responde en ${redisUrl} y redis-server no está instalado.`);
  else for (let i = 0; i < 20 && spawnSync('redis-cli', ['-u', redisUrl, 'ping'], { encoding: 'utf8' }).stdout?.trim() !== 'PONG'; i++) await new Promise((r) => setTimeout(r, 250));
}

const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: adminUrl, TEST_REDIS_URL: redisUrl },
});
process.exit(result.status ?? 1);
