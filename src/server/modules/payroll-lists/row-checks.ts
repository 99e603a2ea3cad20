import type { TRowIssue } from '../../../shared/contracts/payroll-lists.contract';
import { CURP_PATTERN, CURP_STATES, hasValidCurpCheckDigit } from '../../../shared/mx/curp';
import { isNssFormat, NSS_PATTERN } from '../../../shared/mx/nss';
import { hasValidRfcCheckDigit, isRfcFormat } from '../../../shared/mx/rfc';
import { MOTIVOS_FILA as R } from '../../../shared/labels/payroll-lists';

/** A sheet's non-empty rows: `index` is the spreadsheet's (or CSV's) 1-based row number. */
export interface SheetRow {
  index: number;
  cells: readonly string[];
}

export interface PayrollListRecord {
  rowNumber: number;
  name: string;
  curp: string;
  rfc: string;
  nss: string;
  /** Pesos with two decimals, e.g. "363.26". */
  dailySalary: string;
  days: number;
}

export interface SuaRecord {
  rowNumber: number;
  nss: string;
  curp: string;
  name: string;
  days: number;
  sbc: string;
  absences: number;
  incapacities: number;
}

export interface RowCheck<T> {
  records: T[];
  errors: TRowIssue[];
  warnings: TRowIssue[];
}

/** "Días pagados" → "dias pagados": headers match without accents, case or extra spaces. */
export const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Where each wanted column is in the header row (by any of its names), and which are missing. */
export function locateColumns<K extends string>(header: readonly string[], wanted: Record<K, { header: string; aliases: readonly string[] }>) {
  const keys = header.map(headerKey);
  const at = {} as Record<K, number>;
  const missing: string[] = [];
  for (const [name, spec] of Object.entries(wanted) as [K, { header: string; aliases: readonly string[] }][]) {
    const names = [spec.header, ...spec.aliases].map(headerKey);
    const index = keys.findIndex((k) => names.includes(k));
    at[name] = index;
    if (index < 0) missing.push(spec.header);
  }
  return { at, missing };
}

/** "$1,234.5" → "1234.50"; null when not a positive amount below a million pesos a day. */
export function positiveAmount(text: string): string | null {
  const clean = text.replace(/[$\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  if (!Number.isFinite(cents) || cents <= 0 || cents >= 100_000_000) return null;
  return (cents / 100).toFixed(2);
}

/** A whole number of days in [min, 31]; null otherwise ("15.0" from a number cell counts). */
export function dayCount(text: string, min: number): number | null {
  const clean = text.trim().replace(/\.0+$/, '');
  if (!/^\d{1,2}$/.test(clean)) return null;
  const days = Number(clean);
  return days >= min && days <= 31 ? days : null;
}

/** The CURP's reason for refusal, or null when it is valid (format, state, check digit). */
export function curpProblem(curp: string): string | null {
  if (!curp) return R.curpVacia;
  if (!CURP_PATTERN.test(curp)) return R.curpFormato(curp);
  if (!(CURP_STATES as readonly string[]).includes(curp.slice(11, 13))) return R.curpEntidad(curp);
  if (!hasValidCurpCheckDigit(curp)) return R.curpDigito(curp);
  return null;
}

export function nssProblem(nss: string): string | null {
  if (!nss) return R.nssVacio;
  if (!NSS_PATTERN.test(nss)) return R.nssFormato(nss);
  if (!isNssFormat(nss)) return R.nssDigito(nss);
  return null;
}

/** The RFC's refusal (format) or warning (check digit), never both. */
export function rfcProblem(rfc: string): { error?: string; warning?: string } {
  if (!rfc) return { error: R.rfcVacio };
  if (!isRfcFormat(rfc)) return { error: R.rfcFormato(rfc) };
  if (!hasValidRfcCheckDigit(rfc)) return { warning: R.rfcDigito(rfc) };
  return {};
}

const identity = (text: string | undefined) => (text ?? '').replace(/\s+/g, '').toUpperCase();

/** Collects a row's issues with its number and column, the message led by "Fila n:". */
export function issueSink(into: TRowIssue[], row: number) {
  return (column: string, reason: string | null | undefined) => {
    if (reason) into.push({ row, column, message: R.fila(row, reason) });
  };
}

/** A text cell, trimmed ('' for a missing column); an identity cell (CURP, RFC, NSS) upper case without spaces. */
export const cellOf = (cells: readonly string[], index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
export const idCellOf = (cells: readonly string[], index: number) => identity(cellOf(cells, index));
