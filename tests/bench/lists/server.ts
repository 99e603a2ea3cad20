/**
 * The real server as a child process (`node --import tsx src/server/main.ts`, so the child's pid is
 * the server itself and its RSS can be read from /proc), its health wait, its stop, and RSS sampling.
 * It runs with --expose-gc and gc-on-signal.mjs: SIGUSR2 makes it collect garbage and append its
 * memory to `memoryFile` (report-memory.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const gcOnSignal = new URL('./gc-on-signal.mjs', import.meta.url).href;

export interface ServerOptions {
  dataDir: string;
  /** PostgreSQL URL; without it the server uses PGlite under dataDir/db. */
  databaseUrl?: string | undefined;
  logFile: string;
  /** Extra environment, e.g. NODE_OPTIONS for the EXPLAIN pass. */
  env?: Record<string, string>;
}

export interface RunningServer {
  pid: number;
  baseUrl: string;
  /** Where the server appends its memory (one JSON line) on SIGUSR2, after two forced GCs. */
  memoryFile: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills whatever server is still up (used by the SIGINT/failure cleanup). */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

export function logTail(logFile: string, lines = 30): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function startServer(options: ServerOptions, timeoutMs = 600_000): Promise<RunningServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '100000',
    // The day's walks (reminders over every service) are background work with their own pacing; a
    // bench that runs past the first daily check (1–2 min) would otherwise measure them too.
    DAILY_SCHEDULE: process.env.BENCH_DAILY_SCHEDULE ?? 'false',
    // A directory without index.html: the server then serves the API only, no web build needed.
    AVALA_WEB_DIR: join(options.dataDir, 'sin-web'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    BENCH_MEMORY_FILE: join(options.dataDir, `memory-${port}.jsonl`),
    // WEB_CONCURRENCY=2: the server's processes (PostgreSQL only); the memory figures are then the primary's.
    ...(process.env.WEB_CONCURRENCY ? { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY } : {}),
    // glibc's allocator settings (e.g. MALLOC_ARENA_MAX=2), to see what they do to the RSS after downloads.
    ...Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('MALLOC_') && entry[1] !== undefined)),
    ...options.env,
  };
  const log = openSync(options.logFile, 'a');
  // BENCH_NODE_FLAGS: more flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--expose-gc', '--import', gcOnSignal, '--import', 'tsx', join(root, 'src/server/main.ts')], { cwd: root, env, stdio: ['ignore', log, log] });
  closeSync(log);
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => running.delete(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let up = false;
  while (!up) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}):\n${logTail(options.logFile)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no respondió /api/health a tiempo:\n${logTail(options.logFile)}`);
    }
    up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid as number,
    baseUrl,
    memoryFile: env.BENCH_MEMORY_FILE as string,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** VmRSS of a process in bytes, or 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the baseline and the peak. */
export function sampleRss(pid: number, everyMs = 20) {
  const baseline = rssOf(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid));
      return { baseline, peak };
    },
  };
}
