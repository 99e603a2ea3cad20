import { queryOptions } from '@tanstack/react-query';
import type { TCompanyWithRole } from '../../../shared/contracts/companies.contract';
import { api } from '../api-client';

export interface CompaniesPage {
  items: TCompanyWithRole[];
  total: number;
}

/** Every company-scoped query key starts here, so one invalidation refreshes them all. */
export const companiesKeys = { all: ['companies'] as const };

/** Every company the user may act for (memberships and children of their groups), page 0 of 500 (spec 1 §7). */
export const companiesQuery = () =>
  queryOptions({
    queryKey: [...companiesKeys.all, 'mine'] as const,
    queryFn: ({ signal }) => api.get<CompaniesPage>('/companies', { signal, query: { page: 0, size: 500 } }),
    staleTime: 5 * 60_000,
  });
