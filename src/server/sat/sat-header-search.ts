import { type SatCsvRecord, type SatCsvSource, satCsvRecords } from './sat-csv-records';
import { publishedAtOf } from './sat-dates';
import { HEADER_SEARCH_LIMIT } from './sat-row-rules';

/** What the header search found: the header's columns (null when none) and the legend's publication date. */
export interface SatHeader<C> {
  columns: C | null;
  publishedAt: string | null;
}

/**
 * The records after a SAT file's header, which is found by its content (`columnsOf`) among the
 * first HEADER_SEARCH_LIMIT records; the legend before it gives the publication date. `header` is
 * filled in as the search goes, so the caller reads it after the loop (columns null: no header).
 */
export async function* recordsUnderHeader<C>(source: SatCsvSource, columnsOf: (cells: string[]) => C | null, header: SatHeader<C>): AsyncGenerator<SatCsvRecord & { columns: C }> {
  let before = 0;
  for await (const record of satCsvRecords(source)) {
    if (header.columns) {
      yield { ...record, columns: header.columns };
      continue;
    }
    header.columns = columnsOf(record.cells);
    if (header.columns) continue;
    header.publishedAt ??= publishedAtOf(record.cells);
    if (++before >= HEADER_SEARCH_LIMIT) return;
  }
}
