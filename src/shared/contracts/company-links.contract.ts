import { COMPANY_TYPES } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';
import { ZCounterpartCardFields } from './invitations.contract';

/**
 * Client ↔ provider links (spec 1 §7 `/companies/{id}/providers` and `/clients`). The generators
 * line lists providers flagged `generadores` (the "Mis Proveedores" card and the Proveedores tab)
 * and, for a provider's field user, the clients a generator can be filled for.
 */
export const LINK_PAGE_SIZE = 20;

/**
 * A search counts its matches up to this many: past it the chips say «Todos (100+)» and Físicas /
 * Morales show no number (a word as common as a surname would otherwise count tens of thousands of
 * providers on every keystroke; a search that broad asks for a narrower one, not for its count).
 * The same cap as the generators list's. At 1,000, counting a surname among 100,000 providers read
 * ~12,000 links (2–5 ms of the database per keystroke); at 200, «pena» took 1.4 ms instead of 2.2
 * (its matches sit together, so the walk does not shrink by five); at 100, «garcia» among the
 * generators' providers costs 1 ms of the database less than at 200.
 */
export const LINK_SEARCH_COUNT_CAP = 100;

export const ZLinkedCompaniesQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(LINK_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  type: z.enum(COMPANY_TYPES).optional(),
  /** Only companies with the generadores flag (providers) or with the GENERADORES product (clients). */
  generadores: z.stringbool().optional(),
  /** Only counterparts the caller keeps active (true) or deactivated (false); the home counters ask for true. */
  active: z.stringbool().optional(),
  /** The previous page's `nextCursor` (infinite scroll): the next page by keyset, without counting again. */
  after: z.string().max(600).optional(),
});
export type TLinkedCompaniesQuery = z.infer<typeof ZLinkedCompaniesQuery>;

export const ZLinkedCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  rfc: z.string(),
  type: z.enum(COMPANY_TYPES),
  email: z.string(),
  generadores: z.boolean(),
  status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
  profilePictureId: z.string().nullable(),
  ...ZCounterpartCardFields.shape,
});
export type TLinkedCompany = z.infer<typeof ZLinkedCompany>;

/**
 * `counts` are over the whole filtered set before `type`, for the chips Todos / Físicas / Morales;
 * they and `total` come with the first page of a filter set only (null on pages asked with `after`).
 * `countsCapped`: a search matched more than LINK_SEARCH_COUNT_CAP companies, so `counts` and
 * `total` are null on its first page too.
 */
export const ZLinkedCompaniesResponse = envelope(
  z.object({
    items: z.array(ZLinkedCompany),
    total: z.number().int().nullable(),
    counts: z.object({ todos: z.number().int(), fisica: z.number().int(), moral: z.number().int() }).nullable(),
    countsCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  }),
);
export type TLinkedCompanies = z.infer<typeof ZLinkedCompaniesResponse>['respuesta'];
