import type { TPasswordPolicy } from '../../../../shared/domain/auth-policy';

/**
 * The days a password lasts under the company's active PASSWORD_EXPIRATION_DAYS, for the
 * expired-password text; null when the policies are not loaded or say nothing usable.
 */
export function passwordExpiryDays(policies: readonly TPasswordPolicy[] | undefined): number | null {
  const policy = policies?.find((p) => p.policyType === 'PASSWORD_EXPIRATION_DAYS' && p.active);
  const days = Number(policy?.value);
  return policy && Number.isInteger(days) && days > 0 ? days : null;
}
