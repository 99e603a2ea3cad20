import { CONTRACT_CURRENCIES, CONTRACT_STATUSES } from '../domain/contracts';
import { DEFAULT_CFDI_FREQUENCY, PERIODICIDAD_PAGO_CODES } from '../domain/payroll-periodicity';
import { z } from '../domain/zod-locale';
import { MENSAJES_CONTRATO as M } from '../labels/contracts';
import { MENSAJES_SERVICIO_ETAPAS as MS } from '../labels/messages';
import { envelope } from './envelope';
import { isoDate, text } from './fields';

/** A service's contract and annexes (spec 2 §7: /services/{id}/contracts/*, /services/{id}/appendixs/*). */

export const ANNEX_NAME_MAX = 200;

export const CONTRACT_NAME_MAX = 200;
export const AMOUNT_MAX = 9_999_999_999_999;

/** A form or multipart value: blank text reads as absent, other text as the number it spells. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const numeric = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? Number(v) : v;
};
const missingOr = (required: string, invalid: string) => (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid);

/** Spec 2 §5: amount required, a number >= 0 (two decimals). */
const amount = z.number({ error: missingOr(M.campoRequerido, M.numeroPositivo) }).min(0, M.numeroPositivo).max(AMOUNT_MAX, M.numeroPositivo).multipleOf(0.01, M.numeroPositivo);
/** Spec 2 §5: employeesCount required, an integer >= 0. */
const employees = z.number({ error: missingOr(M.campoRequerido, M.debeSerEntero) }).int(M.debeSerEntero).min(0, M.debeSerEntero).max(1_000_000, M.debeSerEntero);
const cfdiFrequency = z.enum(PERIODICIDAD_PAGO_CODES, { error: M.periodicidadInvalida });
const optionalDate = z.preprocess(blankToUndefined, isoDate(M.fechaInvalida).optional());
const paymentStartDay = z.preprocess(numeric, z.number({ error: M.diaDelMes }).int(M.diaDelMes).min(1, M.diaDelMes).max(31, M.diaDelMes).optional());

const expirationNotBeforeStart = (value: { beginDate?: string | undefined; expirationDate?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.beginDate && value.expirationDate && value.expirationDate < value.beginDate) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: M.vencimientoMenorInicio });
};

/**
 * 'Modficar datos del contrato': start, expiration (not before start), currency, amount (>= 0);
 * employees and CFDI frequency when the dialog sends them.
 */
export const ZContractData = z
  .object({
    beginDate: isoDate(M.fechaInvalida, M.campoRequerido),
    expirationDate: isoDate(M.fechaInvalida, M.campoRequerido),
    currency: z.enum(CONTRACT_CURRENCIES, { error: M.campoRequerido }),
    amount,
    employees: employees.optional(),
    cfdiFrequency: cfdiFrequency.optional(),
  })
  .strict()
  .superRefine(expirationNotBeforeStart);
export type TContractData = z.infer<typeof ZContractData>;

/**
 * PUT /services/{id}/nominas/update: the service's payroll data kept on its contract — the workers
 * put at its disposal and the payroll CFDI periodicity — at least one of them.
 */
export const ZPayrollData = z
  .object({ employees: employees.optional(), cfdiFrequency: cfdiFrequency.optional() })
  .strict()
  .refine((value) => value.employees !== undefined || value.cfdiFrequency !== undefined, { message: MS.nominaSinDatos, path: ['employees'] });
export type TPayrollData = z.infer<typeof ZPayrollData>;

/**
 * The contract upload dialog's data (spec 2 §3 Contract, §5), sent as the multipart's text fields
 * before the PDF and checked by the same schema in the form. Title and amount required; currency
 * MXN by default; CFDI frequency Quincenal by default; employees required (an integer >= 0) except
 * on a generators service, where it is neither asked nor kept; the send date defaults to today
 * (the server's day in Mexico City when absent).
 */
