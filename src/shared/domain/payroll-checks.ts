import { VALIDACION_NOMINA as V } from '../labels/payroll';
import { hasValidCurpCheckDigit, isCurpFormat } from '../mx/curp';
import { formatMxnCents, parseMxnToCents } from '../mx/money';
import { isNssFormat } from '../mx/nss';
import { PAYROLL_DIFFERENCE_TOLERANCE } from '../mx/payroll-tax';
import { hasValidRfcCheckDigit, isRfcFormat } from '../mx/rfc';
import { formatIsoDay } from '../mx/dates';

/**
 * The per-CFDI checks of a payroll upload (issue 22 "Recompute, don't count"), as pure rules: each
 * finding is a flag with its reason, never a silent pass. The ISR and IMSS figures come from the
 * calculators in src/shared/mx; this module only compares and words.
 */

/** Raise it when a rule changes: stored rows with an older version are checked again by the recompute job. */
export const PAYROLL_CHECKS_VERSION = 1;

/** Pesos: |diferencia| above this is an error (spec 2 §5). */
export const PAYROLL_DIFFERENCE_TOLERANCE_CENTS = PAYROLL_DIFFERENCE_TOLERANCE * 100;
/** Total = SubTotal − Descuento, to the cent. */
const TOTAL_TOLERANCE_CENTS = 1;

export const PAYROLL_FLAG_CODES = [
  'ISR_DIFERENCIA',
  'IMSS_DIFERENCIA',
  'ISR_SIN_CALCULO',
  'IMSS_SIN_CALCULO',
  'RFC_LABORA_AJENO',
  'SIN_SUBCONTRATACION',
  'FUERA_DEL_SERVICIO',
  'CURP_INVALIDA',
  'RFC_INVALIDO',
  'NSS_INVALIDO',
  'TOTAL_DESCUADRADO',
  'DIAS_EXCEDIDOS',
  'PAGO_DUPLICADO',
] as const;
export type PayrollFlagCode = (typeof PAYROLL_FLAG_CODES)[number];
export const PAYROLL_FLAG_SEVERITIES = ['error', 'warning'] as const;
export type PayrollFlagSeverity = (typeof PAYROLL_FLAG_SEVERITIES)[number];
export interface PayrollFlag {
  code: PayrollFlagCode;
  severity: PayrollFlagSeverity;
  message: string;
}

export const PAYROLL_VALIDATION_STATUSES = ['CORRECTO', 'CON_ADVERTENCIAS', 'CON_ERRORES'] as const;
export type PayrollValidationStatus = (typeof PAYROLL_VALIDATION_STATUSES)[number];

/** What a calculator answered: the amount, or why there is none ("Sin tabla de ISR para 2027"). */
export type TaxAmount = { ok: true; amount: string } | { ok: false; message: string };

export interface PayrollCheckInput {
  isr: { stamped: string | null; computed: TaxAmount };
  /** Stamped IMSS: deductions 001 plus 003 (aportaciones). */
  imss: { stamped: string | null; aportaciones: string | null; computed: TaxAmount };
  clientRfc: string;
  rfcLabora: string | null;
  specialised: boolean;
  service: { startDate: string; endDate: string | null };
  period: { startDate: string; endDate: string };
  curp: string;
  rfc: string;
  nss: string;
  subTotal: string | null;
  discount: string | null;
  total: string | null;
  paidDays: string | null;
}

export const centsOf = (amount: string | null | undefined): number => (amount ? (parseMxnToCents(amount) ?? 0) : 0);
export const amountOfCents = (cents: number): string => (cents / 100).toFixed(2);

/** diferencia = stamped − recomputed, in cents. */
export function differenceCents(stamped: string | null, computed: string): number {
  return centsOf(stamped) - centsOf(computed);
}

export function exceedsTolerance(diferencia: string | null): boolean {
  return diferencia !== null && Math.abs(centsOf(diferencia)) > PAYROLL_DIFFERENCE_TOLERANCE_CENTS;
}

/** The stamped IMSS of a CFDI: 001 amount plus 003 aportaciones. */
export function stampedImss(amount: string | null, aportaciones: string | null): string | null {
  if (amount === null && aportaciones === null) return null;
  return amountOfCents(centsOf(amount) + centsOf(aportaciones));
}

const ddmmyyyy = formatIsoDay;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** Days from start to end, both included. */
export const inclusiveDays = (startDate: string, endDate: string) => dayNumber(endDate) - dayNumber(startDate) + 1;

