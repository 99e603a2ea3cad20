import type { Writable } from 'node:stream';
import type { TAuditEntry } from '../../../shared/contracts/management-security.contract';
import { BITACORA_TEXTOS as T } from '../../../shared/labels/management-security';
import { formatDateTime } from '../../../shared/mx/dates';
import { safeCellText } from '../../xlsx/safe-cell';
import { XlsxStreamWriter } from '../../xlsx/xlsx-stream-writer';

/** The Bitácora as xlsx, streamed batch by batch into `output` (as generators-report.ts). */
export async function writeAuditLogReport(batches: AsyncIterable<TAuditEntry[]>, output: Writable): Promise<void> {
  const sheet = new XlsxStreamWriter(output, T.hoja, T.columnas.map((header) => ({ header, width: 28 })), { creator: 'Avala' });
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow([
        formatDateTime(row.at),
        row.actionLabel,
        safeCellText(row.userName ?? T.sistema),
        safeCellText(row.userEmail ?? ''),
        safeCellText(row.entity ?? ''),
        safeCellText(row.ip ?? ''),
      ]);
    }
    await sheet.drain();
  }
  await sheet.end();
}
