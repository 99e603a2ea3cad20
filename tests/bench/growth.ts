/**
 * `npm run bench:growth -- demo.json scaled.json`: how much each call's p95 grew from one saved run
 * (BENCH_SAVE of bench:lists or bench:compliance, usually at BENCH_SCALE=1) to another (usually
 * BENCH_SCALE=10), per call and connection count, against issue 25's "no list call grows more than
 * 3×". Calls measured in only one of the two runs are listed apart. Exit code 0 even when a call grows more.
 */
import { figureKey as key, readSaved } from './saved-figures';

const MAX_GROWTH = 3;
const [demoFile, scaledFile] = process.argv.slice(2);
if (!demoFile || !scaledFile) {
  console.error('Uso: npm run bench:growth -- demo.json escala10.json (archivos de BENCH_SAVE)');
  process.exit(2);
}
const demo = readSaved(demoFile);
const scaled = readSaved(scaledFile);
const demoByKey = new Map(demo.figures.map((f) => [key(f), f]));
const ms = (value: number) => `${value.toFixed(1)} ms`;

const log = (line: string) => console.log(line);
const scales = (run: typeof demo) => Object.entries(run.scales).map(([bench, scale]) => `${bench} ×${String(scale)}`).join(', ');
log(`\nCrecimiento del p95: ${demoFile} (${scales(demo)}) → ${scaledFile} (${scales(scaled)}); objetivo ≤ ${MAX_GROWTH}×`);
const head = ['banco', 'llamada', 'conex.', 'p95 antes', 'p95 después', 'crecimiento', ''];
const lines: string[][] = [];
const unmatched: string[] = [];
let over = 0;
for (const after of scaled.figures) {
  const before = demoByKey.get(key(after));
  if (!before) {
    unmatched.push(`${after.bench}: ${after.label} ×${String(after.connections)}`);
    continue;
  }
  const growth = after.p95 / before.p95;
  if (growth > MAX_GROWTH) over++;
  lines.push([after.bench, after.label, String(after.connections), ms(before.p95), ms(after.p95), `${growth.toFixed(2)}×`, growth <= MAX_GROWTH ? '✓' : '✗']);
}
const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
const format = (cells: string[]) => `  ${cells.map((c, i) => (i <= 1 || i === 6 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')}`.trimEnd();
log(format(head));
log(`  ${widths.map((w) => '─'.repeat(w)).join('  ')}`);
for (const line of lines) log(format(line));
const largest = lines.map((l) => Number.parseFloat(l[5] ?? '0')).reduce((a, b) => Math.max(a, b), 0);
log(`\n  ${String(lines.length)} comparaciones; ${over ? `${String(over)} crecen más de ${MAX_GROWTH}× ✗` : `ninguna crece más de ${MAX_GROWTH}× ✓`} (la mayor, ${largest.toFixed(2)}×)`);
if (unmatched.length) log(`  Medidas solo en ${scaledFile}: ${unmatched.join('; ')}`);
