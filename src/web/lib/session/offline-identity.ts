import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { TUserMe } from '../../../shared/domain/user';

/**
 * Who last signed in on this device, so the field app can open without signal (issue 10 §1).
 * Only what the field home needs to greet the user and work from the device: no token, no
 * secret. Kept in IndexedDB until the user signs out from the menu ("Cerrar sesión"); a session
 * that merely expired keeps it, because the work on the device continues and sync waits for a
 * sign-in (see README, "Identidad sin conexión").
 */
export interface OfflineIdentity {
  userId: string;
  name: string;
  email: string;
  company: { id: string; name: string; rfc: string } | null;
  /** Works the generators line (fills generators in the field). */
  fieldUser: boolean;
  savedAt: number;
}

const KEY = 'current';
let store: UseStore | null = null;

/**
 * A synchronous hint beside the identity (localStorage, no personal data): `/` only opens
 * IndexedDB before showing the sign-in form when this device remembers someone, so a first visit
 * shows the form at once (issue 10 §8). A device from before the hint has none: `/` shows the form
 * and sends the remembered user on once IndexedDB answers (routes/index.tsx).
 */
const HINT = 'avala.recuerdaUsuario';

function setHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(HINT, '1');
    else localStorage.removeItem(HINT);
  } catch {
    // No storage: `/` falls back to asking IndexedDB after the form shows.
  }
}

/** Whether this device said it remembers someone (see HINT); false when unsure. */
export function hasOfflineIdentityHint(): boolean {
  try {
    return localStorage.getItem(HINT) === '1';
  } catch {
    return false;
  }
}

/** Created on first use so tests can install fake-indexeddb first. */
const identityStore = () => (store ??= createStore('avala-identity', 'identity'));

export function identityFromUser(user: TUserMe, now = Date.now()): OfflineIdentity {
  const company = user.mainCompany;
  const products = company?.additionalProducts ?? [];
  return {
    userId: user.id,
    name: user.completeName || user.name || user.email,
    email: user.email,
    company: company ? { id: company.id, name: company.name, rfc: company.rfc } : null,
    fieldUser: Boolean(company && (company.generadores || products.includes('GENERADORES'))),
    savedAt: now,
  };
}

export async function readOfflineIdentity(): Promise<OfflineIdentity | null> {
  try {
    const identity = (await get<OfflineIdentity>(KEY, identityStore())) ?? null;
    setHint(identity !== null);
    return identity;
  } catch {
    // No IndexedDB (private mode, old browser): the device simply remembers no one.
    return null;
  }
}

export async function saveOfflineIdentity(identity: OfflineIdentity): Promise<void> {
  try {
    await set(KEY, identity, identityStore());
    setHint(true);
  } catch {
    // Best effort: the app works online without it.
  }
}

export async function forgetOfflineIdentity(): Promise<void> {
  try {
    setHint(false);
    await del(KEY, identityStore());
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** For tests: the next call opens the database again (after fake-indexeddb is reset). */
export function resetOfflineIdentityStoreForTests(): void {
  store = null;
}
