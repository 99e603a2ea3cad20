import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_GRUPO } from '../../../../shared/labels/messages';
import { api } from '../../../lib/api-client';
import { companiesKeys } from '../../../lib/company/companies.query';

/** PATCH /companies/{id}/archived/{flag} (Administrador only); resolves to the Spanish confirmation. */
export function useArchiveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, archived }: { companyId: string; archived: boolean }) => {
      await api.patch<null>(`/companies/${companyId}/archived/${archived}`);
      return archived ? MENSAJES_GRUPO.archivada : MENSAJES_GRUPO.desarchivada;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
