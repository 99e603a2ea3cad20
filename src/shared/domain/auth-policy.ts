import { z } from './zod-locale';

export const POLICY_TYPES = [
  'OTP_REQUIRED',
  'OTP_LENGHT',
  'OTP_EXPIRATION',
  'PASSWORD_MIN_LENGTH',
  'PASSWORD_MAX_LENGTH',
  'PASSWORD_UPPERCASE',
  'PASSWORD_LOWERCASE',
  'PASSWORD_NUMBER',
  'PASSWORD_SPECIAL_CHAR',
  'SESSION_HOURS',
  'PASSWORD_EXPIRATION_DAYS',
  'PASSWORD_HISTORY',
  'LOCKOUT_ATTEMPTS',
  'LOCKOUT_MINUTES',
] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** A password policy as the spec's checklist shows it (spec 1 §3). */
export const ZPasswordPolicy = z.object({
  policyType: z.enum(POLICY_TYPES),
  description: z.string(),
  valueType: z.enum(['NUMERIC', 'BOOLEAN', 'TEXT']),
  value: z.string(),
  active: z.boolean(),
  applicableInUpdatePassword: z.boolean(),
  hasError: z.boolean().optional(),
});
export type TPasswordPolicy = z.infer<typeof ZPasswordPolicy>;

/** Six digits (≈ 19.9 bits; five were ≈ 16.6): with the per-challenge attempt limit, a guess succeeds about once in 200,000 challenges. */
export const OTP_DEFAULTS = { length: 6, expirationMinutes: 5 } as const;

const SPECIAL = /[^A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ\s]/;

function numeric(policy: TPasswordPolicy): number {
  const value = Number(policy.value);
  return Number.isFinite(value) ? value : 0;
}

/** Does `password` satisfy one policy? Non-password policies always pass. */
export function satisfiesPolicy(password: string, policy: TPasswordPolicy): boolean {
  switch (policy.policyType) {
    case 'PASSWORD_MIN_LENGTH':
      return password.length >= numeric(policy);
    case 'PASSWORD_MAX_LENGTH':
      return password.length <= numeric(policy);
    case 'PASSWORD_UPPERCASE':
      return /[A-ZÁÉÍÓÚÜÑ]/.test(password);
    case 'PASSWORD_LOWERCASE':
      return /[a-záéíóúüñ]/.test(password);
    case 'PASSWORD_NUMBER':
      return /\d/.test(password);
    case 'PASSWORD_SPECIAL_CHAR':
      return SPECIAL.test(password);
    default:
      return true;
  }
}

/** The active update-password policies, each marked `hasError` when the password breaks it. */
export function checkPasswordPolicies(password: string, policies: TPasswordPolicy[]): TPasswordPolicy[] {
  return policies
    .filter((p) => p.active && p.applicableInUpdatePassword)
    .map((p) => ({ ...p, hasError: !satisfiesPolicy(password, p) }));
}

/** Strength meter of spec 1 §5: 25 per threshold reached. */
export function passwordStrength(password: string): 0 | 25 | 50 | 75 | 100 {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 10) score += 25;
  if (/[A-ZÁÉÍÓÚÜÑ]/.test(password) && password.length >= 15) score += 25;
  if (SPECIAL.test(password) && password.length >= 20) score += 25;
  return score as 0 | 25 | 50 | 75 | 100;
}

export const STRENGTH_LABELS = { 0: '', 25: 'Bajo', 50: 'Medio', 75: 'Alto', 100: 'Muy alto' } as const satisfies Record<ReturnType<typeof passwordStrength>, string>;
