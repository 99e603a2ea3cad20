import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TComplianceDocument } from '../../../../shared/contracts/compliance-documents.contract';
import { mainCompanyHeaders } from '../../../lib/company/main-company-store';
import { ApiError } from '../../../lib/http/api-error';
import { buildUrl } from '../../../lib/http/fetch-envelope';
import { refreshSession } from '../../../lib/session/session-refresh';
import { accessTokenIsStale, getAccessToken } from '../../../lib/session/session-store';
import { serviceStagesKeys } from './service-stages.keys';

export interface UploadDocumentInput {
  requirementId: string;
  month: number;
  year: number;
  description: string;
  expiresOn?: string;
  file: File;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

/**
 * POST /services/{id}/requirements/{requirementId} as multipart (fields first, then the file, which
 * is what the server reads). XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
async function send(serviceId: string, input: UploadDocumentInput): Promise<{ respuesta: TComplianceDocument; mensaje: string }> {
  if (accessTokenIsStale()) await refreshSession();
  const form = new FormData();
  form.append('month', String(input.month));
  form.append('year', String(input.year));
  form.append('description', input.description);
  if (input.expiresOn) form.append('expiresOn', input.expiresOn);
  form.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`/services/${serviceId}/requirements/${input.requirementId}`));
    for (const [name, value] of Object.entries({ ...mainCompanyHeaders(), accept: 'application/json', authorization: `Bearer ${getAccessToken() ?? ''}` })) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) input.onProgress?.(Math.round((event.loaded / event.total) * 100));
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
        resolve({ respuesta: body.respuesta as TComplianceDocument, mensaje: body.mensaje ?? '' });
        return;
      }
      const campos = (body?.respuesta as { campos?: Record<string, string> } | null | undefined)?.campos;
      reject(new ApiError({ status: xhr.status, codigo: body?.codigo, mensaje: body?.mensaje, campos, respuesta: body?.respuesta }));
    });
    xhr.send(form);
  });
}

export function useUploadDocument(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => send(serviceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceStagesKeys.service(serviceId) }),
  });
}
