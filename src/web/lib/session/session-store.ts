import type { TSessionTokens } from '../../../shared/contracts/auth.contract';

/**
 * The signed-in session, held in memory only. The access token never touches localStorage or
 * sessionStorage, so an injected script cannot lift it from storage; a reload restores the
 * session through the httpOnly refresh cookie instead (see restore-session.ts).
 */
export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  userId: string | null;
  /** When the access token stops working (ms since epoch). */
  tokenExpiresAt: number | null;
  /** When the whole session ends, 2 h after login (ms since epoch). */
  sessionExpiresAt: number | null;
}

const UNKNOWN: SessionState = { status: 'unknown', accessToken: null, userId: null, tokenExpiresAt: null, sessionExpiresAt: null };
const ANONYMOUS: SessionState = { ...UNKNOWN, status: 'anonymous' };

let state: SessionState = UNKNOWN;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): SessionState {
  return state;
}

export function isAuthenticated(): boolean {
  return state.status === 'authenticated';
}

export function getAccessToken(): string | null {
  return state.accessToken;
}

/** True when the access token is missing or about to expire (with a little clock skew). */
export function accessTokenIsStale(now = Date.now(), skewMs = 15_000): boolean {
  return !state.accessToken || (state.tokenExpiresAt !== null && state.tokenExpiresAt - skewMs <= now);
}

export function startSession(tokens: TSessionTokens): void {
  publish({
    status: 'authenticated',
    accessToken: tokens.accessToken,
    userId: tokens.userId,
    tokenExpiresAt: Date.parse(tokens.tokenExpire),
    sessionExpiresAt: Date.parse(tokens.sessionExpiresAt),
  });
}

/** Forgets the session locally (the caller tells the server, if it should). */
export function endSession(): void {
  publish(ANONYMOUS);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to the state of a fresh page. */
export function resetSessionForTests(): void {
  publish(UNKNOWN);
}
