import { createStore, type UseStore } from 'idb-keyval';

/**
 * The IndexedDB stores of the field product, one database each (idb-keyval opens a database with
 * a single object store). Created on first use so tests can install fake-indexeddb first.
 */
export interface OfflineStores {
  outbox: UseStore;
  files: UseStore;
  drafts: UseStore;
  fieldKit: UseStore;
  codes: UseStore;
}

let stores: OfflineStores | null = null;

export function offlineStores(): OfflineStores {
  stores ??= {
    outbox: createStore('avala-outbox', 'entries'),
    files: createStore('avala-files', 'files'),
    drafts: createStore('avala-drafts', 'drafts'),
    fieldKit: createStore('avala-field-kit', 'kit'),
    codes: createStore('avala-generator-codes', 'codes'),
  };
  return stores;
}

/** A write refused because the device is out of space; callers show `mensaje`. */
export class StorageQuotaError extends Error {
  constructor(readonly mensaje: string) {
    super(mensaje);
    this.name = 'StorageQuotaError';
  }
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'QuotaExceededError' : error instanceof Error && error.name === 'QuotaExceededError';
}
