/**
 * `BENCH_SAVE=file.json`: a load bench also writes the p95s it printed, keyed by bench and call, so
 * `npm run bench:growth -- demo.json scaled.json` can set a run at demo size (BENCH_SCALE=1) beside
 * one at scale 10 (issue 25: no list call may grow more than 3×). A run replaces only the figures
 * of the calls it measured: bench:lists and bench:compliance can share one file, and a run of a
 * few calls (BENCH_CALLS) updates just those.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Figures } from './lists/load';

export interface SavedFigure {
  bench: string;
  label: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** A file download (every row in one file): growth.ts reports its growth but does not hold it to 3×. */
  download?: boolean;
}

export interface SavedRun {
  /** BENCH_SCALE of each bench that wrote to the file, by bench. */
  scales: Record<string, number>;
  figures: SavedFigure[];
}

/** One call at one connection count of one bench. */
export const figureKey = (f: SavedFigure) => `${f.bench}\u0000${f.label}\u0000${String(f.connections)}`;

export function readSaved(file: string): SavedRun {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedRun) : { scales: {}, figures: [] };
}

/** Writes the measured rows of `bench` into BENCH_SAVE, when it is set; rows not measured are left out. */
export function saveFigures(bench: string, scale: number, rows: readonly { label: string; connections: number; figures: Figures | null; download?: boolean }[], log: (line: string) => void) {
  const file = process.env.BENCH_SAVE;
  if (!file) return;
  const saved = readSaved(file);
  const mine = rows.flatMap(({ label, connections, figures: f, download }) =>
    f && !f.errors ? [{ bench, label, connections, p50: f.p50, p95: f.p95, p99: f.p99, rps: f.rps, ...(download ? { download } : {}) }] : [],
  );
  const measured = new Set(mine.map(figureKey));
  const run: SavedRun = { scales: { ...saved.scales, [bench]: scale }, figures: [...saved.figures.filter((f) => !measured.has(figureKey(f))), ...mine] };
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  log(`  ${mine.length} cifras guardadas en ${file} (BENCH_SAVE)`);
}
