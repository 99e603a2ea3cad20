/**
 * Field photos on a phone: how long the wizard's pipeline (src/web/offline/photo-pipeline.ts:
 * browser-image-compression + fit to 800×600 + JPEG 0.7 + sha256) takes per 12 MP (4000×3000)
 * camera JPEG in Debian's Chromium, and how heavy the wizard route chunk is, gzipped, in the built
 * app. Prints figures only; it does not pass or fail on time.
 *
 *   npm run build && npm run bench:photos        (AVALA_WEB_DIR=<dir> to read another build)
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = process.env.AVALA_WEB_DIR || join(root, 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function chunkFigures() {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) {
    console.log(`Sin build en ${dist}: ejecute \`npm run build\` para medir el chunk del asistente.`);
    return;
  }
  console.log(`Chunks del asistente (/generators/forms) en ${dist}, gzip nivel 9:`);
  for (const name of readdirSync(assets).filter((f) => /^(forms|location-map)-.*\.(js|css)$/.test(f))) {
    const raw = readFileSync(join(assets, name));
    const role = name.startsWith('forms') ? 'ruta del asistente' : 'mapa Leaflet (carga diferida)';
    console.log(`  ${kb(gzipSync(raw, { level: 9 }).length).padStart(11)} gzip  ${kb(raw.length).padStart(11)} bruto  ${name}  (${role})`);
  }
}

async function photoFigures() {
  // The very module the wizard uses, bundled for the browser.
  const out = mkdtempSync(join(tmpdir(), 'avala-bench-photos-'));
  await build({
    configFile: false,
    logLevel: 'error',
    root,
    build: { outDir: out, emptyOutDir: false, write: true, target: 'es2022', lib: { entry: join(root, 'src/web/offline/photo-pipeline.ts'), formats: ['es'], fileName: () => 'pipeline.js' } },
  });
  writeFileSync(join(out, 'index.html'), '<!doctype html><meta charset="utf-8"><script type="module">import * as p from "./pipeline.js"; window.pipeline = p; window.ready = true;</script>');
  const server = createServer((request, response) => {
    const file = join(out, (request.url ?? '/') === '/' ? 'index.html' : (request.url ?? '').slice(1));
    if (!file.startsWith(out) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(readFileSync(file));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    const result = await page.evaluate(async (rounds) => {
      const pipeline = (window as unknown as { pipeline: { compressPhoto(file: File): Promise<{ blob: Blob; width: number; height: number }> } }).pipeline;
      const runs: { ms: number; width: number; height: number; bytes: number; input: number }[] = [];
      for (let i = 0; i < rounds; i++) {
        const canvas = document.createElement('canvas');
        canvas.width = 4000;
        canvas.height = 3000;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
        gradient.addColorStop(0, `hsl(${i * 41}, 70%, 40%)`);
        gradient.addColorStop(1, `hsl(${i * 41 + 150}, 60%, 75%)`);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, 4000, 3000);
        // Some detail, so the encoder has work like with a real photo.
        for (let k = 0; k < 4000; k++) {
          ctx.fillStyle = `hsla(${(k * 13 + i * 7) % 360}, 80%, 50%, 0.5)`;
          ctx.fillRect((k * 997) % 4000, (k * 619) % 3000, 40, 40);
        }
        const input = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.92));
        const file = new File([input], `IMG_${i}.jpg`, { type: 'image/jpeg' });
        const start = performance.now();
        const photo = await pipeline.compressPhoto(file);
        runs.push({ ms: performance.now() - start, width: photo.width, height: photo.height, bytes: photo.blob.size, input: input.size });
      }
      return runs;
    }, ROUNDS);
    const times = result.map((r) => r.ms).toSorted((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const first = result[0];
    console.log(`\nRedimensionado de fotos 4000×3000 (12 MP) en Chromium, ${ROUNDS} fotos, pipeline del asistente:`);
    console.log(`  por foto: media ${mean.toFixed(0)} ms, mediana ${median.toFixed(0)} ms, mín ${times[0]?.toFixed(0)} ms, máx ${times.at(-1)?.toFixed(0)} ms`);
    if (first) console.log(`  entrada ~${kb(first.input)} JPEG → salida ${first.width}×${first.height} JPEG q0.7, ~${kb(result.reduce((s, r) => s + r.bytes, 0) / result.length)} en promedio`);
    if (result.some((r) => r.width > 800 || r.height > 600)) console.log('  ATENCIÓN: alguna salida excede 800×600');
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

chunkFigures();
await photoFigures();
