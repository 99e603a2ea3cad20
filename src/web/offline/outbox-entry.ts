import type { HttpMethod } from '../lib/http/fetch-envelope';

export type OutboxState = 'pending' | 'sending' | 'failed' | 'sent';

/**
 * One queued mutation. `id` doubles as the Idempotency-Key, so a retry after a lost answer never
 * applies twice. When `fileRef` is set the body's `content` is read from the files store at send
 * time (base64), so a photo is kept once, as a Blob, not again inside the queue.
 */
export interface OutboxEntry {
  id: string;
  seq: number;
  generatorId: string;
  /** `init` entries block the rest of their generator while they have not succeeded. */
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

export type NewOutboxEntry = Pick<OutboxEntry, 'generatorId' | 'kind' | 'method' | 'path' | 'label'> &
  Partial<Pick<OutboxEntry, 'body' | 'fileRef' | 'coalesceKey' | 'companyId'>>;

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
