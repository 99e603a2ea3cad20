// oxlint-disable-next-line import/no-unassigned-import -- installs IndexedDB in Node
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetOfflineIdentity, hasOfflineIdentityHint, identityFromUser, readOfflineIdentity, saveOfflineIdentity } from '../../../../src/web/lib/session/offline-identity';
import { buildUserMe } from '../support/build-user-me';

/** A Storage of this test's own (Node has no localStorage of its own by default). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('[CAMPO]: la pista síncrona de usuario recordado (primera pantalla)', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  beforeAll(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true, writable: true });
  });
  afterAll(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });
  beforeEach(async () => {
    await forgetOfflineIdentity();
  });

  it('[CAMPO]: guardar la identidad deja la pista; olvidarla la quita; en la pista no hay datos personales', async () => {
    expect(hasOfflineIdentityHint()).toBe(false);
    await saveOfflineIdentity(identityFromUser(buildUserMe({ email: 'campo@proveedor.demo' })));
    expect(hasOfflineIdentityHint()).toBe(true);
    expect(JSON.stringify({ ...localStorage })).not.toContain('campo@');
    await forgetOfflineIdentity();
    expect(hasOfflineIdentityHint()).toBe(false);
  });

  it('[CAMPO]: un dispositivo con identidad pero sin pista (de antes de la pista) la recupera al leerla', async () => {
    await saveOfflineIdentity(identityFromUser(buildUserMe()));
    localStorage.clear();
    expect(hasOfflineIdentityHint()).toBe(false);
    expect(await readOfflineIdentity()).not.toBeNull();
    expect(hasOfflineIdentityHint()).toBe(true);
  });
});
