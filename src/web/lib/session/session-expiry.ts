import { getSession, type SessionState } from './session-store';

/** Spec 1 §4 and §9: the client checks every 60 s; the warning stays 2 s before the logout. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const SESSION_LOGOUT_DELAY_MS = 2_000;

/** True when a signed-in session has reached its 2-hour end (`sessionExpiresAt`). */
export function sessionHasExpired(session: SessionState, now: number): boolean {
  return session.status === 'authenticated' && session.sessionExpiresAt !== null && now >= session.sessionExpiresAt;
}

export interface SessionExpiryWatchOptions {
  intervalMs?: number;
  now?: () => number;
  read?: () => SessionState;
}

/**
 * Calls `onExpired` once when the signed-in session passes its end: checked every minute, and at
 * once when the tab comes back to the foreground (browsers throttle timers in hidden tabs, and a
 * laptop may have slept past the limit). A session renewed with a new end can expire again.
 * Returns the function that stops watching.
 */
export function watchSessionExpiry(onExpired: () => void, options: SessionExpiryWatchOptions = {}): () => void {
  const { intervalMs = SESSION_CHECK_INTERVAL_MS, now = Date.now, read = getSession } = options;
  let reported: number | null = null;

  const check = () => {
    const session = read();
    if (!sessionHasExpired(session, now()) || reported === session.sessionExpiresAt) return;
    reported = session.sessionExpiresAt;
    onExpired();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };

  const timer = setInterval(check, intervalMs);
  const canListen = typeof document !== 'undefined';
  if (canListen) document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    if (canListen) document.removeEventListener('visibilitychange', onVisible);
  };
}
