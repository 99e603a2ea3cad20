import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyForm } from '../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../shared/domain/company';
import { api } from '../../lib/api-client';
import { currentUserQuery } from '../../lib/session/current-user.query';

/** PUT /companies/{id}: the company data form (the same contract validates it on the server). */
export function saveCompanyData(companyId: string, form: TCompanyForm): Promise<TCompany> {
  return api.put<TCompany>(`/companies/${companyId}`, form);
}

/**
 * Saves the company data and refreshes the signed-in user, whose main company (plan, updatedData,
 * name) the shell, the gates and the permissions read. The cache gets the saved company at once.
 */
export function useSaveCompanyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, form }: { companyId: string; form: TCompanyForm }) => saveCompanyData(companyId, form),
    onSuccess: async (company) => {
      const userKey = currentUserQuery().queryKey;
      queryClient.setQueryData(userKey, (user) => (user?.mainCompany?.id === company.id ? { ...user, mainCompany: company } : user));
      await queryClient.invalidateQueries({ queryKey: userKey });
    },
  });
}
