import type { Sat69bParse, Sat69bRow } from '../../shared/domain/sat-lists';
import { MENSAJES_LISTAS_SAT } from '../../shared/labels/sat-lists';
import { SAT_69B_DATE_FIELDS, type Sat69bColumns, type Sat69bField, sat69bColumnsOf, situationOf } from './sat-69b-columns';
import type { SatCsvSource } from './sat-csv-records';
import { isoDateIn } from './sat-dates';
import { recordsUnderHeader, type SatHeader } from './sat-header-search';
import { SatListFormatError } from './sat-list-error';
import { RowTally, cellAt } from './sat-row-rules';

type OptionalField = Exclude<Sat69bField, 'rfc' | 'nombreContribuyente' | 'situacionContribuyente'>;

const OPTIONAL_FIELDS: OptionalField[] = [
  'no',
  'nofPresuncionSAT',
  'satPresuntos',
  'nofPresuncionDOF',
  'dofPresuntos',
  'nofGlobalDesvirtuaronSAT',
  'satDesvirtuados',
  'nofGlobalDesvirtuaronDOF',
  'dofdesvirtuados',
  'nofGlobalDefinitivosSAT',
  'satDefinitivos',
  'nofGlobalDefinitivosDOF',
  'dofDefinitivos',
  'nofSentenciaFavorableSAT',
  'satSentenciaFavorable',
  'nofSentenciaFavorableDOF',
  'dofSentenciaFavorable',
];

function rowOf(cells: string[], columns: Sat69bColumns, line: number, rfc: string, situacionContribuyente: Sat69bRow['situacionContribuyente']): Sat69bRow {
  const row = { line, rfc, nombreContribuyente: cellAt(cells, columns.nombreContribuyente) ?? '', situacionContribuyente } as Sat69bRow;
  for (const field of OPTIONAL_FIELDS) {
    const text = cellAt(cells, columns[field]);
    row[field] = SAT_69B_DATE_FIELDS.has(field) ? isoDateIn(text) : text;
  }
  return row;
}

/**
 * The 69-B "Listado completo" as SAT publishes it (DOMAIN-MX "SAT lists"): the header is found by
 * its content after the legend and title lines, columns are mapped by their names, and suppressed,
 * filler and malformed rows are skipped and counted.
 */
export async function parseSat69bCsv(source: SatCsvSource): Promise<Sat69bParse> {
  const header: SatHeader<Sat69bColumns> = { columns: null, publishedAt: null };
  const rows: Sat69bRow[] = [];
  const tally = new RowTally();
  for await (const { line, cells, columns } of recordsUnderHeader(source, sat69bColumnsOf, header)) {
    const rfc = tally.rfcToKeep(cells, columns.rfc, line);
    if (!rfc) continue;
    const situation = situationOf(cellAt(cells, columns.situacionContribuyente));
    if (!situation) {
      tally.invalid(line, rfc);
      continue;
    }
    rows.push(rowOf(cells, columns, line, rfc, situation));
    tally.kept();
  }
  if (!header.columns) throw new SatListFormatError(MENSAJES_LISTAS_SAT.sinEncabezado69b);
  return { publishedAt: header.publishedAt, rows, counts: tally.counts, invalidSamples: tally.invalidSamples };
}
