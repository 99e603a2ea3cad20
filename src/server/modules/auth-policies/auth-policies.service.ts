import type { Executor } from '../../db/client';
import type { TPasswordPolicy } from '../../../shared/domain/auth-policy';
import { authPoliciesRepository, otpRequired } from './auth-policies.repository';
import { securitySettingsRepository } from './security-settings.repository';
import { MENSAJES_CUENTA } from '../../../shared/labels/messages';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../auth/password';
import { passwordHistoryRepository } from './password-history.repository';
import { historyDepthOf, isExpired } from './password-rules';

export { numericPolicy, otpRequired } from './auth-policies.repository';
export { lockoutOf } from './password-rules';

/** The password and session policies other modules read (auth, account); they never touch the table directly. */
export function createAuthPoliciesService(deps: { db: Executor }) {
  const repo = authPoliciesRepository(deps.db);
  return {
    /** Platform defaults with the company's own policies laid over them. */
    effective: (companyId: string | null) => repo.effective(companyId),
    /** Policies of the user's default company (the first one joined). */
    forUser: (userId: string) => repo.forUser(userId),

    /**
     * Refuses a new password equal to one of the user's last N (PASSWORD_HISTORY); the current
     * hash counts as the newest, so users from before the history table are covered too.
     */
    async assertNotReused(userId: string, password: string, list: TPasswordPolicy[], currentHash?: string) {
      const depth = historyDepthOf(list);
      if (depth === 0) return;
      const recent = await passwordHistoryRepository(deps.db).lastHashes(userId, depth);
      const hashes = currentHash && !recent.includes(currentHash) ? [currentHash, ...recent].slice(0, depth) : recent;
      for (const hash of hashes) {
        if (await verifyPassword(hash, password)) {
          const message = MENSAJES_CUENTA.contrasenaReutilizada(depth);
          throw new AppError('VALIDATION', { message, fields: { newPassword: message } });
        }
      }
    },

    /** Keeps the hash of a password just set (and, the first time, of the one it replaces); pass the transaction that sets it. */
    recordPassword: (executor: Executor, user: { id: string; passwordHash: string }, passwordHash: string, at: Date) =>
      passwordHistoryRepository(executor).record(user.id, passwordHash, at, user.passwordHash),

    /** Whether the user's password is past the PASSWORD_EXPIRATION_DAYS of their company (never set here: since the account was created). */
    async passwordExpired(user: { id: string; createdAt: Date }, list: TPasswordPolicy[], now: Date): Promise<boolean> {
      const changedAt = (await passwordHistoryRepository(deps.db).lastChangedAt(user.id)) ?? user.createdAt;
      return isExpired(list, changedAt, now);
    },

    /**
     * Decision (password expiry on /update_account): an account whose password is marked not
     * updated is renewing an expired password, not activating, when it has a password history.
     * Nothing else sets a user back to "not updated" (auth.service expirePasswordIfDue), and the
     * history is written only when a password is set (activation, reset: the account is activated
     * at once) or by that expiry (keepExpiredPassword), so a never-activated account has none.
     * Such an account accepted the notices when it was activated, so they are not asked again.
     * No column is needed; an account expired before this rule existed, without history, is
     * treated once more as a first activation.
     */
    async mustRenewPassword(user: { id: string; updatedPassword: boolean }): Promise<boolean> {
      return !user.updatedPassword && (await passwordHistoryRepository(deps.db).hasAny(user.id));
    },

    /**
     * At expiry, an account from before the history (seeded, first administrator) gets its current
     * password recorded, dated as the expiry reckoned it (its creation): mustRenewPassword then
     * tells it apart, and the history rule still refuses that password. Pass the expiry's transaction.
     */
    keepExpiredPassword: (executor: Executor, user: { id: string; passwordHash: string; createdAt: Date }) =>
      passwordHistoryRepository(executor).recordCurrentIfNone(user.id, user.passwordHash, user.createdAt),

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
