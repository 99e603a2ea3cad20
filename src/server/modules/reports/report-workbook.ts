import type { Writable } from 'node:stream';
import { DOCUMENT_STATUS_CHIP } from '../../../shared/labels/compliance-documents';
import { monthName } from '../../../shared/labels/months';
import { EXCEL_REPORTE as X } from '../../../shared/labels/reports';
import { formatDate, formatIsoDayOrNull } from '../../../shared/mx/dates';
import { safeCellText } from '../../xlsx/safe-cell';
import { XlsxStreamWriter, type XlsxCell } from '../../xlsx/xlsx-stream-writer';
import type { WorkbookRow } from './reports.repository';

const C = X.columnas;
const R = X.resumen;
/** The detail sheet's columns, in order. */
export const REPORT_DETAIL_HEADERS = [C.cliente, C.rfcCliente, C.servicio, C.inicio, C.fin, C.etapa, C.grupo, C.requisito, C.periodo, C.estatus, C.fechaCarga, C.fechaValidacion, C.valido, C.comentarios] as const;
const DETAIL_WIDTHS = [36, 16, 32, 14, 14, 16, 28, 40, 16, 14, 14, 16, 28, 48];
export const REPORT_SUMMARY_HEADERS = [R.cliente, R.servicios, R.requisitos, R.aceptados, R.revision, R.rechazados, R.sinDocumento, R.porcentaje] as const;
const SUMMARY_WIDTHS = [36, 12, 12, 12, 12, 12, 14, 16];

/** yyyy-mm-dd (a date-only value) as dd/mm/aaaa, without passing through a time zone. */
const dateOnly = (iso: string | null) => formatIsoDayOrNull(iso) ?? X.indefinido;

interface ClientTally {
  name: string;
  services: Set<string>;
  requirements: number;
  accepted: number;
  review: number;
  rejected: number;
}

const percentage = (t: Pick<ClientTally, 'requirements' | 'accepted'>) => (t.requirements ? Math.floor((t.accepted * 100) / t.requirements) : 0);
const summaryRow = (name: string, t: Omit<ClientTally, 'name' | 'services'> & { services: number }): XlsxCell[] => [
  safeCellText(name),
  t.services,
  t.requirements,
  t.accepted,
  t.review,
  t.rejected,
  t.requirements - t.accepted - t.review - t.rejected,
  percentage(t),
];

/**
 * The provider's compliance workbook (ReporteIdealExcel): sheet "Cumplimiento" with one row per
 * client × service × requirement (every stage) and its newest document, streamed batch by batch;
 * sheet "Resumen" with each client's counts, tallied from the same rows as they pass.
 */
export async function writeReportWorkbook(batches: AsyncIterable<readonly WorkbookRow[]>, output: Writable): Promise<void> {
  const sheet = new XlsxStreamWriter(output, X.hojaDetalle, REPORT_DETAIL_HEADERS.map((header, i) => ({ header, width: DETAIL_WIDTHS[i] ?? 20 })), { creator: 'Avala', extraSheets: [X.hojaResumen] });
  const tallies = new Map<string, ClientTally>();
  for await (const rows of batches) {
    for (const row of rows) {
      const tally = tallies.get(row.clientId) ?? { name: row.clientName, services: new Set<string>(), requirements: 0, accepted: 0, review: 0, rejected: 0 };
      tallies.set(row.clientId, tally);
      tally.services.add(row.serviceId);
      tally.requirements++;
      if (row.status === 'ACCEPTED') tally.accepted++;
      else if (row.status === 'REVIEW') tally.review++;
      else if (row.status === 'REJECTED') tally.rejected++;
      sheet.addRow([
        safeCellText(row.clientName),
        safeCellText(row.clientRfc),
        safeCellText(row.serviceName),
        dateOnly(row.startDate),
        dateOnly(row.endDate),
        safeCellText(row.stageName),
        safeCellText(row.groupName),
        safeCellText(row.requirementName),
        row.year !== null && row.month !== null ? `${monthName(row.month)} ${row.year}` : '',
        row.status ? DOCUMENT_STATUS_CHIP[row.status].label : X.sinDocumento,
        row.uploadedAt ? formatDate(row.uploadedAt) : '',
        row.validatedAt ? formatDate(row.validatedAt) : '',
        safeCellText(row.validator ?? ''),
        safeCellText(row.comment ?? ''),
      ]);
    }
    await sheet.drain();
  }
  const list = [...tallies.values()];
  const total = list.reduce((a, t) => ({ services: a.services + t.services.size, requirements: a.requirements + t.requirements, accepted: a.accepted + t.accepted, review: a.review + t.review, rejected: a.rejected + t.rejected }), { services: 0, requirements: 0, accepted: 0, review: 0, rejected: 0 });
  const rows = [...list.map((t) => summaryRow(t.name, { ...t, services: t.services.size })), summaryRow(R.total, total)];
  await sheet.end([{ columns: REPORT_SUMMARY_HEADERS.map((header, i) => ({ header, width: SUMMARY_WIDTHS[i] ?? 14 })), rows }]);
}
