import { queryOptions } from '@tanstack/react-query';
import type { TOwnedCompany } from '../../../../shared/contracts/users.contract';
import { api } from '../../../lib/api-client';
import { managementKeys } from './management.keys';

/** GET /companies/owner: the companies the signed-in user administers, as the server decides it. */
export const ownedCompaniesQuery = () =>
  queryOptions({
    queryKey: managementKeys.owned(),
    queryFn: ({ signal }) => api.get<TOwnedCompany[]>('/companies/owner', { signal }),
  });
