import type { Sat69ListName, Sat69Parse, Sat69Row } from '../../shared/domain/sat-lists';
import { MENSAJES_LISTAS_SAT, SAT_69_LIST_LABELS } from '../../shared/labels/sat-lists';
import { type Sat69Columns, sat69ColumnsOf } from './sat-69-columns';
import { type SatCsvSource, satCsvRecords } from './sat-csv-records';
import { isoDateIn, publishedAtOf } from './sat-dates';
import { SatListFormatError } from './sat-list-error';
import { HEADER_SEARCH_LIMIT, RowTally, amountOf, cellAt } from './sat-row-rules';

function rowOf(cells: string[], columns: Sat69Columns, line: number, rfc: string): Sat69Row {
  return {
    line,
    rfc,
    razonSocial: cellAt(cells, columns.razonSocial) ?? '',
    tipoPersona: cellAt(cells, columns.tipoPersona),
    supuesto: cellAt(cells, columns.supuesto),
    fechaPrimeraPublicacion: isoDateIn(cellAt(cells, columns.fechaPrimeraPublicacion)),
    fechaPublicacion: isoDateIn(cellAt(cells, columns.fechaPublicacion)),
    monto: amountOf(cellAt(cells, columns.monto)),
    entidadFederativa: cellAt(cells, columns.entidadFederativa),
  };
}

/**
 * One of the article 69 files (Firmes, Exigibles, No localizados…): Windows-1252 like the 69-B,
 * header found by content and mapped through a synonym table; same skipping and counting rules.
 */
export async function parseSat69Csv(source: SatCsvSource, list: Sat69ListName): Promise<Sat69Parse> {
  let columns: Sat69Columns | null = null;
  let publishedAt: string | null = null;
  let recordsBeforeHeader = 0;
  const rows: Sat69Row[] = [];
  const tally = new RowTally();
  for await (const { line, cells } of satCsvRecords(source)) {
    if (!columns) {
      columns = sat69ColumnsOf(cells);
      if (columns) continue;
      publishedAt ??= publishedAtOf(cells);
      if (++recordsBeforeHeader >= HEADER_SEARCH_LIMIT) break;
      continue;
    }
    const rfc = tally.rfcToKeep(cells, columns.rfc, line);
    if (!rfc) continue;
    rows.push(rowOf(cells, columns, line, rfc));
    tally.kept();
  }
  if (!columns) throw new SatListFormatError(MENSAJES_LISTAS_SAT.sinEncabezado69(SAT_69_LIST_LABELS[list]));
  return { list, publishedAt, rows, counts: tally.counts, invalidSamples: tally.invalidSamples };
}
