import { REPSE_STATUSES } from '../domain/compliance';
import { RISK_CONTRACT_STATES, RISK_LEVELS, RISK_REASONS, RISK_SAT_STATES } from '../domain/risk-level';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/**
 * /dashboard/riesgos (issue 24): the client's providers with their risk level.
 * GET /api/v1/riesgos/{companyId} (a page) and GET /api/v1/riesgos/{companyId}/reporte-diario (xlsx).
 */

export const RISK_SORTS = ['nivel', 'nombre', 'cumplimiento'] as const;
export type RiskSort = (typeof RISK_SORTS)[number];

/** The ICSOE/SISUB column: the worst status of the provider's filings; SIN_DATO when unknown. */
export const RISK_FILING_STATES = ['PRESENTADO', 'POR_PRESENTAR', 'VENCIDO', 'SIN_DATO'] as const;
export type RiskFilingState = (typeof RISK_FILING_STATES)[number];

export const RISK_PAGE_SIZE = 50;
export const RISK_MAX_PAGE_SIZE = 200;

export const ZRiskParams = z.object({ companyId: z.uuid() });

/** What narrows the rows: a service name of the client, the month (yyyy-mm; default this month), a level, a search. */
export const ZRiskFilter = z.object({
  service: z.string().trim().max(200).optional(),
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Periodo inválido (aaaa-mm)' })
    .optional(),
  nivel: z.enum(RISK_LEVELS).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(RISK_SORTS).default('nivel'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type TRiskFilter = z.infer<typeof ZRiskFilter>;

export const ZRiskQuery = ZRiskFilter.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(RISK_MAX_PAGE_SIZE).default(RISK_PAGE_SIZE),
});
export type TRiskQuery = z.infer<typeof ZRiskQuery>;

export const ZRiskRow = z.object({
  providerId: z.uuid(),
  name: z.string(),
  rfc: z.string(),
  linkStatus: z.enum(['PENDING', 'ACCEPTED']),
  level: z.enum(RISK_LEVELS),
  reasons: z.array(z.enum(RISK_REASONS)),
  /** Accepted ÷ expected deliveries of the month (0–1); null when nothing is expected. */
  acceptedShare: z.number().nullable(),
  expected: z.number().int(),
  /** Of the expected deliveries, those already due (a month's fall due in the next one): 0 while the month runs. */
  due: z.number().int(),
  /** The share of each of the 12 months ending with the period, oldest first (null: nothing expected). */
  trend: z.array(z.number().nullable()),
  overdue: z.number().int(),
  rejected: z.number().int(),
  sat: z.enum(RISK_SAT_STATES),
  repse: z.enum(REPSE_STATUSES),
  filings: z.enum(RISK_FILING_STATES),
  /** Null: no payroll data read for this column. */
  payrollDifferences: z.number().int().nullable(),
  workersWithoutCfdi: z.number().int().nullable(),
  contract: z.enum(RISK_CONTRACT_STATES),
});
export type TRiskRow = z.infer<typeof ZRiskRow>;

export const ZRiskCounts = z.object({ ALTO: z.number().int(), MEDIO: z.number().int(), BAJO: z.number().int() });
export type TRiskCounts = z.infer<typeof ZRiskCounts>;

export const ZRiskPage = z.object({
  items: z.array(ZRiskRow),
  /** Rows of the chosen level (with the search and service). */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Per level, with the search and service but without the level. */
  counts: ZRiskCounts,
  /** Every provider of the company (no filter): 0 is 'No se ha configurado el tablero de riesgos'. */
  providers: z.number().int(),
  /** The client's service names for the service filter: the 200 most used, alphabetically. */
  services: z.array(z.string()),
  /** The month read (yyyy-mm) and the 12 months of the trend, oldest first. */
  period: z.string(),
  months: z.array(z.string()),
  /**
   * The board of this service and month is being computed for the first time (a client with
   * 100,000 providers takes ~30 s): no rows or counts yet; the screen says so and asks again.
   */
  computing: z.boolean(),
});
export type TRiskPage = z.infer<typeof ZRiskPage>;
export const ZRiskResponse = envelope(ZRiskPage);

/** ReporteDiario-{dd-mm-aaaa}.xlsx */
export const dailyReportName = (dmyDashed: string) => `ReporteDiario-${dmyDashed}.xlsx`;
