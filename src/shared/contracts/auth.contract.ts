import { ZPasswordPolicy } from '../domain/auth-policy';
import { z } from '../domain/zod-locale';
import { VALIDACION } from '../labels/messages';
import { envelope } from './envelope';

const requiredString = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

export const ZLoginRequest = z.strictObject({
  email: requiredString(VALIDACION.correoRequerido)
    .trim()
    .min(1, VALIDACION.correoRequerido)
    .pipe(z.email(VALIDACION.correoInvalido)),
  password: requiredString(VALIDACION.contrasenaRequerida).min(1, VALIDACION.contrasenaRequerida).max(200),
  keepSession: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The refresh token itself never appears here: it travels only in an httpOnly cookie. */
export const ZSessionTokens = z.object({
  accessToken: z.string(),
  tokenExpire: z.iso.datetime(),
  sessionExpiresAt: z.iso.datetime(),
  userId: z.uuid(),
});
export type TSessionTokens = z.infer<typeof ZSessionTokens>;

/** Two-step sign-in: the password was right and a code went to the user's mail. */
export const ZOtpChallenge = z.object({
  challengeId: z.uuid(),
  otpLength: z.number().int(),
  expiresAt: z.iso.datetime(),
  passwordPolicyList: z.array(ZPasswordPolicy),
});
export type TOtpChallenge = z.infer<typeof ZOtpChallenge>;

export const ZLoginResponse = envelope(z.union([ZSessionTokens, ZOtpChallenge]));

export const ZOtpVerifyRequest = z.strictObject({
  challengeId: z.uuid(),
  code: z.string().regex(/^\d{4,8}$/, 'El código debe contener solo dígitos'),
});
export type TOtpVerifyRequest = z.infer<typeof ZOtpVerifyRequest>;
export const ZOtpVerifyResponse = envelope(ZSessionTokens);

export function isOtpChallenge(value: TSessionTokens | TOtpChallenge): value is TOtpChallenge {
  return 'challengeId' in value;
}
/** `respuesta: null` when the request carried no refresh cookie: no session, which is not an error. */
export const ZRefreshResponse = envelope(ZSessionTokens.nullable());
export const ZLogoutResponse = envelope(z.null());

export const REFRESH_COOKIE = 'avala_rt';
export const AUTH_LIMITS = {
  accessTokenMinutes: 10,
  sessionHours: 2,
  maxFailedLogins: 5,
  lockMinutes: 15,
  maxOtpAttempts: 5,
} as const;
