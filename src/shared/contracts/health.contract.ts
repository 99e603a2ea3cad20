import { z } from '../domain/zod-locale';

export const ZHealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']), version: z.string() });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
