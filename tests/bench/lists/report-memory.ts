/**
 * The Excel report five times in a row (issue 25): rows/s of each download, and the server's memory
 * after each, read after two forced GCs (gc-on-signal.mjs, which server.ts preloads with --expose-gc).
 * Targets: ≥ 40,000 rows/s, and the fifth report ends within 20 MB of where the first began.
 *
 * The memory is read twice: right after the download, and once the server has rested
 * BENCH_REPORT_REST_MS (12 s by default; the target is read there). V8 grows its young generation
 * to 32 MB under any burst of allocation and keeps it until its memory reducer runs, ~8 s after the
 * burst ends, which gives it back to the system: read at once, those 32 MB look like a leak that a
 * server at rest does not have.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { createInflateRaw } from 'node:zlib';
import { download } from './load';
import type { RunningServer } from './server';
import { alignedTable } from '../table';

const MB = 1024 * 1024;
export const REPORT_MEMORY_TARGET = { rowsPerSecond: 40_000, growthMb: 20 };
const REST_MS = Number(process.env.BENCH_REPORT_REST_MS ?? 12_000);

export interface ServerMemory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Whether the server could force a GC (started with --expose-gc). */
  gc: boolean;
  /** Reserved bytes per V8 heap space (the young generation, `new_space`, grows to 32 MB under load and stays). */
  spaces?: Record<string, number>;
}

export interface ReportDownload {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  /** The server's memory right after this download, after two forced GCs. */
  after: ServerMemory;
  /** The same once the server has rested REST_MS. */
  rested: ServerMemory;
}

export interface ReportMemoryResult {
  /** Before the first download, rested, after two forced GCs. */
  before: ServerMemory;
  downloads: ReportDownload[];
  /** Rested after the last download minus before the first, in bytes. */
  growth: { rss: number; heapUsed: number };
}

const memoryLines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

/** Asks the server (SIGUSR2) to collect garbage twice and report its memory; waits for its line. */
export async function serverMemoryAfterGc(server: Pick<RunningServer, 'pid' | 'memoryFile'>, timeoutMs = 10_000): Promise<ServerMemory> {
  const seen = memoryLines(server.memoryFile).length;
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = memoryLines(server.memoryFile);
    const line = lines.length > seen ? lines.at(-1) : undefined;
    if (line) return JSON.parse(line) as ServerMemory;
    if (Date.now() > deadline) throw new Error(`El servidor no escribió su memoria en ${server.memoryFile}: ¿arrancó con gc-on-signal.mjs?`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Data rows of the first sheet of an xlsx (its `<row` elements but the header), inflated with zlib from the zip's directory. */
export async function countSheetRows(file: string, entry = 'xl/worksheets/sheet1.xml'): Promise<number> {
  const handle = await open(file);
  let start: number;
  let length: number;
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(size, 65_557));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0) throw new Error(`${file}: no es un zip`);
    const directory = Buffer.alloc(tail.readUInt32LE(end + 12));
    await handle.read(directory, 0, directory.length, tail.readUInt32LE(end + 16));
    let at = 0;
    let found: { offset: number; compressed: number } | undefined;
    while (!found && at + 46 <= directory.length) {
      const nameLength = directory.readUInt16LE(at + 28);
      if (directory.toString('utf8', at + 46, at + 46 + nameLength) === entry) found = { compressed: directory.readUInt32LE(at + 20), offset: directory.readUInt32LE(at + 42) };
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    if (!found) throw new Error(`${file}: sin ${entry}`);
    const local = Buffer.alloc(30);
    await handle.read(local, 0, 30, found.offset);
    start = found.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    length = found.compressed;
  } finally {
    await handle.close();
  }
  let rows = 0;
  let carry = '';
  const inflate = createReadStream(file, { start, end: start + length - 1 }).pipe(createInflateRaw());
  for await (const chunk of inflate as AsyncIterable<Buffer>) {
    const text = carry + chunk.toString('latin1');
    for (let i = text.indexOf('<row '); i >= 0; i = text.indexOf('<row ', i + 5)) rows++;
    carry = text.slice(-4);
  }
  return rows - 1;
}

