import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeSession } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
