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
