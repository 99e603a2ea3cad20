import type { TGeneratorSummary } from '../../../shared/contracts/catalogues.contract';
import { MOVEMENT_ROWS, type MovementRow, centsToDecimal } from '../../../shared/domain/catalogue';
import { type CatalogueSelections, selectionsFromSummary } from '../../../shared/domain/catalogue-summary';

/**
 * What the calculator holds before "Guardar": kept by the caller (the wizard writes it into the
 * generator's draft in IndexedDB), so closing the calculator or the app loses nothing.
 */
export interface CalculatorWork {
  /** The catalogue the quantities refer to; work for another catalogue is not restored. */
  catalogueId: string;
  selections: CatalogueSelections;
  /** Movimientos amounts as typed. */
  movements: Record<MovementRow, string>;
  tab: string | null;
}

export function movementDraftsOf(movements: Partial<Record<MovementRow, number>>): Record<MovementRow, string> {
  return Object.fromEntries(MOVEMENT_ROWS.map((name) => [name, centsToDecimal(movements[name] ?? 0)])) as Record<MovementRow, string>;
}

/** Where the calculator starts: the unsaved work for this catalogue, else the saved summary. */
export function initialWork(catalogueId: string | null, work: CalculatorWork | null | undefined, summary: TGeneratorSummary | null | undefined): Omit<CalculatorWork, 'catalogueId'> {
  if (work && catalogueId && work.catalogueId === catalogueId) return { selections: work.selections, movements: work.movements, tab: work.tab };
  const restored = selectionsFromSummary(summary);
  return { selections: restored.selections, movements: movementDraftsOf(restored.movements), tab: null };
}

/** Sets or clears (undefined) the quantity of one row, without touching the other sheets. */
export function withQuantity(selections: CatalogueSelections, sheetName: string, rowIndex: number, quantity: number | undefined): CatalogueSelections {
  const sheet = { ...selections[sheetName] };
  if (quantity) sheet[rowIndex] = quantity;
  else delete sheet[rowIndex];
  return { ...selections, [sheetName]: sheet };
}
