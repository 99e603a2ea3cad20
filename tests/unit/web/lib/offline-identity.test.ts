// oxlint-disable-next-line import/no-unassigned-import -- installs IndexedDB in Node
import 'fake-indexeddb/auto';
import { clear, get, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOfflineIdentity, identityFromUser, readOfflineIdentity, saveOfflineIdentity } from '../../../../src/web/lib/session/offline-identity';
import { forgetDevice } from '../../../../src/web/offline/forget-device';
import { offlineStores } from '../../../../src/web/offline/offline-db';
import { putFile } from '../../../../src/web/offline/offline-files';
import { enqueue, listEntries, patchEntry } from '../../../../src/web/offline/outbox-store';
import { buildUserMe } from '../support/build-user-me';

const FIELD_USER = buildUserMe({ id: '11111111-1111-4111-8111-111111111111', email: 'campo@proveedor.demo', completeName: 'Luis García' }, { id: '22222222-2222-4222-8222-222222222222', name: 'Proveedor Demo', rfc: 'PDE0101019X1', generadores: false, additionalProducts: ['REPSE', 'GENERADORES'] });

describe('[CAMPO]: identidad sin conexión', () => {
  beforeEach(async () => {
    await forgetOfflineIdentity();
    const stores = offlineStores();
    await Promise.all([clear(stores.outbox), clear(stores.files), clear(stores.drafts), clear(stores.fieldKit), clear(stores.codes)]);
  });

  it('[CAMPO]: guarda lo necesario para trabajar, sin token, y marca al usuario de campo', () => {
    const identity = identityFromUser(FIELD_USER, 1000);
    expect(identity).toEqual({
      userId: FIELD_USER.id,
      name: 'Luis García',
      email: 'campo@proveedor.demo',
      company: { id: '22222222-2222-4222-8222-222222222222', name: 'Proveedor Demo', rfc: 'PDE0101019X1' },
      fieldUser: true,
      savedAt: 1000,
    });
    expect(JSON.stringify(identity)).not.toMatch(/token/i);
  });

  it('[CAMPO]: un usuario de solo REPSE o sin empresa no es de campo', () => {
    expect(identityFromUser(buildUserMe()).fieldUser).toBe(false);
    expect(identityFromUser(buildUserMe({}, null))).toMatchObject({ company: null, fieldUser: false });
    expect(identityFromUser(buildUserMe({}, { generadores: true })).fieldUser).toBe(true);
  });

  it('[CAMPO]: el último usuario queda en el dispositivo hasta que se olvida', async () => {
    expect(await readOfflineIdentity()).toBeNull();
    await saveOfflineIdentity(identityFromUser(buildUserMe(), 1));
    await saveOfflineIdentity(identityFromUser(FIELD_USER, 2));
    expect(await readOfflineIdentity()).toMatchObject({ userId: FIELD_USER.id, savedAt: 2 });
    await forgetOfflineIdentity();
    expect(await readOfflineIdentity()).toBeNull();
  });

  it('[CAMPO]: cerrar sesión olvida identidad, kit y lo ya sincronizado, pero conserva lo que falta enviar', async () => {
    const stores = offlineStores();
    await saveOfflineIdentity(identityFromUser(FIELD_USER));
    await set('current', { userId: FIELD_USER.id }, stores.fieldKit);
    await set('synced', { id: 'synced' }, stores.drafts);
    await set('pending', { id: 'pending' }, stores.drafts);
    await set('synced', 'GEN-2026-000001', stores.codes);
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    const file = { blob, name: 'a.jpg', type: 'image/jpeg', sha256: 'x', width: 1, height: 1, createdAt: 1 };
    await putFile({ ...file, id: 'f-synced', generatorId: 'synced' });
    await putFile({ ...file, id: 'f-pending', generatorId: 'pending' });
    const sent = await enqueue({ scope: { type: 'generator', id: 'synced' }, kind: 'init', method: 'POST', path: '/generador/init/synced', label: 'Crear' });
    await patchEntry(sent.id, { state: 'sent', sentAt: 1 });
    const waiting = await enqueue({ scope: { type: 'generator', id: 'pending' }, kind: 'photo', method: 'POST', path: '/generador/pending/photos', label: 'Foto', fileRef: 'f-pending' });

    expect(await forgetDevice()).toEqual({ keptScopes: ['pending'] });

    expect(await readOfflineIdentity()).toBeNull();
    expect(await get('current', stores.fieldKit)).toBeUndefined();
    expect((await listEntries()).map((e) => e.id)).toEqual([waiting.id]);
    expect(await keys(stores.drafts)).toEqual(['pending']);
    expect(await keys(stores.files)).toEqual(['f-pending']);
    expect(await keys(stores.codes)).toEqual([]);
  });

  it('[CAMPO]: sin nada pendiente el dispositivo queda vacío', async () => {
    const stores = offlineStores();
    await saveOfflineIdentity(identityFromUser(FIELD_USER));
    await set('d1', { id: 'd1' }, stores.drafts);
    expect(await forgetDevice()).toEqual({ keptScopes: [] });
    expect(await keys(stores.drafts)).toEqual([]);
    expect(await readOfflineIdentity()).toBeNull();
  });
});
