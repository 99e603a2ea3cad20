import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../shared/contracts/errors';

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA. Hashed assets are immutable; the shell, the service worker and the
 * manifest must always revalidate or an update would never reach installed apps.
 * Unknown non-API paths get index.html so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const hasDist = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes .br/.gz beside each asset (vite.config.ts, precompress): no compressing per request.
      preCompressed: true,
      setHeaders(reply, path) {
        const name = path.slice(distDir.length).replaceAll('\\', '/');
        if (name.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE.has(name)) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
    // With `index: false` the static plugin refuses the root as a directory; serve the shell instead.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && (request.headers.accept ?? '').includes('text/html');
    if (hasDist && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ codigo: 404, respuesta: null, mensaje: ERRORS.ROUTE_NOT_FOUND.mensaje });
  });
}
