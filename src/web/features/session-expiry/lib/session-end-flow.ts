import type { SessionEndReason } from '../../../lib/session/session-events';
import { SESSION_LOGOUT_DELAY_MS } from '../../../lib/session/session-expiry';

export interface SessionEndFlowDeps {
  /** Shows the spec's warning for the reason (spec 1 §8). */
  warn: (reason: SessionEndReason) => void;
  /** Signs out and goes to `/`. */
  logout: () => Promise<void>;
  delayMs?: number;
}

/**
 * What happens when the session ends by itself (2-hour limit, refresh refused, service gone):
 * the warning at once, the logout `delayMs` later (spec 1 §4: 2 s). Several reports in a row (the
 * timer and a few failing calls at the same moment) give one warning and one logout.
 * Returns the listener for `onSessionEnded` and a `cancel` for unmounting.
 */
export function createSessionEndFlow({ warn, logout, delayMs = SESSION_LOGOUT_DELAY_MS }: SessionEndFlowDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;

  const onEnded = (reason: SessionEndReason) => {
    if (timer !== null) return;
    warn(reason);
    timer = setTimeout(() => {
      void logout().finally(() => {
        timer = null;
      });
    }, delayMs);
  };

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  return { onEnded, cancel };
}
