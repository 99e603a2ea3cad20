import { SAT_69B_SITUATIONS } from '../domain/sat-lists';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';
import { ZConsultedList } from './sat-lookup.contract';
import { ZSatListing } from './sat-standing.contract';

/**
 * /dashboard/sat69b (issue 23, spec 2 §2 "Blacklist lookup"): the company's providers against the
 * current SAT 69 and 69-B lists. GET /general/analisis69/providers (a page) and
 * GET /general/analisis69/descargaExcel (every row as xlsx).
 */

/** The chips: by 69-B situation, on an article 69 list, or on no list at all. */
export const SAT_ANALYSIS_CHIPS = ['TODOS', 'DEFINITIVO', 'PRESUNTO', 'DESVIRTUADO', 'SENTENCIA_FAVORABLE', 'ARTICULO_69', 'SIN_COINCIDENCIAS'] as const;
export type SatAnalysisChip = (typeof SAT_ANALYSIS_CHIPS)[number];

export const SAT_ANALYSIS_PAGE_SIZE = 50;
export const SAT_ANALYSIS_MAX_PAGE_SIZE = 200;

/** What narrows the rows: the company, a search (name or RFC, no case nor accents) and a chip. */
export const ZSatAnalysisFilter = z.object({
  companyId: z.uuid(),
  q: z.string().trim().max(100).optional(),
  situacion: z.enum(SAT_ANALYSIS_CHIPS).default('TODOS'),
});
export type TSatAnalysisFilter = z.infer<typeof ZSatAnalysisFilter>;

export const ZSatAnalysisQuery = ZSatAnalysisFilter.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SAT_ANALYSIS_MAX_PAGE_SIZE).default(SAT_ANALYSIS_PAGE_SIZE),
});
export type TSatAnalysisQuery = z.infer<typeof ZSatAnalysisQuery>;

export const ZSatAnalysisRow = z.object({
  providerId: z.uuid(),
  name: z.string(),
  rfc: z.string(),
  /** The link's state: a provider still invited (PENDING) is listed too, as on the providers screen. */
  linkStatus: z.enum(['PENDING', 'ACCEPTED']),
  /** Spec 2 §4: true PERTENECE, false NO PERTENECE, null BAJO REVISIÓN (no 69-B list imported yet). */
  blacklist: z.boolean().nullable(),
  /** The provider's 69-B situation (Definitivo first when SAT lists it twice); null when not on the 69-B list. */
  situacion69b: z.enum(SAT_69B_SITUATIONS).nullable(),
  /** 'Definitivo', 'Presunto'…; null when not on the 69-B list. */
  situacion69bLabel: z.string().nullable(),
  /** dd/mm/aaaa: the situation's DOF publication, else the SAT page's; null when SAT gave none. */
  fecha69b: z.string().nullable(),
  /** The article 69 lists the provider appears on ('Artículo 69: Firmes') with their publication date. */
  articulo69: z.array(ZSatListing),
  /** The services between the company and this provider (not rejected). */
  servicios: z.number().int(),
});
export type TSatAnalysisRow = z.infer<typeof ZSatAnalysisRow>;

export const ZSatAnalysisCounts = z.object(Object.fromEntries(SAT_ANALYSIS_CHIPS.map((chip) => [chip, z.number().int()])) as Record<SatAnalysisChip, z.ZodNumber>);
export type TSatAnalysisCounts = z.infer<typeof ZSatAnalysisCounts>;

export const ZSatAnalysisPage = z.object({
  items: z.array(ZSatAnalysisRow),
  /** Rows of the chosen chip (with the search). */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Per chip over the whole company, with the search but without the chip. */
  counts: ZSatAnalysisCounts,
  /** The current lists the rows were read from and their publication dates. */
  listasConsultadas: z.array(ZConsultedList),
});
export type TSatAnalysisPage = z.infer<typeof ZSatAnalysisPage>;
export const ZSatAnalysisResponse = envelope(ZSatAnalysisPage);

/** analisis-69-69b-{rfc de la empresa}-{aaaa-mm-dd}.xlsx */
export const satAnalysisXlsxName = (rfc: string, isoDate: string) => `analisis-69-69b-${rfc}-${isoDate}.xlsx`;
