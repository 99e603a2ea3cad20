import type { TCatalogueSheet } from '../../../shared/contracts/catalogues.contract';
import { CATALOGUE_CELLS as C, catalogueRowKind, parsePriceToCents } from '../../../shared/domain/catalogue';

export interface CalculatorRow {
  index: number;
  kind: 'item' | 'subtitle';
  cells: readonly string[];
  unitCents: number;
  /** Lower-case text the search box matches. */
  haystack: string;
}

/** The rows the calculator shows: priced items and section subtitles (titles, headers and notes are left out). */
export function calculatorRows(sheet: TCatalogueSheet): CalculatorRow[] {
  const rows: CalculatorRow[] = [];
  for (const row of sheet.rowAxList) {
    const kind = catalogueRowKind(row.cellAxList);
    if (kind === 'other') continue;
    rows.push({
      index: row.index,
      kind,
      cells: row.cellAxList,
      unitCents: kind === 'item' ? (parsePriceToCents(row.cellAxList[C.unitPrice]) ?? 0) : 0,
      haystack: row.cellAxList.slice(0, 4).join(' ').toLowerCase(),
    });
  }
  return rows;
}

/** Search keeps matching items and the subtitle of their section. */
export function filterRows(rows: readonly CalculatorRow[], search: string): readonly CalculatorRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  const out: CalculatorRow[] = [];
  let subtitle: CalculatorRow | null = null;
  for (const row of rows) {
    if (row.kind === 'subtitle') {
      subtitle = row;
      continue;
    }
    if (!row.haystack.includes(needle)) continue;
    if (subtitle) {
      out.push(subtitle);
      subtitle = null;
    }
    out.push(row);
  }
  return out;
}
