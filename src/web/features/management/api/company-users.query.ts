import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TCompanyUsersPage } from '../../../../shared/contracts/users.contract';
import { api } from '../../../lib/api-client';
import { managementKeys } from './management.keys';

export interface UsersListParams {
  search: string;
  sort: 'asc' | 'desc';
  page: number;
}

/** GET /companies/{id}/users: 6 per page, searched and sorted on the server. */
export const companyUsersQuery = (companyId: string, params: UsersListParams) =>
  queryOptions({
    queryKey: [...managementKeys.users(companyId), params] as const,
    queryFn: ({ signal }) =>
      api.get<TCompanyUsersPage>(`/companies/${companyId}/users`, { signal, query: { search: params.search.trim() || undefined, sort: params.sort, page: params.page } }),
    placeholderData: keepPreviousData,
  });
