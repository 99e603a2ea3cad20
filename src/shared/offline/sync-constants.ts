/*
 * What the service worker (sw/) and the page's outbox (src/web/offline) must agree on. Both sides
 * import this file, so a renamed tag or message cannot silently stop background sync.
 */

/** Background Sync tag the page registers and the worker's `sync` event answers. */
export const SYNC_TAG = 'avala-outbox';

/** Messages between the worker and its pages (`{ type }`). */
export const SW_MESSAGES = {
  /** Worker → pages: run the outbox now (a `sync` event woke the worker). */
  runOutbox: 'avala-run-outbox',
  /** Page → waiting worker: take over (the user chose "Actualizar"); workbox-window sends this type. */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** Web Lock held by the one tab that syncs. */
export const SYNC_LOCK_NAME = 'avala-outbox-sync';

/** BroadcastChannel that tells the other tabs the queue changed. */
export const OUTBOX_CHANNEL = 'avala-outbox';

/** Probed instead of trusting navigator.onLine (never cached). */
export const HEALTH_PATH = '/api/health';
export const HEALTH_PROBE_MS = 30_000;

/** Backoff after consecutive network failures: 1 s doubling, capped at 5 min. */
export const BACKOFF_START_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60_000;
