/**
 * How fast the first screen (`/`, the sign-in form) is ready, in Debian's Chromium against the real
 * server serving the production build (the e2e support's startServer). For two network profiles —
 * localhost (no throttling) and slow 4G (Lighthouse's mobile figures applied through DevTools:
 * 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown) — and two visits — cold (empty cache, no
 * service worker) and warm (a second visit in the same profile, once the service worker controls
 * the site) — it prints the median of RUNS runs of:
 *
 *   - LCP: the last `largest-contentful-paint` entry once the page has loaded (ms from navigation).
 *   - Interactive: ms from navigation until the e-mail input of the sign-in form is in the DOM,
 *     visible (has a box, not hidden), enabled, and React has attached its props to it (the node
 *     carries React's `__reactProps$…` with an `onChange` function), i.e. typing reaches the form.
 *     Observed in the page by a MutationObserver plus a per-frame check, so no test-side polling.
 *   - Requests and KiB transferred on the wire (CDP Network events; service-worker answers count as
 *     requests with their small on-the-wire size).
 *   - Console errors (a cold visit must have none: no 401 from the session probe).
 *
 *   npm run bench:first-paint [-- --build] [-- --runs 5] [-- --enforce]
 *
 * Prints /proc/loadavg before and after: on a shared, loaded machine the figures are slower.
 *
 * Builds dist/ first when it is missing (or with --build), under /tmp/build.lock like every
 * other shared build. AVALA_WEB_DIR serves another build instead. --enforce exits non-zero when a
 * cold median misses its target (1.0 s localhost, 2.5 s slow 4G).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser, PIXEL_5 } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = process.env.AVALA_WEB_DIR || join(root, 'dist');
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 5);
/** The figures depend on what else the machine runs: printed with them. */
const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').trim();
  } catch {
    return 'n/d';
  }
};

interface Profile {
  name: string;
  targetMs: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuRate?: number;
}

const PROFILES: Profile[] = [
  { name: 'localhost', targetMs: 1000 },
  {
    name: 'slow 4G',
    targetMs: 2500,
    // bytes per second, as CDP wants them
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    cpuRate: 4,
  },
];

interface Sample {
  lcp: number;
  interactive: number;
  requests: number;
  kib: number;
  consoleErrors: string[];
}

/** Runs in the page before any of its scripts. */
const PROBE = `(() => {
  const state = { lcp: 0, interactive: 0 };
  window.__firstPaint = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const ready = () => {
    const input = document.querySelector('input[type="email"]');
    if (!input || input.disabled) return false;
    const box = input.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(input).visibility === 'hidden') return false;
    const key = Object.keys(input).find((k) => k.startsWith('__reactProps$'));
    return Boolean(key && typeof input[key].onChange === 'function');
  };
  const check = () => {
    if (state.interactive) return;
    if (ready()) state.interactive = performance.now();
    else requestAnimationFrame(check);
  };
  new MutationObserver(() => { if (!state.interactive && ready()) state.interactive = performance.now(); })
    .observe(document, { childList: true, subtree: true, attributes: true });
  requestAnimationFrame(check);
})();`;

async function throttle(cdp: CDPSession, profile: Profile) {
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  if (profile.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
}

async function visit(context: BrowserContext, baseUrl: string, profile: Profile): Promise<{ page: Page; sample: Sample }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string }) => sizes.set(e.requestId, sizes.get(e.requestId) ?? 0));
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => sizes.set(e.requestId, e.encodedDataLength));
  await throttle(cdp, profile);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.addInitScript(PROBE);
  await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __firstPaint: { interactive: number } }).__firstPaint.interactive > 0, undefined, { timeout: 60_000 });
  // Whatever the page fetches right after start-up (lazy chunks, the session probe) counts too.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  const probe = await page.evaluate(() => (window as unknown as { __firstPaint: { lcp: number; interactive: number } }).__firstPaint);
  const bytes = [...sizes.values()].reduce((a, b) => a + b, 0);
  await cdp.detach();
  return { page, sample: { lcp: probe.lcp, interactive: probe.interactive, requests: sizes.size, kib: bytes / 1024, consoleErrors } };
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active);
  });
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function ensureBuild() {
  if (existsSync(join(webDir, 'index.html')) && !process.argv.includes('--build')) return;
  if (process.env.AVALA_WEB_DIR) throw new Error(`Falta ${webDir}/index.html`);
  console.log('Construyendo dist/ (npm run build)…');
  const result = spawnSync('flock', ['/tmp/build.lock', 'npm', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  ensureBuild();
  const loadBefore = loadAverage();
  const server = await startServer();
  const browser = await launchBrowser();
  const rows: { profile: Profile; visit: 'cold' | 'warm'; samples: Sample[] }[] = [];
  try {
    for (const profile of PROFILES) {
      const cold: Sample[] = [];
      const warm: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ ...PIXEL_5 });
        try {
          const first = await visit(context, server.baseUrl, profile);
          cold.push(first.sample);
          await waitForServiceWorker(first.page);
          await first.page.close();
          const second = await visit(context, server.baseUrl, profile);
          warm.push(second.sample);
        } finally {
          await context.close();
        }
      }
      rows.push({ profile, visit: 'cold', samples: cold }, { profile, visit: 'warm', samples: warm });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nPrimera pantalla (/) — mediana de ${RUNS} corridas, Chromium, Pixel 5`);
  console.log(`${'perfil'.padEnd(10)} ${'visita'.padEnd(6)} ${'LCP ms'.padStart(7)} ${'interactiva ms'.padStart(15)} ${'meta ms'.padStart(8)} ${'peticiones'.padStart(10)} ${'KiB'.padStart(7)}  errores de consola`);
  let missed = false;
  for (const { profile, visit: kind, samples } of rows) {
    const interactive = median(samples.map((s) => s.interactive));
    const errors = [...new Set(samples.flatMap((s) => s.consoleErrors))];
    if (kind === 'cold' && interactive > profile.targetMs) missed = true;
    console.log(
      `${profile.name.padEnd(10)} ${kind.padEnd(6)} ${median(samples.map((s) => s.lcp)).toFixed(0).padStart(7)} ${interactive.toFixed(0).padStart(15)} ${String(profile.targetMs).padStart(8)} ${median(samples.map((s) => s.requests)).toFixed(0).padStart(10)} ${median(samples.map((s) => s.kib)).toFixed(1).padStart(7)}  ${errors.length ? errors.join(' | ') : 'ninguno'}`,
    );
  }
  console.log(`\nCarga de la máquina (/proc/loadavg): al empezar ${loadBefore}; al terminar ${loadAverage()}`);
  if (process.argv.includes('--enforce') && missed) {
    console.error('La primera pantalla no llegó a su meta en al menos un perfil.');
    process.exit(1);
  }
}

await main();
