import { AUTH_LIMITS } from '../../../shared/contracts/auth.contract';

const MINUTE = 60_000;

/*
 * Why a growing delay and not a lock (issue 8, item 4).
 *
 * A fixed lock after five wrong passwords let anybody lock anybody out by typing five bad
 * passwords for their address. Instead, per e-mail address (known or not, so answers reveal
 * nothing):
 *  - the `maxFailedLogins`-th failure in a row (the 5th) refuses the address for 1 minute, and
 *    each further failure doubles the wait, 2, 4, 8 minutes, capped at `lockMinutes` (15);
 *  - while a delay runs the password is not checked at all (no guessing oracle, no argon2 cost)
 *    and the attempt does not count, so hammering cannot lengthen it;
 *  - once it ends, the right password works at once and clears the streak; a streak with no
 *    failure for 24 h is forgotten.
 * Guessing is thus slowed to about four tries an hour per address, and the per-IP limits of
 * plugins/rate-limit.ts stop one client from spraying many addresses.
 *
 * An attacker who keeps failing every 15 minutes could still keep a victim waiting, so a browser
 * where the owner has signed in before carries a signed "trusted device" cookie
 * (trusted-device.ts): its attempts count on their own streak and never wait on the attacker's.
 * A victim on a new device can always end it with the password-reset link sent by e-mail.
 */
export const LOGIN_DELAY = {
  freeFailures: AUTH_LIMITS.maxFailedLogins,
  firstDelayMs: MINUTE,
  maxDelayMs: AUTH_LIMITS.lockMinutes * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
} as const;

/**
 * A company's Políticas may move both ends (LOCKOUT_ATTEMPTS, LOCKOUT_MINUTES): the failure that
 * starts the waits and the longest wait. The defaults are the platform's (5 and 15).
 */
export interface LockoutThresholds {
  attempts: number;
  maxMinutes: number;
}

/** The wait imposed after `failures` consecutive failures; 0 for the first `attempts - 1`. */
export function delayAfter(failures: number, thresholds?: LockoutThresholds): number {
  const free = thresholds?.attempts ?? LOGIN_DELAY.freeFailures;
  const maxMs = thresholds ? thresholds.maxMinutes * MINUTE : LOGIN_DELAY.maxDelayMs;
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 20);
  return Math.min(LOGIN_DELAY.firstDelayMs * 2 ** doublings, maxMs);
}
