/**
 * `npm run bench:growth -- demo.json scaled.json`: how much each call's p95 grew from one saved run
 * (BENCH_SAVE of bench:lists or bench:compliance, usually at BENCH_SCALE=1) to another (usually
 * BENCH_SCALE=10), per call and connection count, against issue 25's "no list call grows more than
 * 3×". A download (a file of every row, marked in the saved figures) grows with its rows by nature: its
 * growth is shown but not held to 3× (its own p95 target holds it). Calls measured in only one of the
 * two runs are listed apart. Exit code 0 even when a call grows more.
 */
import { figureKey as key, readSaved } from './saved-figures';
import { alignedTable } from './table';

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
const compared = scaled.figures.flatMap((after) => {
  const before = demoByKey.get(key(after));
  return before ? [{ before, after, growth: after.p95 / before.p95 }] : [];
});
const unmatched = scaled.figures.filter((after) => !demoByKey.has(key(after))).map((f) => `${f.bench}: ${f.label} ×${String(f.connections)}`);
const head = ['banco', 'llamada', 'conex.', 'p95 antes', 'p95 después', 'crecimiento', ''];
const verdict = ({ after, growth }: (typeof compared)[number]) => (after.download ? 'descarga' : growth <= MAX_GROWTH ? '✓' : '✗');
const lines = compared.map((c) => [c.after.bench, c.after.label, String(c.after.connections), ms(c.before.p95), ms(c.after.p95), `${c.growth.toFixed(2)}×`, verdict(c)]);
for (const line of alignedTable(head, lines, (i) => i <= 1 || i === 6)) log(line);
const held = compared.filter((c) => !c.after.download);
const over = held.filter((c) => c.growth > MAX_GROWTH).length;
const largest = Math.max(0, ...held.map((c) => c.growth));
log(`\n  ${String(held.length)} comparaciones de llamadas de lista; ${over ? `${String(over)} crecen más de ${MAX_GROWTH}× ✗` : `ninguna crece más de ${MAX_GROWTH}× ✓`} (la mayor, ${largest.toFixed(2)}×)`);
const downloads = compared.length - held.length;
if (downloads) log(`  ${String(downloads)} descargas (un archivo con todas sus filas): crecen con sus filas; su propio objetivo de p95 las mide en su banco`);
if (unmatched.length) log(`  Medidas solo en ${scaledFile}: ${unmatched.join('; ')}`);
