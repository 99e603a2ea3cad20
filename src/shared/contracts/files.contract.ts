import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/** What POST /api/v1/files answers: the stored file as the pipeline checked it. */
export const ZStoredFile = z.object({
  id: z.uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  cid: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;
export const ZStoredFileResponse = envelope(ZStoredFile);
export const ZFileIdParams = z.object({ id: z.uuid() });