export const contractUploadFields = (generators: boolean) =>
  z
    .object({
      name: z.string({ error: M.campoRequerido }).trim().min(1, M.campoRequerido).max(CONTRACT_NAME_MAX, M.tituloMuyLargo(CONTRACT_NAME_MAX)),
      amount: z.preprocess(numeric, amount),
      currency: z.preprocess(blankToUndefined, z.enum(CONTRACT_CURRENCIES, { error: M.campoRequerido }).default('MXN')),
      beginDate: optionalDate,
      expirationDate: optionalDate,
      cfdiFrequency: z.preprocess(blankToUndefined, cfdiFrequency.default(DEFAULT_CFDI_FREQUENCY)),
      employees: generators ? z.unknown().optional().transform(() => undefined) : z.preprocess(numeric, employees),
      sendDate: optionalDate,
      paymentStartDay,
    })
    .superRefine(expirationNotBeforeStart);
export type TContractUploadFields = z.output<ReturnType<typeof contractUploadFields>>;
export type TContractUploadInput = z.input<ReturnType<typeof contractUploadFields>>;
/** The multipart's text field names, in the order the client sends them (before the file). */
export const CONTRACT_UPLOAD_FIELDS = ['name', 'amount', 'currency', 'beginDate', 'expirationDate', 'cfdiFrequency', 'employees', 'sendDate', 'paymentStartDay'] as const;

/** The annex dialog's text field (the PDF travels as the multipart `file` part). */
export const ZAnnexFields = z.object({ name: text(M.campoRequerido, ANNEX_NAME_MAX) });

/** PUT …/contracts/validate and PUT …/appendixs/{annexId}: the other side's decision. */
export const ZContractValidation = z.object({
  validationStatus: z.object({ status: z.enum(['ACCEPTED', 'REJECTED']), comments: z.string().trim().max(1000).optional() }),
});
export type TContractValidation = z.infer<typeof ZContractValidation>;

const ZValidationStatus = z.object({ status: z.enum(CONTRACT_STATUSES), comments: z.string(), date: z.string().nullable() });

export const ZContractAnnex = z.object({ uid: z.uuid(), name: z.string(), fileId: z.uuid(), createdAt: z.string(), validationStatus: ZValidationStatus });
export type TContractAnnex = z.infer<typeof ZContractAnnex>;

export const ZServiceContract = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  name: z.string(),
  beginDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  currency: z.enum(CONTRACT_CURRENCIES),
  amount: z.number().nullable(),
  /** Approximate number of workers assigned to the service (null on contracts uploaded before it was asked, and for generators). */
  employees: z.number().int().nullable(),
  /** SAT c_PeriodicidadPago code of the payroll CFDI (PERIODICIDAD_PAGO). */
  cfdiFrequency: z.enum(PERIODICIDAD_PAGO_CODES).nullable(),
  /** Fecha de envío (yyyy-MM-dd). */
  sendDate: z.string().nullable(),
  /** Day of the month (1–31) the payments start. */
  paymentStartDay: z.number().int().nullable(),
  validationStatus: ZValidationStatus,
  /** The vault folder it is filed in (owner: the provider). */
  folderId: z.uuid().nullable(),
  providerCompanyId: z.uuid(),
  appendixs: z.array(ZContractAnnex),
  updatedAt: z.string(),
});
export type TServiceContract = z.infer<typeof ZServiceContract>;

/** GET …/contracts: the contract (null before the first upload) and what the viewer may do with it. */
export const ZServiceContractView = z.object({
  contract: ZServiceContract.nullable(),
  /** A generators service: the contract does not ask for the number of employees. */
  generators: z.boolean(),
  canUpload: z.boolean(),
  canValidate: z.boolean(),
});
export type TServiceContractView = z.infer<typeof ZServiceContractView>;

export const ZServiceContractViewResponse = envelope(ZServiceContractView);
export const ZServiceContractResponse = envelope(ZServiceContract);
export const ZContractAnnexResponse = envelope(ZContractAnnex);

export const ZContractServiceParams = z.object({ id: z.uuid() });
export const ZContractAnnexParams = z.object({ id: z.uuid(), annexId: z.uuid() });
export const ZContractFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
export const ZContractFileQuery = z.object({ download: z.enum(['0', '1']).optional() });
