import type { TFieldErrors } from '../../../shared/contracts/envelope';
import { ApiError } from './api-error';

export const API_BASE = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface EnvelopeRequest {
  method?: HttpMethod;
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface EnvelopeResult<T> {
  respuesta: T;
  mensaje: string;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = path.startsWith('/api/') ? path : `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function fieldErrorsOf(respuesta: unknown): TFieldErrors | undefined {
  if (respuesta && typeof respuesta === 'object' && 'campos' in respuesta) {
    const campos = (respuesta as { campos?: unknown }).campos;
    if (campos && typeof campos === 'object') return campos as TFieldErrors;
  }
  return undefined;
}

/**
 * One HTTP exchange with the API, nothing more: sends JSON, reads the `{codigo, respuesta, mensaje}`
 * envelope and throws an ApiError on any failure (network included). Knows nothing of sessions;
 * see api-client.ts for the authenticated calls.
 */
export async function fetchEnvelope<T>(path: string, request: EnvelopeRequest = {}): Promise<EnvelopeResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const hasBody = request.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError({ status: 0 });
  }

  let envelope: { codigo?: unknown; respuesta?: unknown; mensaje?: unknown; error?: unknown } | undefined;
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    envelope = undefined;
  }

  const codigo = typeof envelope?.codigo === 'number' ? envelope.codigo : response.status;
  const mensaje = typeof envelope?.mensaje === 'string' ? envelope.mensaje : '';
  if (!response.ok || !envelope || codigo !== 0) {
    throw new ApiError({
      status: response.ok ? 500 : response.status,
      codigo,
      mensaje,
      campos: fieldErrorsOf(envelope?.respuesta),
      respuesta: envelope?.respuesta,
      error: typeof envelope?.error === 'string' ? envelope.error : null,
    });
  }
  return { respuesta: envelope.respuesta as T, mensaje };
}
