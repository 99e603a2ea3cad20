import type { Sat69ListName, Sat69Parse, Sat69Row } from '../../shared/domain/sat-lists';
import { MENSAJES_LISTAS_SAT, SAT_69_LIST_LABELS } from '../../shared/labels/sat-lists';
import { type Sat69Columns, sat69ColumnsOf } from './sat-69-columns';
import type { SatCsvSource } from './sat-csv-records';
import { isoDateIn } from './sat-dates';
import { recordsUnderHeader, type SatHeader } from './sat-header-search';
import { SatListFormatError } from './sat-list-error';
import { RowTally, amountOf, cellAt } from './sat-row-rules';

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
  const header: SatHeader<Sat69Columns> = { columns: null, publishedAt: null };
  const rows: Sat69Row[] = [];
  const tally = new RowTally();
  for await (const { line, cells, columns } of recordsUnderHeader(source, sat69ColumnsOf, header)) {
    const rfc = tally.rfcToKeep(cells, columns.rfc, line);
    if (!rfc) continue;
    rows.push(rowOf(cells, columns, line, rfc));
    tally.kept();
  }
  if (!header.columns) throw new SatListFormatError(MENSAJES_LISTAS_SAT.sinEncabezado69(SAT_69_LIST_LABELS[list]));
  return { list, publishedAt: header.publishedAt, rows, counts: tally.counts, invalidSamples: tally.invalidSamples };
}
