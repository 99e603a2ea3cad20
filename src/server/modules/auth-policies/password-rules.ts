import { AUTH_LIMITS } from '../../../shared/contracts/auth.contract';
import type { PolicyType, TPasswordPolicy } from '../../../shared/domain/auth-policy';
import { numericPolicy } from './auth-policies.repository';

const DAY = 86_400_000;

/** A policy whose 0 means "off" (expiry, history): any whole number from 0 up is valid. */
function countPolicy(list: TPasswordPolicy[], type: PolicyType, fallback: number): number {
  const policy = list.find((p) => p.policyType === type && p.active);
  const value = Number(policy?.value);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Days a password lasts; 0 = it never expires (the default). */
export const expiryDaysOf = (list: TPasswordPolicy[]) => countPolicy(list, 'PASSWORD_EXPIRATION_DAYS', 0);

/** How many previous passwords cannot be reused; 0 = none (the default). */
export const historyDepthOf = (list: TPasswordPolicy[]) => countPolicy(list, 'PASSWORD_HISTORY', 0);

/** Failures before the first wait, and the longest wait; the defaults are the platform's (login-delay.ts). */
export function lockoutOf(list: TPasswordPolicy[]): { attempts: number; maxMinutes: number } {
  return {
    attempts: numericPolicy(list, 'LOCKOUT_ATTEMPTS', AUTH_LIMITS.maxFailedLogins),
    maxMinutes: numericPolicy(list, 'LOCKOUT_MINUTES', AUTH_LIMITS.lockMinutes),
  };
}

/** True when the password set at `changedAt` is older than the policy allows. */
export function isExpired(list: TPasswordPolicy[], changedAt: Date, now: Date): boolean {
  const days = expiryDaysOf(list);
  return days > 0 && now.getTime() - changedAt.getTime() >= days * DAY;
}
