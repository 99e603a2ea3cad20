import type { FilingData } from './filing-data';
import { formatIsoDayOrNull } from '../../../shared/mx/dates';

/*
 * SISUB (INFONAVIT, Ley del Infonavit art. 29 Bis) — the three CSV files a REPSE provider uploads
 * each four-month period, pre-filled from Avala's records.
 *
 * Source: INFONAVIT's "Guía de usuario para el servicio Sistema de Información de Subcontratación
 * (SISUB)" and "Instructivo de llenado de los Archivos XLS del SISUB" (Portal Empresarial; versions
 * of 2021 and the 2022 update, as quoted by idconline.mx 2022-09-14, contadormx.com "SISUB plantilla
 * de trabajadores" and "Errores comunes del SISUB"). What they establish: the file names
 * 1_SISUB_Ley_29_bis_Sujeto obligado, 2_SISUB_Ley_29_bis_Contratos, 3_SISUB_Ley_29_bis_DetalleTrab;
 * one set per RFC covering every registro patronal of it; the period as "cuatrimestre que se declara"
 * (1 = enero–abril, 2 = mayo–agosto, 3 = septiembre–diciembre) and the year; the contract with its
 * beneficiary's RFC and name; per worker NSS, CURP, RFC, name and salario base; comma-delimited CSV,
 * only the cells that carry data, no line break after the last row. The exact column order of the
 * official .xls guide files (handed out only inside the Portal Empresarial) could not be obtained:
 * the columns below follow the guide's fields in its order, with a header row the provider can check
 * against the current guide before uploading (delete it if the portal refuses headers).
 *
 * Encoding UTF-8 (no BOM), CRLF between rows, RFC 4180 quoting (a field with a comma, quote or line
 * break is quoted, quotes doubled). Dates dd/mm/aaaa; amounts with a point and two decimals, no
 * thousands separator.
 *
 * 1_SISUB_Ley_29_bis_Sujeto obligado — one row per registro patronal seen in the period's CFDIs
 *   (one row with it empty when none): CUATRIMESTRE, ANIO, RFC_SUJETO_OBLIGADO, NOMBRE_RAZON_SOCIAL,
 *   REGISTRO_PATRONAL, FOLIO_REPSE (companies.repses), DOMICILIO_FISCAL, NUMERO_CONTRATOS,
 *   NUMERO_TRABAJADORES.
 * 2_SISUB_Ley_29_bis_Contratos — one row per contract (accepted service overlapping the period):
 *   CUATRIMESTRE, ANIO, RFC_SUJETO_OBLIGADO, NUMERO_CONTRATO (the contract's name; the service's when
 *   no contract was uploaded), RFC_BENEFICIARIO, NOMBRE_RAZON_SOCIAL_BENEFICIARIO,
 *   DOMICILIO_BENEFICIARIO, OBJETO_CONTRATO (the service), FECHA_INICIO, FECHA_TERMINO,
 *   MONTO_CONTRATO, MONEDA, NUMERO_TRABAJADORES_ESTIMADO (contract's employees, empty when not
 *   stated), NUMERO_TRABAJADORES_CUATRIMESTRE (distinct workers with a payroll CFDI in the period).
 * 3_SISUB_Ley_29_bis_DetalleTrab — one row per worker and contract paid in the period (CFDIs whose
 *   pay period ends in it): CUATRIMESTRE, ANIO, RFC_SUJETO_OBLIGADO, REGISTRO_PATRONAL,
 *   NUMERO_CONTRATO, RFC_BENEFICIARIO, NSS, CURP, RFC_TRABAJADOR, NOMBRE_TRABAJADOR,
 *   SALARIO_BASE_COTIZACION (newest CFDI's SBC), DIAS_PAGADOS (sum of NumDiasPagados).
 */

export const SISUB_HEADERS = {
  1: ['CUATRIMESTRE', 'ANIO', 'RFC_SUJETO_OBLIGADO', 'NOMBRE_RAZON_SOCIAL', 'REGISTRO_PATRONAL', 'FOLIO_REPSE', 'DOMICILIO_FISCAL', 'NUMERO_CONTRATOS', 'NUMERO_TRABAJADORES'],
  2: [
    'CUATRIMESTRE',
    'ANIO',
    'RFC_SUJETO_OBLIGADO',
    'NUMERO_CONTRATO',
    'RFC_BENEFICIARIO',
    'NOMBRE_RAZON_SOCIAL_BENEFICIARIO',
    'DOMICILIO_BENEFICIARIO',
    'OBJETO_CONTRATO',
    'FECHA_INICIO',
    'FECHA_TERMINO',
    'MONTO_CONTRATO',
    'MONEDA',
    'NUMERO_TRABAJADORES_ESTIMADO',
    'NUMERO_TRABAJADORES_CUATRIMESTRE',
  ],
  3: ['CUATRIMESTRE', 'ANIO', 'RFC_SUJETO_OBLIGADO', 'REGISTRO_PATRONAL', 'NUMERO_CONTRATO', 'RFC_BENEFICIARIO', 'NSS', 'CURP', 'RFC_TRABAJADOR', 'NOMBRE_TRABAJADOR', 'SALARIO_BASE_COTIZACION', 'DIAS_PAGADOS'],
} as const;

export type SisubFileNumber = 1 | 2 | 3;
type Cell = string | number | null | undefined;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF and no line break after the last one (the SISUB portal reads one as an empty row). */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' ('' stays ''). */
export const ddmmyyyy = (iso: string) => formatIsoDayOrNull(iso) ?? '';
const trimDays = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, ''));

/** The rows (header first) of one SISUB file. */
export function sisubRows(data: FilingData, file: SisubFileNumber): Cell[][] {
  const { period, year } = data.period;
  const rfc = data.provider.rfc;
  if (file === 1) {
    const patronales = data.provider.registrosPatronales.length ? data.provider.registrosPatronales : [''];
    return [
      [...SISUB_HEADERS[1]],
      ...patronales.map((nrp) => [period, year, rfc, data.provider.name, nrp, data.provider.repse, data.provider.address, data.contracts.length, new Set(data.workers.map((w) => w.curp || w.rfc || w.nss)).size]),
    ];
  }
  if (file === 2) {
    return [
      [...SISUB_HEADERS[2]],
      ...data.contracts.map((c) => [period, year, rfc, c.contractName, c.clientRfc, c.clientName, c.clientAddress, c.object, ddmmyyyy(c.start), ddmmyyyy(c.end), c.amount, c.currency, c.estimatedWorkers ?? '', c.workersInPeriod]),
    ];
  }
  return [[...SISUB_HEADERS[3]], ...data.workers.map((w) => [period, year, rfc, w.registroPatronal, w.contractName, w.clientRfc, w.nss, w.curp, w.rfc, w.name, w.sbc, trimDays(w.daysPaid)])];
}

/** One SISUB file as UTF-8 bytes. */
export function sisubCsv(data: FilingData, file: SisubFileNumber): Buffer {
  return Buffer.from(toCsv(sisubRows(data, file)), 'utf8');
}
