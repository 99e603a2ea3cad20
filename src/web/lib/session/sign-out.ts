import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { setServiceType } from './service-type';
import { endSession } from './session-store';

/**
 * Ends the session on the server (revokes it and clears the refresh cookie) and forgets
 * everything cached for this user. A failed call still signs out locally: the user asked to leave.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await api.post<null>('/auth/logout');
  } catch {
    // Offline or already expired: the local session ends anyway.
  }
  endSession();
  setServiceType(null);
  queryClient.clear();
}
