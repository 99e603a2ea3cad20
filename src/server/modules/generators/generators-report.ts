import ExcelJS from 'exceljs';
import { GENERATOR_REPORT, paymentStatusLabel, reportStatusLabel } from '../../../shared/domain/generator';
import type { TGeneratorLite } from '../../../shared/contracts/generators.contract';
import { safeCellText } from '../../xlsx/safe-cell';

/** dd-MM-yyyy, as the lists show dates; empty when missing. */
function displayDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** The list export: sheet "Reporte", the spec's columns 25 wide; amounts as numbers in MXN format. */
export async function buildGeneratorsReport(rows: TGeneratorLite[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Avala';
  const sheet = workbook.addWorksheet(GENERATOR_REPORT.sheet);
  sheet.columns = GENERATOR_REPORT.columns.map((header) => ({ header, width: GENERATOR_REPORT.columnWidth }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      safeCellText(row.providerName),
      safeCellText(row.generatedCode),
      displayDate(row.startDate),
      displayDate(row.endDate),
      row.totalCents / 100,
      safeCellText(row.city),
      reportStatusLabel(row.status),
      paymentStatusLabel(row.statusPago),
    ]);
  }
  sheet.getColumn(5).numFmt = '"$"#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
