import { del, get, promisifyRequest, set } from 'idb-keyval';
import { MENSAJES_OFFLINE } from '../../shared/labels/offline';
import { isQuotaError, offlineStores, StorageQuotaError } from './offline-db';

/** Work in progress per generator id, autosaved while the user types (restored after a reload). */
export const getDraft = <T>(id: string) => get<T>(id, offlineStores().drafts);
export const deleteDraft = (id: string) => del(id, offlineStores().drafts);

export async function putDraft<T>(id: string, draft: T): Promise<void> {
  try {
    await set(id, draft, offlineStores().drafts);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageQuotaError(MENSAJES_OFFLINE.sinEspacio);
    throw error;
  }
}

export async function listDrafts<T>(): Promise<T[]> {
  return offlineStores().drafts('readonly', (store) => promisifyRequest(store.getAll() as IDBRequest<T[]>));
}
