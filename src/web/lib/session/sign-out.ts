import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { setServiceType } from './service-type';
import { endSession } from './session-store';

/**
 * Ends the session on the server (revokes it and clears the refresh cookie) and forgets
 * everything cached for this user. A failed call still signs out locally: the user asked to leave.
 * `forgetDevice` (the menu's "Cerrar sesión" only) also wipes what the device kept for working
 * offline; a session that ended by itself keeps it (README, "Identidad sin conexión").
 */
export async function signOut(queryClient: QueryClient, options: { forgetDevice?: boolean } = {}): Promise<void> {
  try {
    await api.post<null>('/auth/logout');
  } catch {
    // Offline or already expired: the local session ends anyway.
  }
  endSession();
  setServiceType(null);
  queryClient.clear();
  if (options.forgetDevice) {
    try {
      await (await import('../../offline/forget-device')).forgetDevice();
    } catch {
      // IndexedDB unavailable: there is nothing kept to forget.
    }
  }
}
