import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TGroupCompany, TGroupCompanyForm } from '../../../../shared/contracts/management-security.contract';
import { api } from '../../../lib/api-client';
import { securityKeys } from './security.keys';

export interface GroupCompanies {
  groupId: string | null;
  groupName: string | null;
  items: TGroupCompany[];
}

export const groupCompaniesQuery = (companyId: string, params: { search: string; sort: 'asc' | 'desc'; tag: string }) =>
  queryOptions({
    queryKey: [...securityKeys.companies(companyId), params] as const,
    queryFn: ({ signal }) =>
      api.get<GroupCompanies>(`/companies/${companyId}/group-companies`, { signal, query: { search: params.search.trim() || undefined, sort: params.sort, tag: params.tag || undefined } }),
    placeholderData: keepPreviousData,
  });

export const groupCompanyActions = {
  create: (companyId: string, body: TGroupCompanyForm) => api.post<TGroupCompany>(`/companies/${companyId}/group-companies`, body),
  update: (companyId: string, id: string, body: TGroupCompanyForm) => api.put<TGroupCompany>(`/companies/${companyId}/group-companies/${id}`, body),
};
