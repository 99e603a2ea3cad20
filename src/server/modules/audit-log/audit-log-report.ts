import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TAuditEntry } from '../../../shared/contracts/management-security.contract';
import { BITACORA_TEXTOS as T } from '../../../shared/labels/management-security';
import { safeCellText } from '../../xlsx/safe-cell';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Mexico_City' });

/** The Bitácora as xlsx, streamed batch by batch into `output` (same approach as generators-report.ts). */
export async function writeAuditLogReport(batches: AsyncIterable<TAuditEntry[]>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Avala';
  const sheet = workbook.addWorksheet(T.hoja);
  sheet.columns = T.columnas.map((header) => ({ header, width: 28 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) {
      sheet
        .addRow([
          when.format(new Date(row.at)),
          row.actionLabel,
          safeCellText(row.userName ?? T.sistema),
          safeCellText(row.userEmail ?? ''),
          safeCellText(row.entity ?? ''),
          safeCellText(row.ip ?? ''),
        ])
        .commit();
    }
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
