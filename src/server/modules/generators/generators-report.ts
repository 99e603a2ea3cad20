import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { GENERATOR_REPORT, generatorPaymentLabel, generatorStatusLabel } from '../../../shared/domain/generator';
import type { TGeneratorLite } from '../../../shared/contracts/generators.contract';
import { safeCellText } from '../../xlsx/safe-cell';

/** dd-MM-yyyy, as the lists show dates; empty when missing. */
function displayDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

const AMOUNT_COLUMN = 5;

/**
 * The list export, streamed: sheet "Reporte", the spec's columns 25 wide, amounts as numbers in MXN
 * format. Rows are written and flushed batch by batch straight into `output`, waiting whenever the
 * client reads slower than the database answers, so memory stays flat whatever the row count.
 */
export async function writeGeneratorsReport(batches: AsyncIterable<TGeneratorLite[]>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Avala';
  const sheet = workbook.addWorksheet(GENERATOR_REPORT.sheet);
  sheet.columns = GENERATOR_REPORT.columns.map((header, index) => ({
    header,
    width: GENERATOR_REPORT.columnWidth,
    ...(index + 1 === AMOUNT_COLUMN ? { style: { numFmt: '"$"#,##0.00' } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) {
      sheet
        .addRow([
          safeCellText(row.providerName),
          safeCellText(row.generatedCode),
          displayDate(row.startDate),
          displayDate(row.endDate),
          row.totalCents / 100,
          safeCellText(row.city),
          generatorStatusLabel(row.status),
          generatorPaymentLabel(row),
        ])
        .commit();
    }
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
