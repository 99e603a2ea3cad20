import type { ErrorCode } from '../../shared/contracts/errors';
import { ApiError } from '../lib/http/api-error';
import { blobToBase64 } from '../lib/base64';
import { MENSAJES_OFFLINE } from '../../shared/labels/offline';
import { backoffDelay } from './backoff';
import { getFile } from './offline-files';
import { scopeKey, type OutboxEntry } from './outbox-entry';
import { outboxHandler } from './outbox-handlers';
import { listEntries, patchEntry, pruneSent } from './outbox-store';

/** How long sent entries stay visible in the indicator's counter. */
export const SENT_RETENTION_MS = 10 * 60_000;

export type SessionCheck = 'ok' | 'auth' | 'network';

export interface SyncDeps {
  /** Sends one entry with its Idempotency-Key; resolves the envelope's `respuesta`, throws ApiError. */
  send(entry: OutboxEntry, body: Record<string, unknown> | undefined): Promise<unknown>;
  /** Makes sure there is an access token (a reload offline leaves none). */
  ensureSession(): Promise<SessionCheck>;
  /** Runs `task` only if no other tab is syncing (Web Locks). */
  withLock(task: () => Promise<void>): Promise<void>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Remembered from an earlier page (the indicator shows it). */
  lastSyncAt?: number | null;
}

export interface SyncStatus {
  running: boolean;
  /** `auth`: the server refused the session; sync waits for a sign-in. */
  paused: 'auth' | null;
  /** Consecutive network failures (drives the backoff). */
  failures: number;
  nextAttemptAt: number | null;
  lastSyncAt: number | null;
  lastError: string | null;
}

/** Failures that go away by themselves, with the status each comes with: retried with backoff, never shown as "Requiere atención". */
const TRANSIENT_CODES: ReadonlyMap<string, number> = new Map<ErrorCode, number>([
  ['IDEMPOTENCY_IN_PROGRESS', 409],
  ['TEMPORARILY_UNAVAILABLE', 503],
]);

/**
 * A lost network, a concurrent duplicate (409 IDEMPOTENCY_IN_PROGRESS: the first call with the
 * same key is still running), or a server briefly away (503 TEMPORARILY_UNAVAILABLE: shutting down,
 * its database restarting). Decided by the envelope's stable code, never by its Spanish message.
 */
export function isTransient(error: ApiError): boolean {
  return error.isNetworkError || (error.error !== null && TRANSIENT_CODES.get(error.error) === error.status);
}

/** The handler's follow-up of a 2xx is best effort: the entry is sent whatever happens to it. */
async function followUp(entry: OutboxEntry, respuesta: unknown): Promise<void> {
  try {
    await outboxHandler(entry.scope.type)?.onSuccess?.(entry, respuesta);
  } catch {
    // e.g. IndexedDB refused to cache the generated code; the next answer about the scope brings it again.
  }
}

/** A failed entry whose handler says it holds back the rest of its scope (e.g. a failed creation). */
const blocksScope = (entry: OutboxEntry) => outboxHandler(entry.scope.type)?.blocks?.(entry) ?? false;

async function resolveBody(entry: OutboxEntry): Promise<Record<string, unknown> | undefined | null> {
  if (!entry.fileRef) return entry.body;
  const file = await getFile(entry.fileRef);
  if (!file) return null;
  return { ...entry.body, content: await blobToBase64(file.blob) };
}

/**
 * The outbox sender. Entries go in queue order; those of one scope keep their order and wait
 * while an entry its handler marks as blocking (the scope's creation) needs attention. A record
 * leaves only on a 2xx (it is marked sent, pruned later). A 401 pauses
 * everything until a sign-in; another 4xx/5xx marks the entry failed ("Requiere atención") with
 * the server's message and the queue moves on; a network failure stops the pass and retries with
 * an exponential backoff (1 s doubling, capped at 5 min), which "Sincronizar ahora" resets.
 */
