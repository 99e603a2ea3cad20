import { mainCompanyHeaders } from '../company/main-company-store';
import { refreshSession } from '../session/session-refresh';
import { accessTokenIsStale, getAccessToken } from '../session/session-store';
import { ApiError } from './api-error';
import { buildUrl } from './fetch-envelope';

/**
 * POSTs a multipart form under /api/v1 and resolves to the envelope's `respuesta`, reporting upload
 * progress (0–100). XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<{ respuesta: T; mensaje: string }> {
  if (accessTokenIsStale()) await refreshSession();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    for (const [name, value] of Object.entries({ ...mainCompanyHeaders(), accept: 'application/json', authorization: `Bearer ${getAccessToken() ?? ''}` })) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('error', () => reject(new ApiError({ status: 0 })));
    xhr.addEventListener('load', () => {
      let body: { codigo?: number; respuesta?: unknown; mensaje?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.codigo === 0) {
        resolve({ respuesta: body.respuesta as T, mensaje: body.mensaje ?? '' });
        return;
      }
      const campos = (body?.respuesta as { campos?: Record<string, string> } | null | undefined)?.campos;
      reject(new ApiError({ status: xhr.status, codigo: body?.codigo, mensaje: body?.mensaje, campos, respuesta: body?.respuesta }));
    });
    xhr.send(form);
  });
}
