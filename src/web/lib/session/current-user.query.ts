import { queryOptions } from '@tanstack/react-query';
import type { TUserMe } from '../../../shared/domain/user';
import { api } from '../api-client';
import { identityFromUser, saveOfflineIdentity } from './offline-identity';

/**
 * The signed-in user with the main company (GET /users/me). Shared by the shell, the dashboard
 * redirects and every screen that needs who/which company; the cache is cleared on logout.
 * Each answer also refreshes the device's offline identity (offline-identity.ts).
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['users', 'me'] as const,
    queryFn: async ({ signal }) => {
      const user = await api.get<TUserMe>('/users/me', { signal });
      void saveOfflineIdentity(identityFromUser(user));
      return user;
    },
    staleTime: 5 * 60_000,
  });
