import { AUTH_LIMITS } from '../../../shared/contracts/auth.contract';
import { OTP_EXCEPTIONS_PAGE_SIZE, type TOtpExceptionsQuery, type TOtpExceptionUser, type TSecurityPolicies } from '../../../shared/contracts/management-security.contract';
import { OTP_DEFAULTS, type PolicyType, type TPasswordPolicy } from '../../../shared/domain/auth-policy';
import { MENSAJES_SEGURIDAD } from '../../../shared/labels/management-security';
import { companyGuard } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { authPoliciesRepository, numericPolicy, otpRequired } from './auth-policies.repository';
import { expiryDaysOf, historyDepthOf, lockoutOf } from './password-rules';
import { securitySettingsRepository, type PolicyWrite } from './security-settings.repository';

const CLASSES = [
  ['requireUppercase', 'PASSWORD_UPPERCASE'],
  ['requireLowercase', 'PASSWORD_LOWERCASE'],
  ['requireNumber', 'PASSWORD_NUMBER'],
  ['requireSpecial', 'PASSWORD_SPECIAL_CHAR'],
] as const satisfies readonly (readonly [keyof TSecurityPolicies, PolicyType])[];

const isOn = (list: TPasswordPolicy[], type: PolicyType) => list.some((p) => p.policyType === type && p.active && p.value === 'true');

function toForm(list: TPasswordPolicy[]): TSecurityPolicies {
  const lockout = lockoutOf(list);
  return {
    passwordMinLength: numericPolicy(list, 'PASSWORD_MIN_LENGTH', 10),
    passwordMaxLength: numericPolicy(list, 'PASSWORD_MAX_LENGTH', 20),
    requireUppercase: isOn(list, 'PASSWORD_UPPERCASE'),
    requireLowercase: isOn(list, 'PASSWORD_LOWERCASE'),
    requireNumber: isOn(list, 'PASSWORD_NUMBER'),
    requireSpecial: isOn(list, 'PASSWORD_SPECIAL_CHAR'),
    sessionHours: numericPolicy(list, 'SESSION_HOURS', AUTH_LIMITS.sessionHours),
    otpLength: numericPolicy(list, 'OTP_LENGHT', OTP_DEFAULTS.length),
    otpMinutes: numericPolicy(list, 'OTP_EXPIRATION', OTP_DEFAULTS.expirationMinutes),
    passwordExpiryDays: expiryDaysOf(list),
    passwordHistory: historyDepthOf(list),
    lockoutAttempts: lockout.attempts,
    lockoutMinutes: lockout.maxMinutes,
  };
}

function toRows(form: TSecurityPolicies): PolicyWrite[] {
  const numeric = (policyType: PolicyType, value: number, applicableInUpdatePassword: boolean): PolicyWrite => ({
    policyType,
    valueType: 'NUMERIC',
    value: String(value),
    active: true,
    applicableInUpdatePassword,
  });
  return [
    numeric('PASSWORD_MIN_LENGTH', form.passwordMinLength, true),
    numeric('PASSWORD_MAX_LENGTH', form.passwordMaxLength, true),
    ...CLASSES.map(([key, policyType]): PolicyWrite => ({ policyType, valueType: 'BOOLEAN', value: 'true', active: form[key], applicableInUpdatePassword: true })),
    numeric('SESSION_HOURS', form.sessionHours, false),
    numeric('OTP_LENGHT', form.otpLength, false),
    numeric('OTP_EXPIRATION', form.otpMinutes, false),
    // Checked apart from the password checklist (history at each change, expiry at sign-in).
    numeric('PASSWORD_EXPIRATION_DAYS', form.passwordExpiryDays, false),
    numeric('PASSWORD_HISTORY', form.passwordHistory, false),
    numeric('LOCKOUT_ATTEMPTS', form.lockoutAttempts, false),
    numeric('LOCKOUT_MINUTES', form.lockoutMinutes, false),
  ];
}

/** Configuración of Administración: policies, two-step sign-in and its exceptions. Administrador only. */
export function createSecuritySettingsService(deps: { db: Db }) {
  const guard = companyGuard(deps.db);
  const policies = authPoliciesRepository(deps.db);
  const settings = securitySettingsRepository(deps.db);

  /** Interno: the company is the user's first one (whose password policies apply); Externo: a guest from another company. */
  const toUser = (companyId: string, row: Awaited<ReturnType<typeof settings.members>>['rows'][number]): TOtpExceptionUser => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    userType: row.homeCompanyId === companyId ? 'Interno' : 'Externo',
    appliesOtp: !row.excepted,
  });

  return {
    async policies(actor: Actor, companyId: string): Promise<TSecurityPolicies> {
      await guard.requireCompany(actor, companyId, 'administer');
      return toForm(await policies.effective(companyId));
    },

    async savePolicies(actor: Actor, companyId: string, form: TSecurityPolicies): Promise<TSecurityPolicies> {
      await guard.requireCompany(actor, companyId, 'administer');
      await deps.db.transaction(async (tx) => {
        await securitySettingsRepository(tx).upsertPolicies(companyId, toRows(form));
        await recordAudit(tx, { action: 'security.policies_updated', actorUserId: actor.userId, companyId, entity: 'company', entityId: companyId, details: { ...form } });
      });
      return toForm(await policies.effective(companyId));
    },

    async twoStep(actor: Actor, companyId: string) {
      await guard.requireCompany(actor, companyId, 'administer');
      return { enabled: otpRequired(await policies.effective(companyId)) };
    },

    async setTwoStep(actor: Actor, companyId: string, enabled: boolean) {
      await guard.requireCompany(actor, companyId, 'administer');
      await deps.db.transaction(async (tx) => {
        await securitySettingsRepository(tx).upsertPolicies(companyId, [
          { policyType: 'OTP_REQUIRED', valueType: 'BOOLEAN', value: String(enabled), active: enabled, applicableInUpdatePassword: false },
        ]);
        await recordAudit(tx, { action: 'security.two_step_updated', actorUserId: actor.userId, companyId, entity: 'company', entityId: companyId, details: { enabled } });
      });
      return { enabled };
    },

    async exceptions(actor: Actor, companyId: string, query: TOtpExceptionsQuery) {
      await guard.requireCompany(actor, companyId, 'administer');
      const size = OTP_EXCEPTIONS_PAGE_SIZE;
      const { rows, total } = await settings.members(companyId, { search: query.search, page: query.page, size });
      return { items: rows.map((row) => toUser(companyId, row)), total, page: query.page, size };
    },

    async setException(actor: Actor, companyId: string, userId: string, appliesOtp: boolean): Promise<TOtpExceptionUser> {
      await guard.requireCompany(actor, companyId, 'administer');
      if (!(await settings.isMember(companyId, userId))) throw new AppError('NOT_FOUND', { message: MENSAJES_SEGURIDAD.usuarioNoEncontrado });
      await deps.db.transaction(async (tx) => {
        await securitySettingsRepository(tx).setException(companyId, userId, !appliesOtp, actor.userId);
        await recordAudit(tx, { action: 'security.otp_exception_updated', actorUserId: actor.userId, companyId, entity: 'user', entityId: userId, details: { appliesOtp } });
      });
      const { rows } = await settings.members(companyId, { page: 0, size: 1, userId });
      const row = rows[0];
      if (!row) throw new AppError('NOT_FOUND', { message: MENSAJES_SEGURIDAD.usuarioNoEncontrado });
      return toUser(companyId, row);
    },
  };
}
export type SecuritySettingsService = ReturnType<typeof createSecuritySettingsService>;
