import { clear, del, keys, promisifyRequest } from 'idb-keyval';
import { forgetOfflineIdentity } from '../lib/session/offline-identity';
import { offlineStores } from './offline-db';
import type { StoredFile } from './offline-files';
import { listEntries, removeEntries } from './outbox-store';

export interface ForgetResult {
  /** Generators whose unsent changes stay on the device (they are sent at the next sign-in). */
  keptScopes: string[];
}

/**
 * "Cerrar sesión" on a shared phone (README, "Identidad sin conexión"): the device forgets who the
 * user was (offline identity, field kit with its clients and catalogues) and every generator that
 * the server already has: synced drafts, their files and codes, sent queue entries. Work the
 * server has not confirmed is never deleted silently (ARCHITECTURE §4): those generators keep
 * their draft, files and queue entries, and the sign-in screen says they wait to be sent.
 */
export async function forgetDevice(): Promise<ForgetResult> {
  const stores = offlineStores();
  await forgetOfflineIdentity();
  await clear(stores.fieldKit);

  const entries = await listEntries();
  const waiting = entries.filter((e) => e.state !== 'sent');
  const kept = new Set(waiting.map((e) => e.scope.id));
  await removeEntries(entries.filter((e) => e.state === 'sent').map((e) => e.id));

  const keptFiles = new Set(waiting.flatMap((e) => (e.fileRef ? [e.fileRef] : [])));
  const files = await stores.files('readonly', (store) => promisifyRequest(store.getAll() as IDBRequest<StoredFile[]>));
  for (const file of files) if (!kept.has(file.generatorId) && !keptFiles.has(file.id)) await del(file.id, stores.files);

  for (const id of await keys<string>(stores.drafts)) if (!kept.has(id)) await del(id, stores.drafts);
  for (const id of await keys<string>(stores.codes)) if (!kept.has(id)) await del(id, stores.codes);
  return { keptScopes: [...kept] };
}
