import type { HttpMethod } from '../lib/http/fetch-envelope';

export type OutboxState = 'pending' | 'sending' | 'failed' | 'sent';

/**
 * What an entry belongs to: entries of one scope keep their order, coalesce among themselves and
 * may wait for the scope's creation (see outbox-handlers.ts). Generators use `{ type: 'generator', id }`.
 */
export interface OutboxScope {
  type: string;
  id: string;
}

export const sameScope = (a: OutboxScope, b: OutboxScope) => a.type === b.type && a.id === b.id;
export const scopeKey = (scope: OutboxScope) => `${scope.type}:${scope.id}`;

/**
 * One queued mutation. `id` doubles as the Idempotency-Key, so a retry after a lost answer never
 * applies twice. When `fileRef` is set the body's `content` is read from the files store at send
 * time (base64), so a photo is kept once, as a Blob, not again inside the queue.
 */
export interface OutboxEntry {
  id: string;
  seq: number;
  scope: OutboxScope;
  /** What the call does within its scope (`init`, `photo`…); the scope's handler interprets it. */
  kind: string;
  method: HttpMethod;
  path: string;
  body: Record<string, unknown> | undefined;
  fileRef: string | null;
  /** Entries with the same key replace each other while never attempted (e.g. the general PATCH). */
  coalesceKey: string | null;
  /** The provider company the call acts for (X-Company-Id), fixed when it was queued. */
  companyId: string | null;
  label: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  lastStatus: number | null;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
}

export type NewOutboxEntry = Pick<OutboxEntry, 'scope' | 'kind' | 'method' | 'path' | 'label'> &
  Partial<Pick<OutboxEntry, 'body' | 'fileRef' | 'coalesceKey' | 'companyId'>>;

/** An entry as stored by versions before scopes: it named its generator directly. */
type LegacyOutboxEntry = Omit<OutboxEntry, 'scope'> & { generatorId: string };

/**
 * Entries queued on a device before the upgrade are still in IndexedDB with `generatorId` and no
 * `scope`; they are read through this, so they sync (same key, same order) after the update.
 */
export function upgradeEntry(stored: OutboxEntry | LegacyOutboxEntry): OutboxEntry {
  if ('scope' in stored && stored.scope) return stored;
  const { generatorId, ...rest } = stored as LegacyOutboxEntry;
  return { ...rest, scope: { type: 'generator', id: generatorId } };
}

export interface OutboxCounts {
  pending: number;
  sending: number;
  failed: number;
  sent: number;
}

export function countEntries(entries: readonly OutboxEntry[]): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, sending: 0, failed: 0, sent: 0 };
  for (const entry of entries) counts[entry.state] += 1;
  return counts;
}

/** Entries the server has not confirmed yet (what the indicator and the sign-in notice count). */
export const waitingCount = (counts: OutboxCounts) => counts.pending + counts.sending + counts.failed;