function taxFlags(input: PayrollCheckInput): PayrollFlag[] {
  const flags: PayrollFlag[] = [];
  const { isr, imss } = input;
  if (!isr.computed.ok) flags.push({ code: 'ISR_SIN_CALCULO', severity: 'error', message: V.sinTablaIsr(isr.computed.message) });
  else {
    const dif = differenceCents(isr.stamped, isr.computed.amount);
    if (Math.abs(dif) > PAYROLL_DIFFERENCE_TOLERANCE_CENTS)
      flags.push({ code: 'ISR_DIFERENCIA', severity: 'error', message: V.isrDiferencia(formatMxnCents(centsOf(isr.stamped)), formatMxnCents(centsOf(isr.computed.amount)), formatMxnCents(dif)) });
  }
  if (!imss.computed.ok) flags.push({ code: 'IMSS_SIN_CALCULO', severity: 'error', message: V.sinTablaImss(imss.computed.message) });
  else {
    const stamped = stampedImss(imss.stamped, imss.aportaciones);
    const dif = differenceCents(stamped, imss.computed.amount);
    if (Math.abs(dif) > PAYROLL_DIFFERENCE_TOLERANCE_CENTS)
      flags.push({ code: 'IMSS_DIFERENCIA', severity: 'error', message: V.imssDiferencia(formatMxnCents(centsOf(stamped)), formatMxnCents(centsOf(imss.computed.amount)), formatMxnCents(dif)) });
  }
  return flags;
}

function placementFlags(input: PayrollCheckInput): PayrollFlag[] {
  const flags: PayrollFlag[] = [];
  const client = input.clientRfc.trim().toUpperCase();
  if (input.rfcLabora && input.rfcLabora.trim().toUpperCase() !== client) flags.push({ code: 'RFC_LABORA_AJENO', severity: 'error', message: V.rfcLaboraAjeno(input.rfcLabora, client) });
  if (!input.rfcLabora && input.specialised) flags.push({ code: 'SIN_SUBCONTRATACION', severity: 'warning', message: V.sinSubcontratacion });
  const { service, period } = input;
  if (period.endDate < service.startDate || (service.endDate !== null && period.startDate > service.endDate)) {
    const vigencia = V.vigenciaServicio(ddmmyyyy(service.startDate), service.endDate ? ddmmyyyy(service.endDate) : null);
    flags.push({ code: 'FUERA_DEL_SERVICIO', severity: 'error', message: V.fueraDelServicio(ddmmyyyy(period.startDate), ddmmyyyy(period.endDate), vigencia) });
  }
  return flags;
}

function documentFlags(input: PayrollCheckInput): PayrollFlag[] {
  const flags: PayrollFlag[] = [];
  if (!isCurpFormat(input.curp) || !hasValidCurpCheckDigit(input.curp)) flags.push({ code: 'CURP_INVALIDA', severity: 'warning', message: V.curpInvalida(input.curp) });
  if (!isRfcFormat(input.rfc) || !hasValidRfcCheckDigit(input.rfc)) flags.push({ code: 'RFC_INVALIDO', severity: 'warning', message: V.rfcInvalido(input.rfc) });
  if (!isNssFormat(input.nss)) flags.push({ code: 'NSS_INVALIDO', severity: 'warning', message: V.nssInvalido(input.nss) });
  const expected = centsOf(input.subTotal) - centsOf(input.discount);
  if (Math.abs(centsOf(input.total) - expected) > TOTAL_TOLERANCE_CENTS)
    flags.push({ code: 'TOTAL_DESCUADRADO', severity: 'error', message: V.totalDescuadrado(formatMxnCents(centsOf(input.total)), formatMxnCents(expected)) });
  const periodDays = inclusiveDays(input.period.startDate, input.period.endDate);
  if (input.paidDays !== null && Number(input.paidDays) > periodDays)
    flags.push({ code: 'DIAS_EXCEDIDOS', severity: 'error', message: V.diasExcedidos(String(Number(input.paidDays)), periodDays) });
  return flags;
}

/** Every flag of one CFDI on its own (the duplicate check needs its period: see withDuplicates). */
export function payrollFlags(input: PayrollCheckInput): PayrollFlag[] {
  return [...taxFlags(input), ...placementFlags(input), ...documentFlags(input)];
}

/** A worker's identity in a period: the CURP, else the RFC. */
export const workerKey = (row: { curp: string; rfc: string }) => (row.curp.trim() ? `CURP:${row.curp.trim().toUpperCase()}` : `RFC:${row.rfc.trim().toUpperCase()}`);

/** The flags with the duplicate flag set for `times` CFDI of the worker in the period (none when below 2). */
export function withDuplicates(flags: readonly PayrollFlag[], times: number): PayrollFlag[] {
  const rest = flags.filter((f) => f.code !== 'PAGO_DUPLICADO');
  return times > 1 ? [...rest, { code: 'PAGO_DUPLICADO', severity: 'error', message: V.pagoDuplicado(times) }] : rest;
}

export function validationStatusOf(flags: readonly PayrollFlag[]): PayrollValidationStatus {
  if (flags.some((f) => f.severity === 'error')) return 'CON_ERRORES';
  return flags.length ? 'CON_ADVERTENCIAS' : 'CORRECTO';
}
