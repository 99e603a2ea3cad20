/**
 * `npm run bench:sat` (issue 23 "Speed"): parse a generated 15,000-row 69-B "Listado completo" and a
 * 15,000-row article 69 file (Windows-1252, quoted names with line breaks, suppressed and filler
 * rows) through the import's own parsers, on one core. Median of 3 rounds, and rows per second.
 * The whole import's budget is 2 s, so parsing must take well under that.
 *
 *   --rows 15000
 */
import { parseArgs } from 'node:util';
import { parseSat69Csv } from '../../src/server/sat/sat-69-parser';
import { parseSat69bCsv } from '../../src/server/sat/sat-69b-parser';
import { inChunks, sat69File, sat69bFile } from '../fixtures/sat-files';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '15000' } } });
const ROWS = Number(args.rows);
const ROUNDS = 3;
const log = (line: string) => console.log(line);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function time(label: string, bytes: Buffer, parse: (source: AsyncIterable<Uint8Array>) => Promise<{ counts: { kept: number } }>): Promise<void> {
  const rounds: number[] = [];
  let kept = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    // 64 KiB chunks, as an upload or a download arrives.
    kept = (await parse(inChunks(bytes, 65_536))).counts.kept;
    rounds.push(performance.now() - started);
  }
  const ms = median(rounds);
  log(`${label}: ${(bytes.length / 1_048_576).toFixed(1)} MB, ${kept.toLocaleString('es-MX')} filas en ${ms.toFixed(1)} ms (mediana de ${String(ROUNDS)}), ${Math.round((kept / ms) * 1000).toLocaleString('es-MX')} filas/s`);
}

const file69b = sat69bFile({ rows: ROWS, preambleLines: 2, suppressed: 20, filler: 5, invalid: 3 });
const file69 = sat69File('a', { rows: ROWS, preambleLines: 2, suppressed: 20, filler: 5, invalid: 3 });
await time('Listado 69-B', file69b.bytes, (source) => parseSat69bCsv(source));
await time('Listado 69 (Firmes)', file69.bytes, (source) => parseSat69Csv(source, 'firmes'));

/**
 * The import as the route and the job run it (sha256, parse, multi-row inserts, pointer swap, in
 * one transaction) against a throwaway PostgreSQL database (BENCH_PG; skipped with BENCH_PG=none).
 * Each round imports a different file (one more preamble line), so none is the "same list".
 */
async function timeImports(): Promise<void> {
  const adminUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (adminUrl === 'none') return;
  const { Client } = await import('pg');
  const { openDatabase } = await import('../../src/server/db/client');
  const { createSatListsService } = await import('../../src/server/modules/sat-lists/sat-lists.service');
  const name = `bench_sat_${String(process.pid)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: '' });
  try {
    await database.migrate();
    const service = createSatListsService({ db: database.db });
    for (const [label, make, target] of [
      ['69-B', (k: number) => sat69bFile({ rows: ROWS, preambleLines: 2 + k, suppressed: 20, filler: 5, invalid: 3 }).bytes, { kind: '69B' }],
      ['69 (Firmes)', (k: number) => sat69File('a', { rows: ROWS, preambleLines: 2 + k, suppressed: 20, filler: 5, invalid: 3 }).bytes, { kind: '69', list: 'firmes' }],
    ] as const) {
      const rounds: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const bytes = make(round);
        const started = performance.now();
        const result = await service.importBytes({ target, bytes, source: 'ARCHIVO', sourceName: 'bench.csv', importedBy: null });
        rounds.push(performance.now() - started);
        if (result.same || result.snapshot.rowsKept !== ROWS) throw new Error(`importación inesperada: ${JSON.stringify(result.snapshot)}`);
      }
      log(`Importación ${label} en PostgreSQL (análisis + inserción + cambio de vigente): ${ROWS.toLocaleString('es-MX')} filas en ${(median(rounds) / 1000).toFixed(2)} s (mediana de ${String(ROUNDS)})`);
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
await timeImports();
