import { SAT_69_LISTS } from '../domain/sat-lists';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/** The SAT lists' imports (issue 23): POST /sat/lists/69b/import, POST /sat/lists/69/import, GET /sat/lists. */

/** '69b' for the 69-B list, else one of the seven article 69 lists. */
export const SAT_LIST_KEYS = ['69b', ...SAT_69_LISTS] as const;
export type SatListKey = (typeof SAT_LIST_KEYS)[number];

export const ZSatSnapshot = z.object({
  id: z.uuid(),
  kind: z.enum(['69B', '69']),
  list: z.enum(SAT_LIST_KEYS),
  publishedAt: z.string().nullable(),
  source: z.enum(['ARCHIVO', 'DESCARGA']),
  sourceName: z.string(),
  rowsRead: z.number().int(),
  rowsKept: z.number().int(),
  rowsSuppressed: z.number().int(),
  rowsFiller: z.number().int(),
  rowsInvalid: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type TSatSnapshot = z.infer<typeof ZSatSnapshot>;

export const ZSatImportResult = z.object({ same: z.boolean(), snapshot: ZSatSnapshot });
export type TSatImportResult = z.infer<typeof ZSatImportResult>;
export const ZSatImportResponse = envelope(ZSatImportResult);

export const ZSatRunFailure = z.object({ id: z.uuid(), list: z.enum(SAT_LIST_KEYS), url: z.string(), error: z.string(), createdAt: z.string() });
export type TSatRunFailure = z.infer<typeof ZSatRunFailure>;

export const ZSatListsOverview = z.object({ current: z.array(ZSatSnapshot), history: z.array(ZSatSnapshot), failures: z.array(ZSatRunFailure) });
export type TSatListsOverview = z.infer<typeof ZSatListsOverview>;
export const ZSatListsOverviewResponse = envelope(ZSatListsOverview);
