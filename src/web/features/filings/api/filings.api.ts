import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { icsoeXlsxName, SISUB_FILE_NAMES, sisubZipName, type TClientProviderFilings, type TFilingAckResult, type TProviderFilings } from '../../../../shared/contracts/filings.contract';
import type { FilingKind } from '../../../../shared/domain/filing-periods';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';
import { uploadWithProgress } from '../../../lib/http/upload-with-progress';

export const filingsKeys = {
  all: ['filings'] as const,
  provider: (providerId: string) => [...filingsKeys.all, 'provider', providerId] as const,
  client: (clientId: string, year?: number, period?: number) => [...filingsKeys.all, 'client', clientId, year ?? null, period ?? null] as const,
};

/** GET /filings/{providerId}/periods: the current period and the four before it, with status per kind. */
export const providerFilingsQuery = (providerId: string) =>
  queryOptions({
    queryKey: filingsKeys.provider(providerId),
    queryFn: ({ signal }) => api.get<TProviderFilings>(`/filings/${providerId}/periods`, { signal }),
  });

/** GET /filings/client/{clientId}/providers: each linked provider's status for one period. */
export const clientProviderFilingsQuery = (clientId: string, year?: number, period?: number) =>
  queryOptions({
    queryKey: filingsKeys.client(clientId, year, period),
    queryFn: ({ signal }) => api.get<TClientProviderFilings>(`/filings/client/${clientId}/providers`, { signal, query: { year, period } }),
  });

/** POST …/{kind}/acknowledgement (multipart `file`): the period's kind becomes Presentado. */
export function useUploadAcknowledgement(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, period, kind, file }: { year: number; period: number; kind: FilingKind; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress<TFilingAckResult>(`/filings/${providerId}/${String(year)}/${String(period)}/${kind}/acknowledgement`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filingsKeys.all }),
  });
}

export type FilingDownload = { kind: 'SISUB_ZIP' } | { kind: 'SISUB_FILE'; file: 1 | 2 | 3 } | { kind: 'ICSOE' };

/** Downloads one of the period's pre-filled files under the name the server gives it. */
export async function downloadFiling(providerId: string, rfc: string, year: number, period: number, what: FilingDownload) {
  const base = `/filings/${providerId}/${String(year)}/${String(period)}`;
  const [path, fallback] =
    what.kind === 'SISUB_ZIP' ? [`${base}/sisub`, sisubZipName(rfc, year, period)] : what.kind === 'SISUB_FILE' ? [`${base}/sisub/${String(what.file)}`, SISUB_FILE_NAMES[what.file]] : [`${base}/icsoe`, icsoeXlsxName(rfc, year, period)];
  const { blob, fileName } = await fetchAuthorizedFile(path);
  saveBlob(blob, fileName ?? fallback);
}

/** The uploaded acknowledgement (GET /files/{id}: the provider's own file). */
export async function downloadAcknowledgement(fileId: string, fileName: string) {
  const { blob, fileName: served } = await fetchAuthorizedFile(`/files/${fileId}`);
  saveBlob(blob, served ?? fileName);
}
