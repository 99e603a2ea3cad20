import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TRole } from '../../../../shared/contracts/roles.contract';
import { api } from '../../../lib/api-client';
import { managementKeys } from './management.keys';

/** GET /companies/{id}/roles: the built-ins and the custom roles, searched and sorted on the server. */
export const rolesQuery = (companyId: string, params: { search: string; sort: 'asc' | 'desc' } = { search: '', sort: 'asc' }) =>
  queryOptions({
    queryKey: [...managementKeys.roles(companyId), params] as const,
    queryFn: ({ signal }) => api.get<TRole[]>(`/companies/${companyId}/roles`, { signal, query: { search: params.search.trim() || undefined, sort: params.sort } }),
    placeholderData: keepPreviousData,
  });
