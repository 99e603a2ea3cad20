import { del, get, promisifyRequest, set } from 'idb-keyval';
import { MENSAJES_OFFLINE } from '../../shared/labels/offline';
import { isQuotaError, offlineStores, StorageQuotaError } from './offline-db';

/** A photo, logo or annex kept on the device until its upload has succeeded. */
export interface StoredFile {
  id: string;
  generatorId: string;
  blob: Blob;
  name: string;
  type: string;
  sha256: string;
  width: number | null;
  height: number | null;
  createdAt: number;
}

export async function putFile(file: StoredFile): Promise<void> {
  try {
    await set(file.id, file, offlineStores().files);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageQuotaError(MENSAJES_OFFLINE.sinEspacio);
    throw error;
  }
}

export const getFile = (id: string) => get<StoredFile>(id, offlineStores().files);
export const deleteFile = (id: string) => del(id, offlineStores().files);

export async function filesOf(generatorId: string): Promise<StoredFile[]> {
  const all = await offlineStores().files('readonly', (store) => promisifyRequest(store.getAll() as IDBRequest<StoredFile[]>));
  return all.filter((f) => f.generatorId === generatorId).toSorted((a, b) => a.createdAt - b.createdAt);
}

export async function sha256Hex(data: Blob | ArrayBuffer): Promise<string> {
  const buffer = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = await crypto.subtle.digest('SHA-256', buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
