import { queryOptions } from '@tanstack/react-query';
import type { TUserMe } from '../../../shared/domain/user';
import { api } from '../api-client';

/**
 * The signed-in user with the main company (GET /users/me). Shared by the shell, the dashboard
 * redirects and every screen that needs who/which company; the cache is cleared on logout.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['users', 'me'] as const,
    queryFn: ({ signal }) => api.get<TUserMe>('/users/me', { signal }),
    staleTime: 5 * 60_000,
  });
