import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogue, TCatalogueCreate } from '../../../../shared/contracts/catalogues.contract';
import { api } from '../../../lib/api-client';
import { cataloguesQuery } from './catalogues.query';

function useInvalidate(companyId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cataloguesQuery(companyId).queryKey });
}

/** POST /util/uploadToSession, then POST /catalogueGenerador/{fileId}. */
export function useUploadCatalogue(companyId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: async (input: { name: string; extension: 'xls' | 'xlsx'; content: string; details: Omit<TCatalogueCreate, 'idCompany'> }) => {
      const fileId = await api.post<string>('/util/uploadToSession', { name: input.name, extension: input.extension, content: input.content });
      return api.post<TCatalogue>(`/catalogueGenerador/${fileId}`, { ...input.details, idCompany: companyId });
    },
    onSuccess: invalidate,
  });
}

/** POST /catalogueGenerador/id/{id}/enable or /disable. */
export function useSetCatalogueStatus(companyId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: ({ id, enable }: { id: string; enable: boolean }) => api.post<TCatalogue>(`/catalogueGenerador/id/${id}/${enable ? 'enable' : 'disable'}`),
    onSettled: invalidate,
  });
}

/** DELETE /catalogueGenerador/idFile/{id}. */
export function useDeleteCatalogue(companyId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: (idFile: string) => api.delete<{ id: string }>(`/catalogueGenerador/idFile/${idFile}`),
    onSettled: invalidate,
  });
}
