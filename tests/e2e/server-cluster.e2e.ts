import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/database';
import { type RunningServer, startServer } from './support/server';

/**
 * The server processes whose parent is `pid` (from /proc: the field after the state in
 * /proc/<pid>/stat), not the esbuild service tsx starts while its cache is cold.
 */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const after = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return Number(after[1]) === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('src/server/main.ts') ? [Number(entry)] : [];
      } catch {
        return []; // ended while listed
      }
    });
}

async function until<T>(probe: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`No ocurrió a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/*
 * WEB_CONCURRENCY=2 on PostgreSQL: the real server as node:cluster, one primary and two workers on
 * one port. A session opened through one worker is valid in the other (the generated signing secret
 * lives in the database), a worker that dies is replaced, and SIGTERM ends them all.
 */
describe('servidor con varios procesos (WEB_CONCURRENCY)', () => {
  let database: ThrowawayDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    server = await startServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const me = async (token: string) => {
    // A new connection each time (no keep-alive), so the primary hands requests to both workers.
    const response = await fetch(`${server.baseUrl}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
    return response.status;
  };

  it('dos procesos atienden el mismo puerto y reconocen la misma sesión; uno que termina se reemplaza', async () => {
    const workers = await until(() => childrenOf(server.pid), (pids) => pids.length === 2, 'dos procesos hijos');
    const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@corporativo.demo', password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { respuesta: { accessToken: string } }).respuesta.accessToken;
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await me(token));
    expect(statuses).toEqual(Array(12).fill(200));

    process.kill(workers[0] ?? 0, 'SIGKILL');
    const replaced = await until(() => childrenOf(server.pid), (pids) => pids.length === 2 && !pids.includes(workers[0] ?? 0), 'un proceso nuevo en lugar del terminado');
    expect(replaced).toContain(workers[1]);
    await until(() => server.output(), (log) => log.includes('se inicia otro en su lugar'), 'el aviso del reemplazo');
    const after = [];
    for (let i = 0; i < 6; i++) after.push(await me(token));
    expect(after).toEqual(Array(6).fill(200));
  }, 120_000);

  it('SIGTERM al proceso principal termina también a los procesos que atienden', async () => {
    const workers = childrenOf(server.pid);
    expect(workers).toHaveLength(2);
    await server.stop();
    expect(workers.filter((pid) => readdirSync('/proc').includes(String(pid)))).toEqual([]);
  }, 30_000);
});
