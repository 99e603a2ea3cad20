import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { TRiskRow } from '../../../shared/contracts/risk-board.contract';
import { REPSE_LABELS } from '../../../shared/labels/counterparts';
import {
  EXCEL_REPORTE_DIARIO as X,
  PANTALLA_RIESGOS as P,
  RISK_CONTRACT_LABELS,
  RISK_FILING_LABELS,
  RISK_LEVEL_LABELS,
  RISK_REASON_LABELS,
  RISK_SAT_LABELS,
} from '../../../shared/labels/risk-board';
import { safeCellText } from '../../xlsx/safe-cell';
import { XlsxStreamWriter } from '../../xlsx/xlsx-stream-writer';
import { formatIsoDay } from '../../../shared/mx/dates';

const C = P.columnas;
/** The daily report's columns, the screen's order. */
export const DAILY_REPORT_HEADERS = [
  C.nivel,
  C.proveedor,
  C.rfc,
  C.cumplimiento,
  X.tendencia,
  C.vencidos,
  C.rechazados,
  C.sat,
  C.repse,
  C.declaraciones,
  C.nomina,
  C.sinCfdi,
  C.contrato,
  C.motivos,
] as const;
const WIDTHS = [8, 44, 16, 14, 40, 10, 11, 18, 14, 14, 12, 12, 14, 60];
const PERCENT_COLUMN = 3;

const pct = (share: number | null) => (share === null ? '' : `${String(Math.round(share * 100))} %`);

/** Every provider row as "Reporte Diario", then the line saying when and for which period. */
export async function writeDailyReport(rows: readonly TRiskRow[], meta: { today: string; months: readonly string[] }, output: Writable): Promise<void> {
  const sheet = new XlsxStreamWriter(
    output,
    X.hoja,
    DAILY_REPORT_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] ?? 14, ...(i === PERCENT_COLUMN ? { numFmt: '0%' } : {}) })),
    { creator: 'Avala' },
  );
  let written = 0;
  for (const row of rows) {
    sheet.addRow([
      RISK_LEVEL_LABELS[row.level],
      safeCellText(row.name),
      safeCellText(row.rfc),
      row.acceptedShare,
      row.trend.map(pct).map((p) => p || '—').join(' · '),
      row.overdue,
      row.rejected,
      RISK_SAT_LABELS[row.sat],
      REPSE_LABELS[row.repse],
      RISK_FILING_LABELS[row.filings],
      row.payrollDifferences ?? P.sinDato,
      row.workersWithoutCfdi ?? P.sinDato,
      RISK_CONTRACT_LABELS[row.contract],
      row.reasons.map((r) => RISK_REASON_LABELS[r]).join('; '),
    ]);
    written += 1;
    if (written % 1000 === 0) await sheet.drain();
  }
  const day = meta.today;
  sheet.addRow([]);
  sheet.addRow([X.generado(formatIsoDay(day), meta.months.at(-1) ?? '')]);
  await sheet.end();
}

/** The same file as bytes, kept by the board so a second download of the day is not written again. */
export async function dailyReportBytes(rows: readonly TRiskRow[], meta: { today: string; months: readonly string[] }): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(sink);
  await writeDailyReport(rows, meta, sink);
  await done;
  return Buffer.concat(chunks);
}
