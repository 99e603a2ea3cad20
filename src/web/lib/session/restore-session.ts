import { refreshSession } from './session-refresh';
import { endSession, getSession } from './session-store';

let restoring: Promise<boolean> | null = null;

/**
 * On app start the memory is empty: ask the server whether the refresh cookie still holds a
 * session. Any failure (401, offline, server down) leaves the user signed out, silently.
 * Resolves to whether the user is signed in; later calls reuse the first answer.
 */
export function ensureSessionRestored(): Promise<boolean> {
  const { status } = getSession();
  if (status !== 'unknown') return Promise.resolve(status === 'authenticated');
  restoring ??= refreshSession()
    .then(() => true)
    .catch(() => {
      endSession();
      return false;
    })
    .finally(() => {
      restoring = null;
    });
  return restoring;
}
