import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateVaultFolderRequest, TUpdateVaultDocumentRequest, TVaultDocument, TVaultFolder } from '../../../../shared/contracts/vault.contract';
import { api, apiEnvelope } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/http/upload-with-progress';
import { vaultKeys } from './vault.keys';

export function useCreateFolder(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateVaultFolderRequest) => api.post<TVaultFolder>(`/vault/${companyId}/folders`, body),
    onSuccess: (_folder, body) => queryClient.invalidateQueries({ queryKey: vaultKeys.folder(companyId, body.parentId ?? undefined) }),
  });
}

export function useDeleteDocument(companyId: string, folderId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.delete<null>(`/vault/${companyId}/documents/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vaultKeys.folder(companyId, folderId) }),
  });
}

/**
 * PUT /document: name, description and tags (never the bytes). Resolves to the envelope, so the
 * toast can say whether anything changed; the folder and the file's history are refreshed.
 */
export function useUpdateDocument(companyId: string, folderId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateVaultDocumentRequest) => apiEnvelope<TVaultDocument>('PUT', '/document', body),
    onSuccess: ({ respuesta }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: vaultKeys.folder(companyId, folderId) }), queryClient.invalidateQueries({ queryKey: vaultKeys.history(respuesta.fileId) })]),
  });
}

/** Deletes an empty folder; its parent's listing is refreshed. */
export function useDeleteFolder(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId }: { folderId: string; parentId: string | null }) => api.delete<null>(`/vault/${companyId}/folders/${folderId}`),
    onSuccess: (_r, { parentId }) => queryClient.invalidateQueries({ queryKey: vaultKeys.folder(companyId, parentId ?? undefined) }),
  });
}

/** One file per request, so each file gets its own progress bar and its own error. */
export function useUploadVaultFile(companyId: string, folderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress<TVaultDocument[]>(`/vault/${companyId}/folders/${folderId}/documents`, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vaultKeys.folder(companyId, folderId) }),
  });
}
