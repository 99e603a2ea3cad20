import type { Executor } from '../../db/client';
import type { TPasswordPolicy } from '../../../shared/domain/auth-policy';
import { authPoliciesRepository, otpRequired } from './auth-policies.repository';
import { securitySettingsRepository } from './security-settings.repository';

export { numericPolicy, otpRequired } from './auth-policies.repository';

/** The password and session policies other modules read (auth, account); they never touch the table directly. */
export function createAuthPoliciesService(deps: { db: Executor }) {
  const repo = authPoliciesRepository(deps.db);
  return {
    /** Platform defaults with the company's own policies laid over them. */
    effective: (companyId: string | null) => repo.effective(companyId),
    /** Policies of the user's default company (the first one joined). */
    forUser: (userId: string) => repo.forUser(userId),
    /**
     * The policies of the first of the user's companies whose two-step sign-in applies to the user
     * (OTP_REQUIRED on and the user not excepted there); undefined when none does. A user of several
     * companies is asked for the code if any of them requires it: the stricter reading.
     */
    async otpPoliciesFor(userId: string): Promise<TPasswordPolicy[] | undefined> {
      const companies = await securitySettingsRepository(deps.db).companiesWithException(userId);
      if (!companies.length) {
        const platform = await repo.effective(null);
        return otpRequired(platform) ? platform : undefined;
      }
      for (const { companyId, excepted } of companies) {
        if (excepted) continue;
        const list = await repo.effective(companyId);
        if (otpRequired(list)) return list;
      }
      return undefined;
    },
  };
}
export type AuthPoliciesService = ReturnType<typeof createAuthPoliciesService>;
