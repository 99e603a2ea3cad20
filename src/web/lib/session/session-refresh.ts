import type { TSessionTokens } from '../../../shared/contracts/auth.contract';
import { MENSAJES } from '../../../shared/labels/messages';
import { ApiError } from '../http/api-error';
import { fetchEnvelope } from '../http/fetch-envelope';
import { startSession } from './session-store';

let inFlight: Promise<TSessionTokens> | null = null;

/**
 * Exchanges the httpOnly refresh cookie for a new access token. Concurrent callers share one
 * request: the server rotates the refresh token, so two parallel refreshes would make the second
 * one present an already-used token.
 */
export function refreshSession(): Promise<TSessionTokens> {
  inFlight ??= fetchEnvelope<TSessionTokens | null>('/auth/refresh', { method: 'POST' })
    .then(({ respuesta }) => {
      // No refresh cookie: the server answers 200 "no session" (no failed request in the console);
      // every caller still sees it as the unauthenticated failure it always handled.
      if (!respuesta) throw new ApiError({ status: 401, mensaje: MENSAJES.sesionExpirada, error: 'UNAUTHENTICATED' });
      startSession(respuesta);
      return respuesta;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
