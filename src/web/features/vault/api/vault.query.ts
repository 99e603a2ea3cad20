import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TFileHistoryEntry, TVaultFolderView, TVaultSharedPage } from '../../../../shared/contracts/vault.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';
import { vaultKeys } from './vault.keys';

/** A folder's children, documents and breadcrumbs; no folderId is the company's root. */
export const vaultFolderQuery = (companyId: string, folderId: string | undefined) =>
  queryOptions({
    queryKey: vaultKeys.folder(companyId, folderId),
    queryFn: ({ signal }) => api.get<TVaultFolderView>(`/vault/${companyId}/folder`, { signal, query: { folderId } }),
  });

/** A page (from 0) of the service folders the company's providers share with it (read-only), by name. */
export const vaultSharedQuery = (companyId: string, params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...vaultKeys.shared(companyId), params] as const,
    queryFn: ({ signal }) => api.get<TVaultSharedPage>(`/vault/${companyId}/shared`, { signal, query: { page: params.page, search: params.search.trim() || undefined } }),
    placeholderData: keepPreviousData,
  });

/** The file's ledger entries, oldest first. */
export const fileHistoryQuery = (fileId: string) =>
  queryOptions({
    queryKey: vaultKeys.history(fileId),
    queryFn: ({ signal }) => api.get<TFileHistoryEntry[]>(`/blockchain/${fileId}/history`, { signal }),
  });

/** The bytes to show (the server records a READ); kept briefly so reopening does not re-record. */
export const vaultFileQuery = (companyId: string, documentId: string) =>
  queryOptions({
    queryKey: vaultKeys.file(companyId, documentId),
    queryFn: async ({ signal }) => (await fetchAuthorizedFile(`/vault/${companyId}/documents/${documentId}/file`, { signal })).blob,
    staleTime: 60_000,
  });
