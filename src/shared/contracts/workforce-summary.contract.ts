import { WORKFORCE_MONTH_STATUSES, WORKFORCE_REASONS } from '../domain/workforce-match';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/**
 * The workers placed at the client's disposal (spec 2 §3 "Summary period", §7; issue 22):
 * GET /assortCfdiSua/serviceId/{id}[/month/{m}/year/{y}] answers `periodList`;
 * GET /assortByService/serviceId/{id} the service's workers across months;
 * GET /services/buildServiceAsTree/{id} the stages with their per-month summaries.
 */
export const ZWorkforceServiceParams = z.object({ id: z.uuid() });
export const ZWorkforceMonthParams = z.object({ id: z.uuid(), month: z.coerce.number().int().min(1).max(12), year: z.coerce.number().int().min(1990).max(9999) });

const ZStatus = z.enum(WORKFORCE_MONTH_STATUSES);
export const ZMatchedValue = z.object({ value: z.string().nullable(), ok: z.boolean() });
export const ZAssortDataRow = z.object({
  name: z.string(),
  curpPayroll: ZMatchedValue,
  rfcPayroll: ZMatchedValue,
  nssPayroll: ZMatchedValue,
  curpSua: ZMatchedValue,
  nssSua: ZMatchedValue,
  curpCfdi: ZMatchedValue,
  rfcCfdi: ZMatchedValue,
  nssCfdi: ZMatchedValue,
  /** Why the row stands out at the top (empty for the others). */
  reasons: z.array(z.enum(WORKFORCE_REASONS)),
  cfdiCount: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  messages: z.array(z.string()),
  isrDifference: z.string().nullable(),
  imssDifference: z.string().nullable(),
});
export type TAssortDataRow = z.infer<typeof ZAssortDataRow>;

export const ZResumenRequirement = z.object({ requirementName: z.string(), status: z.string() });
export const ZWorkforcePeriod = z.object({
  year: z.number().int(),
  month: z.number().int(),
  yearMonth: z.string(),
  monthString: z.string(),
  status: ZStatus,
  resumenRequirementList: z.array(ZResumenRequirement),
  hasDataPayRoll: z.boolean(),
  hasDataSua: z.boolean(),
  hasDataCfdi: z.boolean(),
  /** Counts of the month, so the month list needs no rows. */
  workers: z.number().int(),
  standingOut: z.number().int(),
  /** The month's rows: all of them in the one-month call, none in the months call. */
  assortDataRowList: z.array(ZAssortDataRow),
});
export type TWorkforcePeriod = z.infer<typeof ZWorkforcePeriod>;
export const ZWorkforcePeriods = z.object({ periodList: z.array(ZWorkforcePeriod) });
export type TWorkforcePeriods = z.infer<typeof ZWorkforcePeriods>;
export const ZWorkforcePeriodsResponse = envelope(ZWorkforcePeriods);

export const ZServiceWorkersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TServiceWorkersQuery = z.infer<typeof ZServiceWorkersQuery>;
export const ZServiceWorker = z.object({
  name: z.string(),
  curp: z.string().nullable(),
  rfc: z.string().nullable(),
  nss: z.string().nullable(),
  /** 'YYYY-MM', oldest first. */
  yearMonths: z.array(z.string()),
  openFlags: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  /** The months the worker stood out in the summary, and why (listed without a CFDI, paid but not in the SUA). */
  gaps: z.array(z.object({ yearMonth: z.string(), reason: z.enum(WORKFORCE_REASONS) })),
});
export type TServiceWorker = z.infer<typeof ZServiceWorker>;
export const ZServiceWorkers = z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int(), rows: z.array(ZServiceWorker) });
export type TServiceWorkers = z.infer<typeof ZServiceWorkers>;
export const ZServiceWorkersResponse = envelope(ZServiceWorkers);

export const ZStageResumenPeriod = z.object({
  year: z.number().int(),
  month: z.number().int(),
  yearMonth: z.string(),
  monthString: z.string(),
  status: z.string(),
  resumenRequirementList: z.array(ZResumenRequirement),
});
export const ZServiceTreeStage = z.object({ stageId: z.uuid(), stageName: z.string(), resumenPeriodList: z.array(ZStageResumenPeriod) });
export type TServiceTreeStage = z.infer<typeof ZServiceTreeStage>;
export const ZServiceTreeResponse = envelope(z.array(ZServiceTreeStage));
