import { queryOptions } from '@tanstack/react-query';
import type { TLinkedCompanies } from '../../../shared/contracts/company-links.contract';
import { api } from '../api-client';

/** How many linked providers have the generadores flag (only the total is read). */
export const generatorProvidersCountQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['companies', companyId, 'generator-providers-count'] as const,
    queryFn: async ({ signal }) => (await api.get<TLinkedCompanies>(`/companies/${companyId}/providers`, { signal, query: { generadores: true, size: 1 } })).total ?? 0,
  });
