/**
 * What a first visit to `/` downloads before the app can start: the entry script of dist/index.html
 * plus every <link rel="modulepreload">, each gzipped at level 9. Prints one line per file and the
 * total in KB (budget: 170 KB). Route chunks fetched afterwards (the sign-in screen itself) are
 * listed separately for information. Exits non-zero when dist/ has not been built and, with
 * `--enforce` (CI), when the total is over budget: a size is deterministic, so a regression (say a
 * route option importing a whole feature into the entry) fails the build instead of going unseen.
 *
 *   npm run build && npm run bench:bundle [-- --enforce]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = process.env.AVALA_WEB_DIR || fileURLToPath(new URL('../../dist', import.meta.url));
const indexHtml = join(dist, 'index.html');

if (!existsSync(indexHtml)) {
  console.error('No existe dist/index.html: ejecute `npm run build` antes de `npm run bench:bundle`.');
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

const entries = [...html.matchAll(/<script\b[^>]*>/gi)]
  .map(([tag]) => tag)
  .filter((tag) => /type\s*=\s*["']module["']/i.test(tag))
  .map((tag) => attr(tag, 'src'))
  .filter((src): src is string => Boolean(src));
const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
  .map(([tag]) => tag)
  .filter((tag) => /rel\s*=\s*["']modulepreload["']/i.test(tag))
  .map((tag) => attr(tag, 'href'))
  .filter((href): href is string => Boolean(href));

const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(8);

function measure(url: string) {
  const file = join(dist, url.replace(/^\//, '').split(/[?#]/)[0] ?? '');
  const raw = readFileSync(file);
  return { url, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

const files = [...new Set([...entries, ...preloads])].map(measure);
const total = files.reduce((sum, f) => sum + f.gzip, 0);
const totalRaw = files.reduce((sum, f) => sum + f.raw, 0);

console.log('Primera visita a / (script de entrada + modulepreload), gzip nivel 9:');
console.log(`${'gzip KB'.padStart(8)} ${'bruto KB'.padStart(9)}  archivo`);
for (const f of files) console.log(`${kb(f.gzip)} ${kb(f.raw).padStart(9)}  ${f.url}`);
console.log(`${kb(total)} ${kb(totalRaw).padStart(9)}  TOTAL (presupuesto ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'dentro' : 'EXCEDIDO'})`);

// Informative: the sign-in screen's chunk (routes/index.tsx → `routes-*.js`) and the shared chunks
// the router preloads with it, fetched right after start-up; not part of the budget above.
const entrySource = entries[0] ? readFileSync(join(dist, entries[0].replace(/^\//, '')), 'utf8') : '';
const depList = entrySource.match(/m\.f=\[([^\]]*)\]/)?.[1]?.match(/["'`][^"'`]+["'`]/g)?.map((q) => q.slice(1, -1)) ?? [];
const routeImport = entrySource.match(/import\([`'"]\.\/(routes-[^`'"]+\.js)[`'"]\)\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\)/);
// Since issue 10 §8 the build puts the sign-in screen in one `sign-in-*` chunk (vite.config.ts,
// firstScreenGroups) and names it in first-screen.json; `/` announces it in a Link header.
const firstScreen = join(dist, 'first-screen.json');
if (!routeImport?.[1] && existsSync(firstScreen)) {
  const { signIn, css } = JSON.parse(readFileSync(firstScreen, 'utf8')) as { signIn?: string; css?: string[] };
  const later = [signIn, ...(css ?? [])].filter((d): d is string => Boolean(d)).map((d) => measure(d));
  const laterTotal = later.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\nDespués (pedida junto con la entrada por el encabezado Link de /), la pantalla de inicio de sesión, fuera del presupuesto:`);
  for (const f of later) console.log(`${kb(f.gzip)} ${kb(f.raw).padStart(9)}  ${f.url}`);
  console.log(`${kb(laterTotal)}            en total con la entrada: ${kb(total + laterTotal).trim()} KB.`);
}
if (routeImport?.[1]) {
  const already = new Set(files.map((f) => f.url.replace(/^\//, '')));
  const later = [`assets/${routeImport[1]}`, ...(routeImport[2] ?? '').split(',').map((i) => depList[Number(i)]).filter((d): d is string => Boolean(d))]
    .filter((d, i, all) => d.endsWith('.js') && !already.has(d) && all.indexOf(d) === i)
    .map((d) => measure(`/${d}`));
  const laterTotal = later.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\nDespués, la pantalla de inicio de sesión (fuera del presupuesto): ${kb(laterTotal).trim()} KB gzip en ${later.length} archivos; en total ${kb(total + laterTotal).trim()} KB.`);
}

if (process.argv.includes('--enforce') && total / 1024 > BUDGET_KB) {
  console.error(`La primera visita descarga ${kb(total).trim()} KB gzip: más que el presupuesto de ${BUDGET_KB} KB.`);
  process.exit(1);
}
