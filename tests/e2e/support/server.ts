import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSeededCopy, seededTemplate } from './seeded';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process (the cluster's primary with WEB_CONCURRENCY > 1). */
  pid: number;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` would (built dist/, PGlite in a fresh data folder, demo
 * seed) on a free port, and waits for /api/health. Inside the e2e suite the folder (and a database
 * from `createThrowawayDatabase`) starts as a copy of the seeded template (seeded-template.setup.ts).
 * PUBLIC_URL is the server's own address, so the links it mails (password reset) open in the
 * browser under test; `env` can still override it.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const webDir = process.env.AVALA_WEB_DIR || join(root, 'dist');
  if (!existsSync(join(webDir, 'index.html'))) throw new Error('Falta dist/: ejecute `npm run build` antes de `npm run test:e2e`.');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A DATA_DIR passed in belongs to the caller; otherwise a fresh one, a copy of the template's when there is one.
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'avala-e2e-'));
  if (ownsDataDir) {
    const template = await seededTemplate();
    const seededFolder = env.DATABASE_URL ? (isSeededCopy(env.DATABASE_URL) ? template?.postgresDataDir : undefined) : template?.pgliteDataDir;
    if (seededFolder) cpSync(seededFolder, dataDir, { recursive: true });
  }
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  // Generous: a loaded 2-core machine needs well over a minute to transpile and seed; the hook allows 180 s.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al iniciar:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`El servidor no respondió a tiempo:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
