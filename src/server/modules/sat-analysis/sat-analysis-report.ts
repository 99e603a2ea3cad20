import type { Writable } from 'node:stream';
import type { TSatAnalysisRow } from '../../../shared/contracts/sat-analysis.contract';
import type { TConsultedList } from '../../../shared/contracts/sat-lookup.contract';
import { blacklistLabel } from '../../../shared/labels/counterparts';
import { EXCEL_ANALISIS_SAT as X, PANTALLA_ANALISIS_SAT as P } from '../../../shared/labels/sat-analysis';
import { safeCellText } from '../../xlsx/safe-cell';
import { XlsxStreamWriter } from '../../xlsx/xlsx-stream-writer';

const C = P.columnas;
/** The screen's columns, in its order. */
export const SAT_ANALYSIS_HEADERS = [C.proveedor, C.rfc, C.listaNegra, C.situacion, C.fecha, C.articulo69, C.servicios] as const;
const WIDTHS = [48, 18, 18, 22, 14, 48, 12];

const articulo69 = (row: TSatAnalysisRow) => row.articulo69.map((l) => (l.date ? `${l.label} (${l.date})` : l.label)).join('; ');
const name = (row: TSatAnalysisRow) => (row.linkStatus === 'PENDING' ? `${row.name} (${X.pendiente})` : row.name);

/** The line naming the lists the rows were read from, written after the rows (the writer's first row is the header). */
export function consultedListsLine(lists: readonly TConsultedList[]): string {
  return lists.length ? X.listasConsultadas(lists.map((l) => P.publicado(l.label, l.publishedAt)).join('; ')) : X.sinListas;
}

/** Every row of the analysis as xlsx, streamed into `output` batch by batch. */
export async function writeSatAnalysisReport(batches: AsyncIterable<readonly TSatAnalysisRow[]>, lists: readonly TConsultedList[], output: Writable): Promise<void> {
  const sheet = new XlsxStreamWriter(output, X.hoja, SAT_ANALYSIS_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] ?? 20 })), { creator: 'Avala' });
  for await (const rows of batches) {
    for (const row of rows) {
      sheet.addRow([
        safeCellText(name(row)),
        safeCellText(row.rfc),
        blacklistLabel(row.blacklist),
        row.situacion69bLabel ?? X.situacionVacia,
        row.fecha69b ?? '',
        safeCellText(articulo69(row)),
        row.servicios,
      ]);
    }
    await sheet.drain();
  }
  sheet.addRow([]);
  sheet.addRow([consultedListsLine(lists)]);
  await sheet.end();
}
