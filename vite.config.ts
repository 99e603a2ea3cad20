import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
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

export default defineConfig({
  // The web app lives in src/web (its index.html too); the top level stays as the design card lists it.
  root: isVitest ? here('.') : here('src/web'),
  publicDir: here('public'),
  envDir: here('.'),
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: { outDir: here('dist'), emptyOutDir: true, sourcemap: false, target: 'es2022' },
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
          injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'], globIgnores: ['docs/**'] },
          devOptions: { enabled: false },
        }),
        precompress(),
      ],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
