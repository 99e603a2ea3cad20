import { foldText } from '../text/fold';
import type { TCatalogueSheet, TGeneratorSummary, TSummarySheet } from '../contracts/catalogues.contract';
import { CATALOGUE_CELLS as C, MOVEMENT_ROWS, type MovementRow, catalogueRowKind, centsToDecimal, decimalToCents, lineTotalCents, parsePriceToCents, sheetKind, sumCents } from './catalogue';

/** Selected quantities: sheet name → row index → quantity (≥ 1). */
export type CatalogueSelections = Record<string, Record<number, number>>;

/**
 * The summary of spec 3 §3 from the selections, in integer cents: one entry per sheet with
 * selections (in workbook order), each line qty × unit price, then the Movimientos table amounts.
 */
export function buildSummary(input: { catalogueId: string | null; sheets: readonly TCatalogueSheet[]; selections: CatalogueSelections; movements: Partial<Record<MovementRow, number>> }): TGeneratorSummary {
  const totals = { materials: 0, services: 0, movements: 0 };
  const summaryList: TSummarySheet[] = [];
  for (const sheet of input.sheets) {
    const chosen = input.selections[sheet.name];
    if (!chosen) continue;
    const rows = [];
    let sheetCents = 0;
    for (const row of sheet.rowAxList) {
      const qty = chosen[row.index];
      if (!qty || qty < 1 || catalogueRowKind(row.cellAxList) !== 'item') continue;
      const unit = parsePriceToCents(row.cellAxList[C.unitPrice]) ?? 0;
      const total = lineTotalCents(unit, qty);
      sheetCents += total;
      rows.push({ nsc_sku: row.cellAxList[C.material] ?? '', description: row.cellAxList[C.description] ?? '', idRow: String(row.index), qty: String(qty), total: centsToDecimal(total) });
    }
    if (!rows.length) continue;
    totals[sheetKind(sheet.name)] += sheetCents;
    summaryList.push({ sheetName: sheet.name, totalSheet: centsToDecimal(sheetCents), summaryListData: rows });
  }
  const movementsList = MOVEMENT_ROWS.map((name) => ({ name, amount: centsToDecimal(input.movements[name] ?? 0) }));
  const movementCents = sumCents(MOVEMENT_ROWS.map((name) => input.movements[name] ?? 0));
  return {
    idCatalogue: input.catalogueId,
    totalMaterials: centsToDecimal(totals.materials),
    totalServices: centsToDecimal(totals.services),
    totalMovements: centsToDecimal(totals.movements + movementCents),
    totalAllSheet: centsToDecimal(totals.materials + totals.services + totals.movements + movementCents),
    summaryList,
    movementsList,
  };
}

const cents = (text: string) => decimalToCents(text) ?? Number.NaN;

/** Do the summary's totals add up, to the cent? Returns the grand total in cents, or null when they do not. */
export function checkSummaryTotals(summary: TGeneratorSummary): number | null {
  const groups = { materials: 0, services: 0, movements: 0 };
  for (const sheet of summary.summaryList) {
    const rowsTotal = sumCents(sheet.summaryListData.map((r) => cents(r.total)));
    if (rowsTotal !== cents(sheet.totalSheet)) return null;
    groups[sheetKind(sheet.sheetName)] += rowsTotal;
  }
  const names = summary.movementsList.map((m) => m.name);
  if (new Set(names).size !== names.length) return null;
  const movements = sumCents(summary.movementsList.map((m) => cents(m.amount)));
  const grand = groups.materials + groups.services + groups.movements + movements;
  const ok =
    cents(summary.totalMaterials) === groups.materials &&
    cents(summary.totalServices) === groups.services &&
    cents(summary.totalMovements) === groups.movements + movements &&
    cents(summary.totalAllSheet) === grand &&
    new Set(summary.summaryList.map((s) => s.sheetName)).size === summary.summaryList.length;
  return ok && Number.isSafeInteger(grand) ? grand : null;
}

