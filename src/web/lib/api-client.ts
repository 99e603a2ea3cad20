import { mainCompanyHeaders } from './company/main-company-store';
import { ApiError } from './http/api-error';
import { type EnvelopeRequest, type EnvelopeResult, fetchEnvelope, type QueryParams } from './http/fetch-envelope';
import { notifySessionEnded } from './session/session-events';
import { refreshSession } from './session/session-refresh';
import { accessTokenIsStale, endSession, getAccessToken, getSession, isAuthenticated } from './session/session-store';

export interface ApiRequestOptions extends Omit<EnvelopeRequest, 'method' | 'body'> {
  /** Send the Bearer access token (default true). */
  auth?: boolean;
}

const isAuthPath = (path: string) => path.startsWith('/auth/');

function withBearer(options: ApiRequestOptions): Record<string, string> {
  const token = options.auth === false ? null : getAccessToken();
  return token ? { ...mainCompanyHeaders(), ...options.headers, authorization: `Bearer ${token}` } : { ...options.headers };
}

/** The refresh cookie is gone or refused: forget the session and let the app react (go to `/`). */
function sessionLost(): never {
  const hadSession = isAuthenticated();
  endSession();
  if (hadSession) notifySessionEnded('expired');
  throw new ApiError({ status: 401 });
}

async function renewOrLose(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    // Offline is not a lost session: keep it and let the caller show the network error.
    if (error instanceof ApiError && error.isNetworkError) throw error;
    sessionLost();
  }
}

/**
 * An authenticated call: attaches the in-memory access token, renews it first when it has
 * expired, and on a 401 from a non-auth path renews once through the refresh cookie and retries
 * once. If the renewal is refused the session ends and `onSessionEnded` listeners are told.
 */
export async function apiEnvelope<T>(method: EnvelopeRequest['method'], path: string, body: unknown, options: ApiRequestOptions = {}): Promise<EnvelopeResult<T>> {
  const authenticated = options.auth !== false && !isAuthPath(path);
  if (authenticated && isAuthenticated() && accessTokenIsStale()) await renewOrLose();

  const send = () => fetchEnvelope<T>(path, { ...options, method, body, headers: withBearer(options) });
  const tokenSent = getAccessToken();
  try {
    return await send();
  } catch (error) {
    const mayRenew = authenticated && getSession().status !== 'anonymous';
    if (!(error instanceof ApiError) || error.status !== 401 || !mayRenew) throw error;
    // A parallel call may have renewed the token meanwhile: then just try again with it.
    if (!isAuthenticated() || getAccessToken() === tokenSent) await renewOrLose();
    try {
      return await send();
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) sessionLost();
      throw retryError;
    }
  }
}

async function respuestaOf<T>(method: EnvelopeRequest['method'], path: string, body: unknown, options?: ApiRequestOptions): Promise<T> {
  return (await apiEnvelope<T>(method, path, body, options)).respuesta;
}

/** Calls under /api/v1 (or a full `/api/...` path); each resolves to the envelope's `respuesta`. */
export const api = {
  get: <T>(path: string, options?: ApiRequestOptions & { query?: QueryParams }) => respuestaOf<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: ApiRequestOptions) => respuestaOf<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: ApiRequestOptions) => respuestaOf<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: ApiRequestOptions) => respuestaOf<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: ApiRequestOptions) => respuestaOf<T>('DELETE', path, undefined, options),
};

export { ApiError, errorMessage, isApiError } from './http/api-error';
