import { queryOptions } from '@tanstack/react-query';
import type { TPasswordPolicy } from '../../../../shared/domain/auth-policy';
import { api } from '../../../lib/api-client';

/** GET /users/me/policies: the signed-in user's password policies (allowed before activation). */
export const myPoliciesQuery = () =>
  queryOptions({
    queryKey: ['account', 'my-policies'] as const,
    queryFn: ({ signal }) => api.get<{ passwordPolicyList: TPasswordPolicy[] }>('/users/me/policies', { signal }),
    select: (data) => data.passwordPolicyList,
    retry: false,
    staleTime: 5 * 60_000,
  });
