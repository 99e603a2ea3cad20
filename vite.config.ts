import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const isVitest = Boolean(process.env.VITEST);

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
            start_url: '/',
            scope: '/',
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
