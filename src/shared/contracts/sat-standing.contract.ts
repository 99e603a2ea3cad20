import { z } from '../domain/zod-locale';

/**
 * Where a company appears on the current SAT lists (issue 23), carried by provider cards, group-home
 * cards and the service detail next to the spec's blacklist boolean, for the label's hover.
 */
export const ZSatListing = z.object({
  /** '69b' or the article 69 list's key ('firmes', 'no-localizados'…). */
  list: z.string(),
  /** 'Listado 69-B: Definitivo', 'Artículo 69: Firmes'. */
  label: z.string(),
  /** dd/mm/aaaa: the situation's DOF publication (69-B) or the entry's publication (69); null when SAT gave none. */
  date: z.string().nullable(),
});
export type TSatListing = z.infer<typeof ZSatListing>;

export const ZBlacklistDetail = z.object({
  listings: z.array(ZSatListing),
  /** dd/mm/aaaa: the publication of the 69-B list the label was read from; null before any import. */
  checkedAt: z.string().nullable(),
});
export type TBlacklistDetail = z.infer<typeof ZBlacklistDetail>;
