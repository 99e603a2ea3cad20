import { queryOptions } from '@tanstack/react-query';
import type { TFileHistoryEntry, TVaultFolderView, TVaultSharedFolder } from '../../../../shared/contracts/vault.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';
import { vaultKeys } from './vault.keys';

/** A folder's children, documents and breadcrumbs; no folderId is the company's root. */
export const vaultFolderQuery = (companyId: string, folderId: string | undefined) =>
  queryOptions({
    queryKey: vaultKeys.folder(companyId, folderId),
    queryFn: ({ signal }) => api.get<TVaultFolderView>(`/vault/${companyId}/folder`, { signal, query: { folderId } }),
  });

/** Service folders the company's providers share with it (read-only). */
export const vaultSharedQuery = (companyId: string) =>
  queryOptions({
    queryKey: vaultKeys.shared(companyId),
    queryFn: ({ signal }) => api.get<TVaultSharedFolder[]>(`/vault/${companyId}/shared`, { signal }),
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
