import { serverReachable } from './connectivity';
import { apiEnvelope } from '../lib/api-client';
import { ApiError } from '../lib/http/api-error';
import { refreshSession } from '../lib/session/session-refresh';
import { isAuthenticated, subscribeSession } from '../lib/session/session-store';
import { HEALTH_PROBE_MS, SW_MESSAGES, SYNC_LOCK_NAME, SYNC_TAG } from '../../shared/offline/sync-constants';
import { registerOutboxHandlers } from './handlers/register-outbox-handlers';
import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';
import { enqueue as storeEnqueue } from './outbox-store';
import { createSyncEngine, type SessionCheck, type SyncEngine } from './sync-engine';

const LAST_SYNC_KEY = 'avala.lastSyncAt';

/** Through the shared API client, so the bearer token and its renewal are reused. */
function send(entry: OutboxEntry, body: Record<string, unknown> | undefined): Promise<unknown> {
  const headers: Record<string, string> = { 'idempotency-key': entry.id };
  if (entry.companyId) headers['x-company-id'] = entry.companyId;
  return apiEnvelope(entry.method, entry.path, body, { headers }).then((r) => r.respuesta);
}

/** A reload while offline leaves no access token: the refresh cookie may still hold the session. */
async function ensureSession(): Promise<SessionCheck> {
  if (isAuthenticated()) return 'ok';
  try {
    await refreshSession();
    return 'ok';
  } catch (error) {
    return error instanceof ApiError && error.isNetworkError ? 'network' : 'auth';
  }
}

/** Web Locks: one tab syncs; the others skip (ifAvailable) instead of waiting in line. */
async function withLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  await locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await task();
  });
}

let engine: SyncEngine | null = null;

export function syncEngine(): SyncEngine {
  if (!engine) {
    // Features' handlers first: the first pass may already meet their entries.
    registerOutboxHandlers();
    const stored = Number(localStorage.getItem(LAST_SYNC_KEY) ?? '');
    let last = Number.isFinite(stored) && stored > 0 ? stored : null;
    engine = createSyncEngine({ send, ensureSession, withLock, lastSyncAt: last });
    engine.subscribe(() => {
      const current = engine?.status().lastSyncAt ?? null;
      if (current && current !== last) {
        last = current;
        localStorage.setItem(LAST_SYNC_KEY, String(current));
      }
    });
  }
  return engine;
}

/** Asks the service worker for a background sync (Chromium): it wakes a page to run the outbox. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 1000))])) as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Background sync is only a trigger; the other triggers still run the queue.
  }
}

/** Queues a mutation and tries to send it right away. */
export async function enqueueAndSync(input: NewOutboxEntry): Promise<OutboxEntry> {
  const entry = await storeEnqueue(input);
  void requestBackgroundSync();
  void syncEngine().run();
  return entry;
}

let started = false;

/**
 * Starts the triggers once per page: app start, `online`, returning to the tab, a message from the
 * service worker's `sync` event, a sign-in, and a periodic probe of /api/health.
 */
export function startSyncTriggers(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const sync = syncEngine();
  void sync.run();
  window.addEventListener('online', () => void sync.networkBack());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sync.run();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.runOutbox) void sync.run();
  });
  subscribeSession(() => {
    if (isAuthenticated() && sync.status().paused) void sync.syncNow();
  });
  window.setInterval(() => {
    const { failures, paused } = sync.status();
    if (paused) return;
    void serverReachable().then((up) => {
      if (up && failures > 0) void sync.networkBack();
      else if (up) void sync.run();
    });
  }, HEALTH_PROBE_MS);
}
