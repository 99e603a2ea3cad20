import type { Writable } from 'node:stream';
import { GENERATOR_REPORT, generatorPaymentLabel, generatorStatusLabel, type GeneratorStatus } from '../../../shared/domain/generator';
import { safeCellText } from '../../xlsx/safe-cell';
import { XlsxStreamWriter } from '../../xlsx/xlsx-stream-writer';

/** dd-MM-yyyy, as the lists show dates; empty when missing. */
function displayDate(iso: string | null): string {
  return iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '';
}

const AMOUNT_COLUMN = 5;

/** One row of the report: what its columns show. */
export interface GeneratorReportRow {
  providerName: string;
  generatedCode: string;
  startDate: string | null;
  endDate: string | null;
  totalCents: number;
  city: string;
  status: GeneratorStatus;
  statusPago: string;
  statusBeforeStore: string | null;
}

/**
 * The list export, streamed: sheet "Reporte", the spec's columns 25 wide, amounts as numbers in MXN
 * format. Rows are deflated into `output` batch by batch, waiting whenever the client reads slower
 * than the database answers, so memory stays flat whatever the row count.
 */
export async function writeGeneratorsReport(batches: AsyncIterable<readonly GeneratorReportRow[]>, output: Writable): Promise<void> {
  const sheet = new XlsxStreamWriter(
    output,
    GENERATOR_REPORT.sheet,
    GENERATOR_REPORT.columns.map((header, index) => ({ header, width: GENERATOR_REPORT.columnWidth, ...(index + 1 === AMOUNT_COLUMN ? { numFmt: '"$"#,##0.00' } : {}) })),
    { creator: 'Avala' },
  );
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow([
        safeCellText(row.providerName),
        safeCellText(row.generatedCode),
        displayDate(row.startDate),
        displayDate(row.endDate),
        row.totalCents / 100,
        safeCellText(row.city),
        generatorStatusLabel(row.status),
        generatorPaymentLabel(row),
      ]);
    }
    await sheet.drain();
  }
  await sheet.end();
}
