import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfilePictureRequest } from '../../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../../shared/domain/company';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session/current-user.query';

/** POST /companies/{id}/profilepicture; the answer is the company with its new picture id. */
export function useUploadProfilePicture(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: TProfilePictureRequest) => api.post<TCompany>(`/companies/${companyId}/profilepicture`, picture),
    onSuccess: async (company) => {
      const userKey = currentUserQuery().queryKey;
      queryClient.setQueryData(userKey, (user) => (user?.mainCompany?.id === company.id ? { ...user, mainCompany: company } : user));
      await queryClient.invalidateQueries({ queryKey: userKey });
    },
  });
}
