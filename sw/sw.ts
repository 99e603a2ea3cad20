/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SW_MESSAGES, SYNC_TAG } from '../src/shared/offline/sync-constants';
import { tileBudgetPlugin } from './tile-budget';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The app shell and every built chunk (the list is injected at build time by vite-plugin-pwa).
// oxlint-disable-next-line no-underscore-dangle -- the placeholder vite-plugin-pwa replaces
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app address opens the precached shell, online or not; the API and the legal PDFs go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(?:\/|$)/, /^\/docs(?:\/|$)/] }));

/*
 * Map tiles of the areas a user has seen (issue 10 §6), so a site visited online shows its map
 * offline. Any other origin's image at a …/{z}/{x}/{y}.png-like path is a tile, whatever
 * MAP_TILE_URL names. The page asks for them with CORS, so only real 200 answers are kept (never
 * opaque ones, which Chromium counts as megabytes each). Bounded to 50 MB by their real sizes,
 * the oldest kept going first (tile-budget.ts); also at most 60 days old, and everything goes if
 * the quota runs out.
 */
const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp)$/;
registerRoute(
  ({ request, url, sameOrigin }) => !sameOrigin && request.destination === 'image' && TILE_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: 'avala-map-tiles',
    plugins: [tileBudgetPlugin(), new ExpirationPlugin({ maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the user chooses "Actualizar" (see src/web/offline/register-service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});

/*
 * Background sync (Chromium): the outbox lives in the page, because the access token is only in
 * its memory, so the worker's `sync` event just wakes the open pages to run it. If no page is open
 * the event ends and Chromium retries it later. Tag and message come from src/shared/offline/sync-constants.ts.
 */
self.addEventListener('sync', (event: Event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag !== SYNC_TAG) return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      // Client.postMessage has no targetOrigin: the worker only talks to its own origin's pages.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      for (const page of pages) page.postMessage({ type: SW_MESSAGES.runOutbox });
    }),
  );
});

// Once active, take over open pages (clientsClaim hooks the activate event) so the first visit is already offline-capable.
clientsClaim();