export function createSyncEngine(deps: SyncDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((task: () => void, ms: number) => setTimeout(task, ms));
  const clearTimer = deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let status: SyncStatus = { running: false, paused: null, failures: 0, nextAttemptAt: null, lastSyncAt: deps.lastSyncAt ?? null, lastError: null };
  let timer: unknown = null;
  const listeners = new Set<() => void>();

  function publish(changes: Partial<SyncStatus>) {
    status = { ...status, ...changes };
    listeners.forEach((listener) => listener());
  }

  function scheduleRetry(message: string) {
    const failures = status.failures + 1;
    const delay = backoffDelay(failures);
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void run();
    }, delay);
    publish({ failures, nextAttemptAt: now() + delay, lastError: message });
  }

  async function pass(): Promise<void> {
    const queue = (await listEntries()).filter((e) => e.state === 'pending' || e.state === 'sending');
    if (!queue.length) return;
    const session = await deps.ensureSession();
    if (session === 'auth') return publish({ paused: 'auth', lastError: MENSAJES_OFFLINE.sesionRequerida });
    if (session === 'network') return scheduleRetry(MENSAJES_OFFLINE.sinConexion);

    const blocked = new Set((await listEntries()).filter((e) => e.state === 'failed' && blocksScope(e)).map((e) => scopeKey(e.scope)));
    for (const entry of queue) {
      if (blocked.has(scopeKey(entry.scope))) continue;
      const body = await resolveBody(entry);
      if (body === null) {
        await patchEntry(entry.id, { state: 'failed', lastError: MENSAJES_OFFLINE.archivoPerdido, lastStatus: null }, now());
        continue;
      }
      await patchEntry(entry.id, { state: 'sending', attempts: entry.attempts + 1 }, now());
      try {
        const respuesta = await deps.send(entry, body);
        await patchEntry(entry.id, { state: 'sent', sentAt: now(), lastError: null, lastStatus: 200 }, now());
        await followUp(entry, respuesta);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError({ status: 0 });
        if (apiError.status === 401) {
          await patchEntry(entry.id, { state: 'pending', lastError: MENSAJES_OFFLINE.sesionRequerida, lastStatus: 401 }, now());
          return publish({ paused: 'auth', lastError: MENSAJES_OFFLINE.sesionRequerida });
        }
        if (isTransient(apiError)) {
          const message = apiError.isNetworkError ? MENSAJES_OFFLINE.sinConexion : apiError.mensaje;
          await patchEntry(entry.id, { state: 'pending', lastError: message, lastStatus: apiError.status }, now());
          return scheduleRetry(message);
        }
        await patchEntry(entry.id, { state: 'failed', lastError: apiError.mensaje, lastStatus: apiError.status }, now());
        publish({ lastError: apiError.mensaje });
        if (blocksScope(entry)) blocked.add(scopeKey(entry.scope));
      }
    }
    publish({ failures: 0, nextAttemptAt: null, lastSyncAt: now() });
  }

  let inFlight: Promise<void> | null = null;
  let again = false;

  /**
   * One pass over the queue, unless sync is paused or another tab is syncing. A call while a pass
   * runs here asks for one more pass afterwards, so an entry queued meanwhile does not wait for
   * the next trigger.
   */
  function run(): Promise<void> {
    if (status.paused) return Promise.resolve();
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        await deps.withLock(async () => {
          publish({ running: true });
          try {
            do {
              again = false;
              await pass();
            } while (again && !status.paused && status.failures === 0);
            await pruneSent(SENT_RETENTION_MS, now());
          } finally {
            publish({ running: false });
          }
        });
      } catch {
        // IndexedDB unavailable (private mode, old browser): nothing can be queued either.
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  /** "Sincronizar ahora": forget the backoff and a pause, and try at once. */
  function syncNow(): Promise<void> {
    if (timer !== null) clearTimer(timer);
    timer = null;
    publish({ failures: 0, nextAttemptAt: null, paused: null });
    return run();
  }

  return {
    run,
    syncNow,
    /** "Reintentar" on an entry that needs attention: back to the queue with its key. */
    async retry(id: string): Promise<void> {
      await patchEntry(id, { state: 'pending', lastError: null }, now());
      return syncNow();
    },
    /** The network came back (online event, health probe): skip the rest of the wait. */
    networkBack(): Promise<void> {
      return status.failures === 0 ? run() : syncNow();
    },
    status: () => status,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
