import { queryOptions } from '@tanstack/react-query';
import type { TTagUse } from '../../../shared/contracts/tags.contract';
import { api } from '../api-client';
import { companiesKeys } from './companies.query';

/** GET /tags: the tags in use in the company's group (or in every company of the user without one). Under companiesKeys: a company save refreshes it. */
export const tagsQuery = (companyId?: string) =>
  queryOptions({
    queryKey: [...companiesKeys.all, 'tags', companyId ?? 'mine'] as const,
    queryFn: ({ signal }) => api.get<TTagUse[]>('/tags', { signal, query: { companyId } }),
    staleTime: 60_000,
  });
