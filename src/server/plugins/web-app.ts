import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../shared/contracts/errors';

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * The `Link` header of `/`: the sign-in screen's chunk, named by the build in first-screen.json
 * (vite.config.ts, firstScreenManifest), so the browser fetches it alongside the entry script (issue 10 §8).
 */
function firstScreenLink(distDir: string): string | null {
  try {
    const { signIn, css } = JSON.parse(readFileSync(join(distDir, 'first-screen.json'), 'utf8')) as { signIn?: unknown; css?: unknown };
    if (typeof signIn !== 'string' || !/^\/assets\/[\w.-]+\.js$/.test(signIn)) return null;
    const styles = (Array.isArray(css) ? css : []).filter((href): href is string => typeof href === 'string' && /^\/assets\/[\w.-]+\.css$/.test(href));
    return [`<${signIn}>; rel=modulepreload; crossorigin`, ...styles.map((href) => `<${href}>; rel=preload; as=style; crossorigin`)].join(', ');
  } catch {
    return null;
  }
}

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
      setHeaders(response, path) {
        const name = path.slice(distDir.length).replaceAll('\\', '/');
        if (name.startsWith('/assets/')) response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE.has(name)) response.setHeader('cache-control', 'no-cache');
        else response.setHeader('cache-control', 'public, max-age=3600');
      },
    });
    // With `index: false` the static plugin refuses the root as a directory; serve the shell instead.
    const link = firstScreenLink(distDir);
    app.get('/', { schema: { hide: true } }, (_request, reply) => {
      if (link) reply.header('link', link);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && (request.headers.accept ?? '').includes('text/html');
    if (hasDist && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ codigo: 404, respuesta: null, mensaje: ERRORS.ROUTE_NOT_FOUND.mensaje });
  });
}
