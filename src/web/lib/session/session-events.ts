/**
 * The seam where "the session ended on its own" is reported (refresh refused, 2-hour limit).
 * Today the root route sends the user to `/`; the expiry warning ("Su sesión ha expirado…",
 * logout 2 s later) plugs in here by subscribing instead of touching the API client.
 */
export type SessionEndReason = 'expired' | 'unavailable';

type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionEnded(reason: SessionEndReason): void {
  listeners.forEach((listener) => listener(reason));
}
