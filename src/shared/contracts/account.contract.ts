import { ZPasswordPolicy } from '../domain/auth-policy';
import { z } from '../domain/zod-locale';
import { MENSAJES_CUENTA, VALIDACION } from '../labels/messages';
import { envelope } from './envelope';
import { email } from './fields';

const required = z.string({ error: VALIDACION.campoRequerido }).min(1, VALIDACION.campoRequerido);

const newPassword = required.min(10, MENSAJES_CUENTA.contrasenaMenor).max(20, MENSAJES_CUENTA.contrasenaMayor);

/** First-time activation (update_account): spec 1 §5, checked on submit only. */
export const ZActivateAccountRequest = z
  .strictObject({
    newPassword,
    newPasswordConfirm: required,
    // Missing reads as not accepted: a client that left them out gets the same message.
    acceptTerms: z.boolean({ error: MENSAJES_CUENTA.aceptarTerminos }).refine((v) => v, MENSAJES_CUENTA.aceptarTerminos),
    acceptPrivacy: z.boolean({ error: MENSAJES_CUENTA.aceptarPrivacidad }).refine((v) => v, MENSAJES_CUENTA.aceptarPrivacidad),
  })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { path: ['newPasswordConfirm'], error: MENSAJES_CUENTA.contrasenasNoCoinciden });
export type TActivateAccountRequest = z.infer<typeof ZActivateAccountRequest>;

/**
 * A new password after PASSWORD_EXPIRATION_DAYS (same /update_account screen): the same password
 * rules; the privacy notice and terms were accepted at the first activation, so they are not asked
 * again (sent or not, they are ignored). A TActivateAccountRequest is one too.
 */
export const ZRenewPasswordRequest = z
  .strictObject({ newPassword, newPasswordConfirm: required, acceptTerms: z.boolean().optional(), acceptPrivacy: z.boolean().optional() })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { path: ['newPasswordConfirm'], error: MENSAJES_CUENTA.contrasenasNoCoinciden });
export type TRenewPasswordRequest = z.infer<typeof ZRenewPasswordRequest>;

/**
 * The body PUT /users/me/activate accepts: only its shape. Which rules apply depends on the account
 * (first activation or expired password), so the service checks it against one of the two schemas
 * above and answers 400 with every field's message, as a route schema would.
 */
export const ZActivateAccountBody = z.strictObject({
  newPassword: z.string({ error: VALIDACION.campoRequerido }).optional(),
  newPasswordConfirm: z.string({ error: VALIDACION.campoRequerido }).optional(),
  acceptTerms: z.boolean().optional(),
  acceptPrivacy: z.boolean().optional(),
});
export type TActivateAccountBody = z.infer<typeof ZActivateAccountBody>;

/** Reset page: both required and equal; the server's policies decide the rest. */
export const ZResetConfirmRequest = z
  .strictObject({ newPassword: required.max(200), newPasswordConfirm: required })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { path: ['newPasswordConfirm'], error: MENSAJES_CUENTA.contrasenasNoCoinciden });
export type TResetConfirmRequest = z.infer<typeof ZResetConfirmRequest>;

export const ZResetEmailParams = z.object({
  email: email({ required: VALIDACION.correoRequerido, invalid: VALIDACION.correoInvalido }),
});
export const ZResetTokenParams = z.object({ token: z.string().min(16).max(200) });

export const ZResetTokenInfo = z.object({ email: z.string(), passwordPolicyList: z.array(ZPasswordPolicy) });
export const ZResetValidateResponse = envelope(ZResetTokenInfo);
/** On a policy failure `codigo` is 400 and `respuesta` lists every policy with `hasError`. */
export const ZResetConfirmResponse = envelope(z.array(ZPasswordPolicy));
export const ZPoliciesResponse = envelope(z.object({ passwordPolicyList: z.array(ZPasswordPolicy) }));
export const ZActivateResponse = envelope(z.null());

export const RESET_TOKEN_HOURS = 2;
