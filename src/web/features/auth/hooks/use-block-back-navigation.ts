import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Marks the extra history entry this guard adds, so a reload does not add another one. */
const GUARD_KEY = 'avalaBackGuard';

/**
 * Blocks the browser's back button while a screen must be completed (spec 1 §2: the activation
 * form). Two parts:
 *   - one extra history entry for the same address, so "back" stays inside the app (it would
 *     otherwise leave to the sign-in page's predecessor, which no script can stop);
 *   - a router blocker that undoes a back (or go) step and calls `onBlocked`.
 * It does not trap the user: the app's own navigations (continuing, signing out) pass, forward
 * and the address bar still work, and no "leave this site?" prompt is shown on reload or close.
 */
export function useBlockBackNavigation(enabled: boolean, onBlocked?: () => void) {
  const router = useRouter();

  useEffect(() => {
    if (!enabled) return;
    const { href, state } = router.history.location;
    if ((state as unknown as Record<string, unknown>)[GUARD_KEY]) return;
    router.history.push(href, { ...state, [GUARD_KEY]: true } as typeof state);
  }, [enabled, router]);

  useBlocker({
    disabled: !enabled,
    enableBeforeUnload: false,
    shouldBlockFn: ({ action }) => {
      const blocked = action === 'BACK' || action === 'GO';
      if (blocked) onBlocked?.();
      return blocked;
    },
  });
}
