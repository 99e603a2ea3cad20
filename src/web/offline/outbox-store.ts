import { promisifyRequest } from 'idb-keyval';
import { offlineStores, isQuotaError, StorageQuotaError } from './offline-db';
import { sameScope, upgradeEntry, type NewOutboxEntry, type OutboxEntry, type OutboxScope } from './outbox-entry';
import { MENSAJES_OFFLINE } from '../../shared/labels/offline';
import { OUTBOX_CHANNEL } from '../../shared/offline/sync-constants';

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function broadcast(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel(OUTBOX_CHANNEL);
    // Node (unit tests) would otherwise stay alive for the channel.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    channel.addEventListener('message', () => listeners.forEach((listener) => listener()));
  }
  return channel;
}

/** Tells this tab and the others that the queue changed. */
function changed() {
  listeners.forEach((listener) => listener());
  broadcast()?.postMessage('changed');
}

export function subscribeOutbox(listener: () => void): () => void {
  broadcast();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

export async function listEntries(): Promise<OutboxEntry[]> {
  const all = await offlineStores().outbox('readonly', (store) => promisifyRequest(store.getAll() as IDBRequest<OutboxEntry[]>));
  return all.map(upgradeEntry).toSorted(bySeq);
}

/**
 * Queues a mutation with a fresh Idempotency-Key. In the same transaction, a pending entry for the
 * same target that was never attempted is dropped: only the newest state needs to travel, and an
 * entry that was tried keeps its key because the server may already have applied it.
 */
export async function enqueue(input: NewOutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    seq: 0,
    scope: { type: input.scope.type, id: input.scope.id },
    kind: input.kind,
    method: input.method,
    path: input.path,
    body: input.body,
    fileRef: input.fileRef ?? null,
    coalesceKey: input.coalesceKey ?? null,
    companyId: input.companyId ?? null,
    label: input.label,
    state: 'pending',
    attempts: 0,
    lastError: null,
    lastStatus: null,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
  };
  try {
    await offlineStores().outbox('readwrite', (store) => {
      const request = store.getAll() as IDBRequest<OutboxEntry[]>;
      request.onsuccess = () => {
        let last = 0;
        for (const existing of request.result.map(upgradeEntry)) {
          last = Math.max(last, existing.seq);
          const sameTarget = entry.coalesceKey !== null && existing.coalesceKey === entry.coalesceKey && sameScope(existing.scope, entry.scope);
          if (sameTarget && existing.state === 'pending' && existing.attempts === 0) store.delete(existing.id);
        }
        entry.seq = last + 1;
        store.put(entry, entry.id);
      };
      return promisifyRequest(store.transaction);
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageQuotaError(MENSAJES_OFFLINE.sinEspacio);
    throw error;
  }
  changed();
  return entry;
}

export async function patchEntry(id: string, changes: Partial<OutboxEntry>, now = Date.now()): Promise<void> {
  await offlineStores().outbox('readwrite', (store) => {
    const request = store.get(id) as IDBRequest<OutboxEntry | undefined>;
    request.onsuccess = () => {
      // An old-shape entry is stored upgraded from its first change on.
      if (request.result) store.put({ ...upgradeEntry(request.result), ...changes, updatedAt: now }, id);
    };
    return promisifyRequest(store.transaction);
  });
  changed();
}

export async function removeEntries(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await offlineStores().outbox('readwrite', (store) => {
    for (const id of ids) store.delete(id);
    return promisifyRequest(store.transaction);
  });
  changed();
}

/**
 * Withdraws a queued entry that never reached the server (e.g. a photo removed before it was sent).
 * Returns false when it was already attempted or sent: then the caller must queue the undo instead.
 */
export async function cancelUnsent(scope: OutboxScope, coalesceKey: string): Promise<boolean> {
  const entries = await listEntries();
  const target = entries.find((e) => sameScope(e.scope, scope) && e.coalesceKey === coalesceKey && e.state !== 'sent');
  if (!target || target.attempts > 0 || target.state !== 'pending') return false;
  await removeEntries([target.id]);
  return true;
}

/** Sent entries stay a little while so the indicator can count them, then they go. */
export async function pruneSent(olderThanMs: number, now = Date.now()): Promise<void> {
  const stale = (await listEntries()).filter((e) => e.state === 'sent' && e.sentAt !== null && now - e.sentAt > olderThanMs);
  await removeEntries(stale.map((e) => e.id));
}