/**
 * Downloads the company's generators report `runs` times in a row from the bench server (the bench's
 * URL and session), reading the server's memory after a forced GC before the first and after each;
 * prints a table and returns the figures.
 */
export async function measureReportMemory(options: {
  server: RunningServer;
  session: { headers: Record<string, string>; clientId: string };
  workDir: string;
  log: (line: string) => void;
  runs?: number;
  /** Print ✓/✗ against the issue's targets (the 200,000-generator PostgreSQL half). */
  targets?: boolean;
}): Promise<ReportMemoryResult> {
  const { server, session, log } = options;
  const url = `${server.baseUrl}/api/v1/generador/idCompany/${session.clientId}/report`;
  const file = join(options.workDir, 'reporte-memoria.xlsx');
  const rested = async () => {
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    return serverMemoryAfterGc(server);
  };
  const before = await rested();
  if (!before.gc) log('  ✗ el servidor no tiene global.gc (--expose-gc): la memoria se lee sin forzar la recolección');
  const downloads: ReportDownload[] = [];
  for (let i = 0; i < (options.runs ?? 5); i++) {
    const got = await download(url, session.headers, file);
    if (got.status !== 200) throw new Error(`Reporte: HTTP ${got.status} ${readFileSync(file, 'utf8').slice(0, 300)}`);
    const after = await serverMemoryAfterGc(server);
    const rows = await countSheetRows(file);
    const seconds = got.ms / 1000;
    downloads.push({ rows, seconds, rowsPerSecond: rows / seconds, bytes: got.bytes, after, rested: await rested() });
  }
  const last = downloads.at(-1)?.rested ?? before;
  const growth = { rss: last.rss - before.rss, heapUsed: last.heapUsed - before.heapUsed };

  const mb = (bytes: number) => (bytes / MB).toFixed(1);
  const young = (m: ServerMemory) => (m.spaces?.new_space === undefined ? '—' : `${mb(m.spaces.new_space)} MB`);
  const head = ['reporte', 'filas', 's', 'filas/s', 'RSS tras GC', 'gen. joven', 'RSS en reposo', 'heap en reposo', 'gen. joven'];
  const lines = [
    ['antes', '', '', '', '', '', `${mb(before.rss)} MB`, `${mb(before.heapUsed)} MB`, young(before)],
    ...downloads.map((d, i) => [String(i + 1), String(d.rows), d.seconds.toFixed(2), d.rowsPerSecond.toFixed(0), `${mb(d.after.rss)} MB`, young(d.after), `${mb(d.rested.rss)} MB`, `${mb(d.rested.heapUsed)} MB`, young(d.rested)]),
  ];
  log(`\n  Reporte ${downloads.length} veces seguidas, memoria del servidor tras dos GC forzados, al terminar y tras ${REST_MS / 1000} s en reposo:`);
  for (const line of alignedTable(head, lines, (i) => i === 0, '    ')) log(line);
  const slowest = Math.min(...downloads.map((d) => d.rowsPerSecond));
  const target = (met: boolean, text: string) => (options.targets ? `  (objetivo ${text}) ${met ? '✓' : '✗'}` : '');
  log(`    filas/s, la más lenta: ${slowest.toFixed(0)}${target(slowest >= REPORT_MEMORY_TARGET.rowsPerSecond, `≥ ${REPORT_MEMORY_TARGET.rowsPerSecond}`)}`);
  log(`    crecimiento en reposo, de antes del 1.º a después del ${downloads.length}.º: RSS ${mb(growth.rss)} MB, heap ${mb(growth.heapUsed)} MB${target(growth.rss <= REPORT_MEMORY_TARGET.growthMb * MB, `RSS ≤ ${REPORT_MEMORY_TARGET.growthMb} MB`)}`);
  const atOnce = (downloads.at(-1)?.after.rss ?? before.rss) - before.rss;
  log(`    leído al terminar el ${downloads.length}.º (sin reposo): RSS +${mb(atOnce)} MB, de ellos la generación joven ${young(downloads.at(-1)?.after ?? before)} (V8 la devuelve en reposo)`);
  return { before, downloads, growth };
}
