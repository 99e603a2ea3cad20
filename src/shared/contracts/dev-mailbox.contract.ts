import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

export const ZDevMail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['PENDING', 'SENT', 'FAILED']),
  createdAt: z.iso.datetime(),
});
export type TDevMail = z.infer<typeof ZDevMail>;

export const ZDevMailboxResponse = envelope(z.object({ items: z.array(ZDevMail), total: z.number().int() }));
export const ZDevMailboxQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
