import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MENSAJES } from '../../../../shared/labels/messages';
import { safeRedirect } from '../../../lib/session/safe-redirect';
import { notifySessionEnded, onSessionEnded, type SessionEndReason } from '../../../lib/session/session-events';
import { watchSessionExpiry } from '../../../lib/session/session-expiry';
import { clearSessionStorageOnPageHide } from '../../../lib/session/session-storage-cleanup';
import { signOut } from '../../../lib/session/sign-out';
import { createSessionEndFlow } from '../lib/session-end-flow';

const MESSAGES = { expired: MENSAJES.sesionExpirada, unavailable: MENSAJES.servicioNoDisponible } as const satisfies Record<SessionEndReason, string>;

/** The notifications package loads on demand (the root mounts its stack lazily as well). */
function warn(reason: SessionEndReason) {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id: 'session-ended', message: MESSAGES[reason], color: reason === 'expired' ? 'yellow' : 'red', autoClose: 6000, withCloseButton: true }),
  );
}

/**
 * The session's life on the client (spec 1 §4, §8, §9), mounted once at the root:
 *   - the 2-hour limit, checked every 60 s;
 *   - whenever the session ends by itself (limit reached, a 401 that cannot be renewed, the
 *     generators service gone), the warning, then 2 s later the logout and `/`, remembering
 *     where the user was;
 *   - sessionStorage cleared when the page goes away (see session-storage-cleanup.ts).
 */
export function SessionExpiryHandler() {
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => clearSessionStorageOnPageHide(), []);
  useEffect(() => watchSessionExpiry(() => notifySessionEnded('expired')), []);

  useEffect(() => {
    const flow = createSessionEndFlow({
      warn,
      logout: async () => {
        const { href, pathname } = router.state.location;
        // Leave the protected screen first so its queries do not refetch into the cleared cache.
        if (pathname !== '/') await router.navigate({ to: '/', search: { redirect: safeRedirect(href) }, replace: true });
        await signOut(queryClient);
      },
    });
    const stop = onSessionEnded(flow.onEnded);
    return () => {
      stop();
      flow.cancel();
    };
  }, [router, queryClient]);

  return null;
}
