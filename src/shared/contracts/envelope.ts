import { ZPasswordPolicy } from '../domain/auth-policy';
import { z } from '../domain/zod-locale';

/** Every API answer: `codigo` 0 on success, otherwise the HTTP status; `mensaje` is for people. */
export const envelope = <T extends z.ZodType>(respuesta: T) =>
  z.object({ codigo: z.number().int(), respuesta, mensaje: z.string() });

export type TEnvelope<T> = { codigo: number; respuesta: T; mensaje: string };

/** Field path (dotted) → Spanish message, as sent with a 400. */
export const ZFieldErrors = z.record(z.string(), z.string());
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

export const ZErrorEnvelope = z.object({
  codigo: z.number().int(),
  respuesta: z
    .object({
      campos: ZFieldErrors.optional(),
      /** Password policies with `hasError`, when a new password breaks them. */
      politicas: z.array(ZPasswordPolicy).optional(),
    })
    .nullable(),
  mensaje: z.string(),
  /**
   * The stable ErrorCode (src/shared/contracts/errors.ts), for clients that must tell failures of
   * one status apart (a 409 "en proceso" is temporary, another 409 is not). Optional: older
   * answers and the static 404 carry none.
   */
  error: z.string().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
