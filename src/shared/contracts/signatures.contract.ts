import { z } from '../domain/zod-locale';
import { MENSAJES_FIRMA as M } from '../labels/messages';
import { envelope } from './envelope';

export const SIGNATURE_LIMITS = { linkDays: 7, codeLength: 6, codeMinutes: 10, maxCodeAttempts: 5 } as const;

export const ZSignerView = z.object({ role: z.string(), name: z.string(), signed: z.boolean(), signedAt: z.iso.datetime().nullable() });

export const ZSigningSession = z.object({
  generatedCode: z.string(),
  providerName: z.string(),
  clientName: z.string(),
  documentSha256: z.string(),
  processStatus: z.enum(['IN_PROGRESS', 'COMPLETED', 'CANCELLED']),
  signer: ZSignerView.extend({ email: z.string() }),
  signers: z.array(ZSignerView),
});
export type TSigningSession = z.infer<typeof ZSigningSession>;

export const ZSignTokenParams = z.object({ token: z.string().min(20).max(200) });

export const ZSignRequest = z.strictObject({
  typedName: z.string({ error: M.nombreRequerido }).trim().min(3, M.nombreRequerido).max(200),
  /** The drawn signature as a PNG (base64, without the data: prefix). */
  signaturePng: z.base64({ error: M.firmaRequerida }).min(100, M.firmaRequerida).max(700_000, M.firmaRequerida),
  code: z.string().regex(/^\d{6}$/, M.codigoInvalido),
});
export type TSignRequest = z.infer<typeof ZSignRequest>;

export const ZSigningSessionResponse = envelope(ZSigningSession);
export const ZSignProcessResponse = envelope(z.object({ processId: z.uuid(), pdfFileId: z.uuid(), signers: z.array(ZSignerView) }));
