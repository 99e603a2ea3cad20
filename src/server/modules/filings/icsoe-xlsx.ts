import type { Writable } from 'node:stream';
import { FILINGS_TEXT, ICSOE_HEADERS } from '../../../shared/labels/filings';
import { safeCellText } from '../../xlsx/safe-cell';
import { XlsxStreamWriter } from '../../xlsx/xlsx-stream-writer';
import type { FilingData } from './filing-data';
import { ddmmyyyy } from './sisub-csv';

const WIDTHS = [13, 8, 16, 16, 18, 30, 16, 36, 40, 36, 14, 14, 18, 9, 14, 14, 14, 16];
const MONEY = '#,##0.00';

/**
 * ICSOE-{rfc}-{year}-{period}.xlsx: the information the IMSS ICSOE form asks per contract (Ley del
 * Seguro Social art. 15-A), one row per contract, for the provider to copy from. Numbers stay numbers.
 */
export async function writeIcsoeXlsx(data: FilingData, output: Writable): Promise<void> {
  const sheet = new XlsxStreamWriter(
    output,
    FILINGS_TEXT.hojaIcsoe,
    ICSOE_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] ?? 16, ...(i === 12 || i === 17 ? { numFmt: MONEY } : {}) })),
    { creator: 'Avala' },
  );
  const nrp = data.provider.registrosPatronales.join(' ');
  const text = (v: string) => safeCellText(v);
  for (const c of data.contracts) {
    sheet.addRow([
      data.period.period,
      data.period.year,
      text(data.provider.rfc),
      text(nrp),
      text(data.provider.repse),
      text(c.contractName),
      text(c.clientRfc),
      text(c.clientName),
      text(c.clientAddress),
      text(c.object),
      ddmmyyyy(c.start),
      ddmmyyyy(c.end),
      c.amount ? Number(c.amount) : null,
      c.currency,
      c.estimatedWorkers,
      c.workersInPeriod,
      c.daysPaid,
      Number(c.sbcTotal),
    ]);
  }
  await sheet.end();
}
