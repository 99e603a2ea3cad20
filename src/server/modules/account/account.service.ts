import {
  RESET_TOKEN_HOURS,
  type TActivateAccountBody,
  type TResetConfirmRequest,
  ZActivateAccountRequest,
  ZRenewPasswordRequest,
} from '../../../shared/contracts/account.contract';
import { checkPasswordPolicies, type TPasswordPolicy } from '../../../shared/domain/auth-policy';
import { MENSAJES_CUENTA } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { resetPasswordMail, resetPasswordNoAccountMail } from '../../mail/templates';
import { hashPassword } from '../auth/password';
import { newOpaqueToken, sha256Hex } from '../auth/tokens';
import { createAuthPoliciesService } from '../auth-policies/auth-policies.service';
import { accountRepository } from './account.repository';

const HOUR = 3_600_000;

/** Zod issues → `{ campo: mensaje }`, the first message of each field, as the route validation answers. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/** An invitation's activation link lasts three days (a reset link only RESET_TOKEN_HOURS). */
export const ACTIVATION_TOKEN_HOURS = 72;

export function createAccountService(deps: { db: Db; mail: MailService; publicUrl: string; now?: () => Date }) {
  const repo = accountRepository(deps.db);
  const policies = createAuthPoliciesService(deps);
  const now = deps.now ?? (() => new Date());

  /** Throws 400 with every applicable policy marked when the password breaks any of them. */
  function enforcePolicies(password: string, list: TPasswordPolicy[]) {
    const checked = checkPasswordPolicies(password, list);
    if (checked.some((p) => p.hasError)) {
      throw new AppError('VALIDATION', { message: MENSAJES_CUENTA.politicasIncumplidas, fields: { newPassword: MENSAJES_CUENTA.politicasIncumplidas }, policies: checked });
    }
  }

  async function usableToken(token: string) {
    const found = await repo.findUsableResetToken(sha256Hex(token), now());
    if (!found) throw new AppError('NOT_FOUND', { message: MENSAJES_CUENTA.tokenRestablecimientoInvalido });
    return found;
  }

  return {
    /**
     * Answers the same for every address, so the endpoint does not tell who has an account (the
     * spec's "Email no registrado" did). The address itself learns it: without an account it gets a
     * mail saying so, and nothing else is created (no token, no audit line of a user).
     */
    async requestReset(rawEmail: string) {
      const email = rawEmail.trim().toLowerCase();
      const user = await repo.findUserByEmail(email);
      if (!user) {
        await deps.mail.enqueue({ to: email, ...resetPasswordNoAccountMail() });
        deps.mail.sendSoon();
        return;
      }
      const token = newOpaqueToken();
      const current = now();
      const url = new URL(`/resetPassword?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();
      // The token, its mail and the audit line commit together: no mailed token that was never stored.
      await deps.db.transaction(async (tx) => {
        await accountRepository(tx).replaceResetToken(user.id, sha256Hex(token), new Date(current.getTime() + RESET_TOKEN_HOURS * HOUR), current);
        await deps.mail.enqueue({ to: user.email, ...resetPasswordMail({ name: user.completeName, url, hours: RESET_TOKEN_HOURS }) }, tx);
        await recordAudit(tx, { action: 'account.reset_requested', actorUserId: user.id });
      });
      deps.mail.sendSoon();
    },

    async validateReset(token: string) {
      const { user } = await usableToken(token);
      const list = await policies.forUser(user.id);
      return { email: user.email, passwordPolicyList: list.filter((p) => p.active && p.applicableInUpdatePassword) };
    },

    async confirmReset(token: string, input: TResetConfirmRequest) {
      const { token: row, user } = await usableToken(token);
      const list = await policies.forUser(user.id);
      enforcePolicies(input.newPassword, list);
      await policies.assertNotReused(user.id, input.newPassword, list, user.passwordHash);
      const hash = await hashPassword(input.newPassword);
      const current = now();
      await deps.db.transaction(async (tx) => {
        const done = await accountRepository(tx).completeReset(row.id, user.id, hash, current);
        if (!done) throw new AppError('NOT_FOUND', { message: MENSAJES_CUENTA.tokenRestablecimientoInvalido });
        await policies.recordPassword(tx, user, hash, current);
        await recordAudit(tx, { action: 'account.password_reset', actorUserId: user.id });
      });
    },

    /**
     * First-time activation, allowed while the password is not updated: never set (invitation) or
     * expired (auth.service marks an expired password not updated at sign-in), so the same
     * "Actualizar contraseña" screen serves both. Only a first activation must accept the privacy
     * notice and terms; after an expiry they were accepted before (mustRenewPassword). Resolves to
     * which of the two it was.
     */
    async activate(userId: string, body: TActivateAccountBody): Promise<'activated' | 'renewed'> {
      const user = await repo.findUser(userId);
      const renewal = user ? await policies.mustRenewPassword(user) : false;
      const parsed = (renewal ? ZRenewPasswordRequest : ZActivateAccountRequest).safeParse(body);
      if (!parsed.success) throw new AppError('VALIDATION', { fields: fieldErrors(parsed.error.issues) });
      const input = parsed.data;
      if (!user || user.updatedPassword) throw new AppError('CONFLICT', { message: MENSAJES_CUENTA.activacionFallida });
      const list = await policies.forUser(user.id);
      enforcePolicies(input.newPassword, list);
      await policies.assertNotReused(user.id, input.newPassword, list, user.passwordHash);
      const hash = await hashPassword(input.newPassword);
      const current = now();
      await deps.db.transaction(async (tx) => {
        if (!(await accountRepository(tx).activate(user.id, hash, current))) throw new AppError('CONFLICT', { message: MENSAJES_CUENTA.activacionFallida });
        await policies.recordPassword(tx, user, hash, current);
        await recordAudit(tx, { action: 'account.activated', actorUserId: user.id, ...(renewal ? { details: { afterExpiry: true } } : {}) });
      });
      return renewal ? 'renewed' : 'activated';
    },

    /**
     * The first link of a user created by an invitation (new contact): a reset token that lives
     * longer; the password it sets also marks the account activated (completeReset). Written with
     * the caller's transaction, so no link exists for a user that was not created.
     */
    async activationLink(tx: Executor, userId: string): Promise<string> {
      const token = newOpaqueToken();
      const current = now();
      await accountRepository(tx).replaceResetToken(userId, sha256Hex(token), new Date(current.getTime() + ACTIVATION_TOKEN_HOURS * HOUR), current);
      return new URL(`/resetPassword?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();
    },

    policiesOf(userId: string) {
      return policies.forUser(userId);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
