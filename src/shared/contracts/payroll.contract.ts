import { PAYROLL_FLAG_CODES, PAYROLL_FLAG_SEVERITIES, PAYROLL_VALIDATION_STATUSES } from '../domain/payroll-checks';
import { PAYROLL_UPLOAD_STATUSES } from '../domain/payroll-cfdi';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/** A service's payroll CFDI periods (spec 2 §7: POST /services/{id}/periods, GET …/periods/{periodId}/cfdis). */

export const ZPayrollUploadResult = z.object({
  fileName: z.string(),
  status: z.enum(PAYROLL_UPLOAD_STATUSES),
  message: z.string(),
  periodId: z.uuid().optional(),
});
export type TPayrollUploadResult = z.infer<typeof ZPayrollUploadResult>;
export const ZPayrollUploadResponse = envelope(z.array(ZPayrollUploadResult));

export const ZPayrollServiceParams = z.object({ id: z.uuid() });
export const ZPayrollPeriodParams = z.object({ id: z.uuid(), periodId: z.uuid() });
export const ZPayrollCfdiParams = z.object({ id: z.uuid(), periodId: z.uuid(), cfdiId: z.uuid() });
export const ZPayrollFileQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** Both or neither: a month's periods, or (without them) only the year-months that have periods. */
export const ZPayrollPeriodsQuery = z
  .object({ year: z.coerce.number().int().min(1990).max(9999).optional(), month: z.coerce.number().int().min(1).max(12).optional() })
  .refine((q) => (q.year === undefined) === (q.month === undefined), { message: 'Indique el año y el mes.', path: ['month'] });
export type TPayrollPeriodsQuery = z.infer<typeof ZPayrollPeriodsQuery>;

export const ZPayrollPeriod = z.object({
  id: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** SAT c_PeriodicidadPago code. */
  periodicity: z.string(),
  /** The period's folder in the provider's vault (shared with the client). */
  folderId: z.uuid().nullable(),
  employees: z.number().int(),
});
export type TPayrollPeriod = z.infer<typeof ZPayrollPeriod>;

export const ZPayrollYearMonth = z.object({ year: z.number().int(), month: z.number().int() });
export type TPayrollYearMonth = z.infer<typeof ZPayrollYearMonth>;

export const ZPayrollPeriods = z.object({ yearMonths: z.array(ZPayrollYearMonth), periods: z.array(ZPayrollPeriod) });
export type TPayrollPeriods = z.infer<typeof ZPayrollPeriods>;
export const ZPayrollPeriodsResponse = envelope(ZPayrollPeriods);

/** Amounts as decimal strings (numeric columns), null when the CFDI does not carry them. */
const amount = z.string().nullable();

/** How the recompute reached its figures (src/shared/mx calculators), pesos as decimal text. */
export const ZIsrWorking = z.object({
  year: z.number().int(),
  days: z.number(),
  taxable: z.string(),
  monthlyBase: z.string(),
  lowerLimit: z.string(),
  fixedFee: z.string(),
  ratePercent: z.string(),
  excess: z.string(),
  monthlyTax: z.string(),
  periodTax: z.string(),
  subsidyMonthly: z.string(),
  subsidyPeriod: z.string(),
  isr: z.string(),
});
export const ZImssBranch = z.object({ key: z.string(), label: z.string(), base: z.string(), ratePercent: z.string(), amount: z.string() });
export const ZImssWorking = z.object({ year: z.number().int(), days: z.number(), uma: z.string(), sbc: z.string(), sbcCapped: z.string(), branches: z.array(ZImssBranch), imss: z.string() });
/** Each side: the working, or (working null) the reason there is none, e.g. 'Sin tabla de ISR para 2027'. */
export const ZPayrollWorking = z.object({
  isr: z.object({ working: ZIsrWorking.nullable(), message: z.string().nullable() }),
  imss: z.object({ working: ZImssWorking.nullable(), message: z.string().nullable() }),
});
export type PayrollWorking = z.infer<typeof ZPayrollWorking>;

/** Spec 2 §3 isrConcept / imssConcept: amount = stamped, calculado = importeCalculado = recomputed, diferencia = stamped − recomputed. */
export const ZPayrollConcept = z.object({ amount, aportaciones: amount, calculado: amount, importeCalculado: amount, diferencia: amount });
export type TPayrollConcept = z.infer<typeof ZPayrollConcept>;

export const ZPayrollFlag = z.object({ code: z.enum(PAYROLL_FLAG_CODES), severity: z.enum(PAYROLL_FLAG_SEVERITIES), message: z.string() });
export type TPayrollFlag = z.infer<typeof ZPayrollFlag>;
/** status null only while a stored row waits for the recompute job. */
export const ZPayrollValidation = z.object({ status: z.enum(PAYROLL_VALIDATION_STATUSES).nullable(), flags: z.array(ZPayrollFlag) });

export const ZPayrollEmployeeRow = z.object({
  id: z.uuid(),
  uuid: z.string(),
  fileId: z.uuid(),
  fullName: z.string(),
  curp: z.string(),
  rfc: z.string(),
  nss: z.string(),
  employeeNumber: z.string(),
  dailySalary: amount,
  sbc: amount,
  paidDays: amount,
  periodicity: z.string(),
  totalPerceptions: amount,
  totalDeductions: amount,
  imss: amount,
  isr: amount,
  net: amount,
  isrConcept: ZPayrollConcept,
  imssConcept: ZPayrollConcept,
  validation: ZPayrollValidation,
  working: ZPayrollWorking.nullable(),
});
export type TPayrollEmployeeRow = z.infer<typeof ZPayrollEmployeeRow>;

/** The period table's filter: every worker, or only those whose CFDI has an error or a warning. */
export const PAYROLL_FINDING_FILTERS = ['TODOS', 'CON_ERRORES', 'CON_ADVERTENCIAS'] as const;
export type PayrollFindingFilter = (typeof PAYROLL_FINDING_FILTERS)[number];

/** A page of the period's employees: search by name, CURP, RFC or NSS (without accents) and a findings chip. */
export const ZPayrollPeriodQuery = z.object({
  q: z.string().trim().max(100).optional(),
  hallazgos: z.enum(PAYROLL_FINDING_FILTERS).default('TODOS'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TPayrollPeriodQuery = z.infer<typeof ZPayrollPeriodQuery>;
export type TPayrollPeriodQueryInput = z.input<typeof ZPayrollPeriodQuery>;

/** `total`: the rows the search and chip select; `counts`: each chip's count under the search. */
export const ZPayrollPeriodDetail = z.object({
  period: ZPayrollPeriod,
  employees: z.array(ZPayrollEmployeeRow),
  total: z.number().int(),
  counts: z.object({ TODOS: z.number().int(), CON_ERRORES: z.number().int(), CON_ADVERTENCIAS: z.number().int() }),
});
export type TPayrollPeriodDetail = z.infer<typeof ZPayrollPeriodDetail>;
export const ZPayrollPeriodDetailResponse = envelope(ZPayrollPeriodDetail);
