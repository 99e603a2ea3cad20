import type { TSessionTokens } from '../../../shared/contracts/auth.contract';
import { fetchEnvelope } from '../http/fetch-envelope';
import { startSession } from './session-store';

let inFlight: Promise<TSessionTokens> | null = null;

/**
 * Exchanges the httpOnly refresh cookie for a new access token. Concurrent callers share one
 * request: the server rotates the refresh token, so two parallel refreshes would make the second
 * one present an already-used token.
 */
export function refreshSession(): Promise<TSessionTokens> {
  inFlight ??= fetchEnvelope<TSessionTokens>('/auth/refresh', { method: 'POST' })
    .then(({ respuesta }) => {
      startSession(respuesta);
      return respuesta;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
