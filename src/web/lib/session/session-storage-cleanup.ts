import { getSession } from './session-store';

/**
 * The sessionStorage keys a signed-in user needs after a reload: the chosen service type
 * (service-type.ts) and the chosen main company (lib/company/main-company-store.ts). Neither is a
 * secret; both are bound to this tab. A new key of that kind must be listed here, or a reload
 * forgets it.
 */
export const KEYS_KEPT_ACROSS_RELOAD: readonly string[] = ['avala.serviceType', 'avala.mainCompany'];

/**
 * Spec 1 §4: "session storage is cleared on page unload". Everything goes, except, while a
 * session is open (or still being restored), the keys above: the session itself survives a reload
 * through the httpOnly refresh cookie ("Mantener la sesión abierta" only decides whether that
 * cookie also survives closing the browser), so the user's choices must survive with it.
 * Tokens never live in storage (session-store.ts), so there is nothing secret to wipe here.
 */
export function clearSessionStorage(keepResumeState: boolean = getSession().status !== 'anonymous'): void {
  try {
    const kept = keepResumeState ? KEYS_KEPT_ACROSS_RELOAD.map((key) => [key, sessionStorage.getItem(key)] as const) : [];
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}

/**
 * Clears the session storage on `pagehide` (fired on reload, close and navigation away, and
 * unlike `unload` it does not keep the page out of the back/forward cache). Returns the remover.
 */
export function clearSessionStorageOnPageHide(target: Window = window): () => void {
  const onPageHide = () => clearSessionStorage();
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
}