/** Does every line match its catalogue row (same SKU, an item row, qty × that row's unit price)? */
export function matchesCatalogue(summary: TGeneratorSummary, sheets: readonly TCatalogueSheet[]): boolean {
  const byName = new Map(sheets.map((s) => [s.name, new Map(s.rowAxList.map((r) => [String(r.index), r.cellAxList]))]));
  return summary.summaryList.every((sheet) => {
    const rows = byName.get(sheet.sheetName);
    if (!rows) return false;
    return sheet.summaryListData.every((line) => {
      const cells = rows.get(line.idRow);
      if (!cells || catalogueRowKind(cells) !== 'item' || (cells[C.material] ?? '') !== line.nsc_sku) return false;
      const unit = parsePriceToCents(cells[C.unitPrice]) ?? Number.NaN;
      return lineTotalCents(unit, Number(line.qty)) === cents(line.total);
    });
  });
}

/** Selections and movement amounts back from a saved summary (to reopen the calculator where it was left). */
export function selectionsFromSummary(summary: TGeneratorSummary | null | undefined): { selections: CatalogueSelections; movements: Partial<Record<MovementRow, number>> } {
  const selections: CatalogueSelections = {};
  const movements: Partial<Record<MovementRow, number>> = {};
  for (const sheet of summary?.summaryList ?? []) {
    const chosen: Record<number, number> = {};
    for (const line of sheet.summaryListData) chosen[Number(line.idRow)] = Number(line.qty);
    selections[sheet.sheetName] = chosen;
  }
  for (const m of summary?.movementsList ?? []) movements[m.name] = decimalToCents(m.amount) ?? 0;
  return { selections, movements };
}

/** Work categories tracked across sheets (spec 3 §3: adecuaciones, fibra óptica, microondas, radio base). */
export const SUMMARY_CATEGORIES = ['adecuaciones', 'fibraOptica', 'microondas', 'radioBase'] as const;
export type SummaryCategory = (typeof SUMMARY_CATEGORIES)[number];

const CATEGORY_KEYWORDS = {
  adecuaciones: ['adecuacion'],
  fibraOptica: ['fibra'],
  microondas: ['microondas'],
  radioBase: ['radio base', 'radiobase'],
} as const satisfies Record<SummaryCategory, readonly string[]>;


function categoryOf(text: string): SummaryCategory | null {
  const folded = foldText(text);
  return SUMMARY_CATEGORIES.find((c) => CATEGORY_KEYWORDS[c].some((k) => folded.includes(k))) ?? null;
}

/** Row index → title of the section (subtitle row) it sits under. */
function sectionTitles(sheet: TCatalogueSheet): Map<number, string> {
  const titles = new Map<number, string>();
  let current = '';
  for (const row of sheet.rowAxList) {
    const kind = catalogueRowKind(row.cellAxList);
    if (kind === 'subtitle') current = row.cellAxList.filter((c) => c.trim()).join(' ');
    else if (kind === 'item') titles.set(row.index, current);
  }
  return titles;
}

/**
 * Totals per work category, in cents. A line counts once: by its section title, else its
 * description, else its sheet's name (a "Servicios Radio Base" sheet may hold an ADECUACIONES section).
 */
export function categoryTotals(summary: TGeneratorSummary, sheets: readonly TCatalogueSheet[]): Record<SummaryCategory, number> {
  const totals = Object.fromEntries(SUMMARY_CATEGORIES.map((c) => [c, 0])) as Record<SummaryCategory, number>;
  const titlesBySheet = new Map(sheets.map((s) => [s.name, sectionTitles(s)]));
  for (const sheet of summary.summaryList) {
    const titles = titlesBySheet.get(sheet.sheetName);
    for (const line of sheet.summaryListData) {
      const category = categoryOf(titles?.get(Number(line.idRow)) ?? '') ?? categoryOf(line.description) ?? categoryOf(sheet.sheetName);
      if (category) totals[category] += decimalToCents(line.total) ?? 0;
    }
  }
  return totals;
}
