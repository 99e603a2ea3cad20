import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const isVitest = Boolean(process.env.VITEST);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * The service worker's own build (vite-plugin-pwa, injectManifest) still asks Rollup's
 * `inlineDynamicImports`, which Vite 8's Rolldown reports as deprecated on every `npm start` and
 * build. Its Rolldown name, `codeSplitting: false`, does the same: one file, no chunks.
 */
function swSingleFile(): Plugin {
  return {
    name: 'avala-sw-single-file',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
      delete output.inlineDynamicImports;
      Object.assign(output, { codeSplitting: false });
    },
  };
}

/**
 * Writes `.br` and `.gz` beside each text asset of the build, compressed once at the highest level,
 * so the server (@fastify/static `preCompressed`) sends them as they are: compressing a 100 KB
 * script with brotli 11 on every request cost the first screen 150–300 ms of server time per file.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'avala-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const raw = readFileSync(path);
        if (raw.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type NameFn = Extract<Group['name'], (...args: never[]) => unknown>;
type Ctx = Parameters<NameFn>[1];

/** The sign-in screen, as TanStack's code splitting names the `/` route's component. */
const SIGN_IN_ROUTE = /[\\/]src[\\/]web[\\/]routes[\\/]index\.tsx\?tsr-split=/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** A package index re-exporting a whole library (@mantine/core, @tabler/icons-react…). */
const BARREL_SIZE = 40;
const IMPORT_LIST = /import\s*\{([^}]*)\}\s*from\s*["'][^"']+["']/g;

/** `TextInput`, `IconMail`, `useId` → the file names Mantine, Tabler and Mantine hooks use for them. */
const normal = (name: string) => name.toLowerCase().replaceAll(/[^a-z0-9]/g, '');
const fileName = (id: string) => normal(id.split(/[\\/]/).pop()?.replace(/\?.*$/, '').replace(/\.[cm]?js$/, '') ?? '');

/**
 * The modules the sign-in screen really uses: its static import graph, where a package index is
 * followed only to the names some visited module imports (a barrel's full list would drag every
 * Mantine component and all 6,000 icons of the app into the group).
 */
function signInGraph(ctx: Ctx, from: string): Set<string> {
  const roots = new Set<string>();
  const seenAll = new Set<string>();
  const findRoots = (start: string) => {
    const stack = [start];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seenAll.has(id)) continue;
      seenAll.add(id);
      if (SIGN_IN_ROUTE.test(id)) roots.add(id);
      const info = ctx.getModuleInfo(id);
      if (info) stack.push(...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds);
    }
  };
  findRoots(from);

  const names = new Set<string>();
  let graph = new Set<string>();
  for (let size = -1; size !== graph.size + names.size; ) {
    size = graph.size + names.size;
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      for (const [, list] of NODE_MODULES.test(id) ? [] : (info.code ?? '').matchAll(IMPORT_LIST)) {
        for (const part of list?.split(',') ?? []) {
          const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (name) names.add(normal(name));
        }
      }
      const barrel = NODE_MODULES.test(id) && info.importedIds.length > BARREL_SIZE;
      stack.push(...(barrel ? info.importedIds.filter((imported) => names.has(fileName(imported))) : info.importedIds));
    }
    graph = seen;
  }
  return graph;
}

/**
 * Fewer, larger chunks for the first screen (issue 10 §8). Left to itself the bundler cut `/` into
 * about 50 files of 1–5 KB (each a shared piece of Mantine, the router, zod…): over HTTP/1.1's six
 * connections and a 150 ms mobile round trip, their count, not their bytes, set the time to an
 * interactive sign-in form. Two groups, about the same bytes:
 *
 *   - `app`: every module the entry imports statically ($initial), one file instead of ~17;
 *   - `sign-in`: what the sign-in route needs beyond that, one file instead of ~30. Other screens
 *     sharing some of these modules (inputs, zod, the envelope) load this file too; its
 *     sign-in-only part is a few KB.
 */
function firstScreenGroups(): Group[] {
  let signIn: Set<string> | null = null;
  return [
    { name: 'app', tags: ['$initial'], priority: 2 },
    {
      debugName: 'sign-in',
      name: (moduleId, ctx) => ((signIn ??= signInGraph(ctx, moduleId)).has(moduleId) ? 'sign-in' : null),
      priority: 1,
    },
  ];
}

/** Where the server finds the sign-in chunk to announce with `/` (src/server/plugins/web-app.ts). */
const FIRST_SCREEN_MANIFEST = 'first-screen.json';

/**
 * Writes dist/first-screen.json with the sign-in chunk's path, so the server's answer to `/` can
 * ask the browser for it (a `Link: rel=modulepreload` header) while the entry script downloads,
 * instead of after the entry has run. Only `/` says so: other screens never fetch it early.
 */
function firstScreenManifest(): Plugin {
  return {
    name: 'avala-first-screen-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'sign-in');
      if (!chunk) return;
      // Vite records the CSS a chunk brings (CSS modules of the sign-in layout): the import waits for it too.
      const css = [...((chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])].map((name) => `/${name}`);
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_MANIFEST, source: JSON.stringify({ signIn: `/${chunk.fileName}`, css }) });
    },
  };
}

export default defineConfig({
  // The web app lives in src/web (its index.html too); the top level stays as the design card lists it.
  root: isVitest ? here('.') : here('src/web'),
  publicDir: here('public'),
  envDir: here('.'),
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The first screen in two files instead of ~50 (firstScreenGroups above).
    rolldownOptions: { output: { codeSplitting: { groups: firstScreenGroups() } } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/docs': 'http://localhost:3000' } },
  plugins: isVitest
    ? [react()]
    : [
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          routesDirectory: here('src/web/routes'),
          generatedRouteTree: here('src/web/route-tree.gen.ts'),
          quoteStyle: 'single',
        }),
        react(),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: here('sw'),
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          // The icons are already matched by globPatterns; listing them twice only duplicates precache entries.
          includeManifestIcons: false,
          manifest: {
            name: 'Avala',
            short_name: 'Avala',
            description: 'Cumplimiento REPSE y generadores de servicios profesionales',
            lang: 'es-MX',
            // `/` decides (src/web/routes/index.tsx): the session's destination online, the field home offline.
            start_url: '/',
            scope: '/',
            shortcuts: [{ name: 'Nuevo generador', short_name: 'Nuevo generador', description: 'Llenar un generador, también sin conexión', url: '/generators/forms' }],
            display: 'standalone',
            orientation: 'any',
            theme_color: '#1c4e80',
            background_color: '#ffffff',
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
          injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'], globIgnores: ['docs/**'], buildPlugins: { vite: [swSingleFile()] } },
          devOptions: { enabled: false },
        }),
        firstScreenManifest(),
        precompress(),
      ],
  test: {
    projects: [
      {
        extends: true,
        // Node-only units (domain, server, scripts, service worker) share one worker's modules.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ['tests/unit/web/**'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        // Screen tests render Mantine in jsdom and mock query hooks per file, so each keeps its own
        // modules; on a 2-core CI running integration beside them, 5 s is too tight.
        test: { name: 'unit-web', include: ['tests/unit/web/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // *.pg.test.ts need what PGlite cannot give (two processes on one database, Redis beside
          // it): they run in `npm run test:pg`, which sets TEST_DATABASE_URL, and fail there if missing.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/integration/**/*.pg.test.ts'],
          environment: 'node',
          // Every file builds its own app and database, so files can share one worker's modules:
          // importing the server graph once instead of once per file halves the suite's time.
          isolate: false,
          globalSetup: ['tests/fixtures/pglite-snapshot.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/seeded-template.setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
