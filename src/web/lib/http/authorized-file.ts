import { ApiError } from './api-error';
import { buildUrl, type QueryParams } from './fetch-envelope';
import { refreshSession } from '../session/session-refresh';
import { accessTokenIsStale, getAccessToken } from '../session/session-store';

/**
 * Files (PDFs, Excel reports, workbooks) answer bytes, not an envelope, and need the Bearer token, so a plain
 * link cannot ask for them: they are fetched here and handed over as a Blob.
 */
export async function fetchAuthorizedFile(path: string, options: { query?: QueryParams; signal?: AbortSignal; /** Sent as JSON with POST (e.g. a ZIP of chosen documents). */ body?: unknown } = {}): Promise<{ blob: Blob; fileName: string | undefined }> {
  if (accessTokenIsStale()) await refreshSession();
  let response: Response;
  try {
    const authorization = `Bearer ${getAccessToken() ?? ''}`;
    const init: RequestInit =
      options.body === undefined
        ? { headers: { authorization } }
        : { method: 'POST', body: JSON.stringify(options.body), headers: { authorization, 'content-type': 'application/json' } };
    response = await fetch(buildUrl(path, options.query), { ...init, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) {
    // A refusal still answers the envelope (e.g. 'No hay documentos en el periodo seleccionado'): keep its message.
    const envelope = (await response.json().catch(() => null)) as { codigo?: number; mensaje?: string; error?: string } | null;
    throw new ApiError({ status: response.status, codigo: envelope?.codigo, mensaje: envelope?.mensaje, error: envelope?.error ?? null });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
}

/** Saves a Blob through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens a file in a new tab (it needs the bearer token: no plain link); false when it could not be read, for the caller to say why. */
export async function openAuthorizedFile(path: string): Promise<boolean> {
  // Opened before the await: a popup opened after it would be blocked.
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchAuthorizedFile(path);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    tab?.close();
    return false;
  }
}
