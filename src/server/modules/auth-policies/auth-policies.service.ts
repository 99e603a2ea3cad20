import type { Executor } from '../../db/client';
import { authPoliciesRepository } from './auth-policies.repository';

export { numericPolicy, otpRequired } from './auth-policies.repository';

/** The password and session policies other modules read (auth, account); they never touch the table directly. */
export function createAuthPoliciesService(deps: { db: Executor }) {
  const repo = authPoliciesRepository(deps.db);
  return {
    /** Platform defaults with the company's own policies laid over them. */
    effective: (companyId: string | null) => repo.effective(companyId),
    /** Policies of the user's default company (the first one joined). */
    forUser: (userId: string) => repo.forUser(userId),
  };
}
export type AuthPoliciesService = ReturnType<typeof createAuthPoliciesService>;
