import ExcelJS from 'exceljs';
import type { TCatalogueRow, TCatalogueSheet, TWorkbookAx } from '../../shared/contracts/catalogues.contract';
import { CATALOGUE_LIMITS as L } from '../../shared/domain/catalogue';
import { WORKBOOK_BUDGET } from './workbook-limits';

/** A number as plain decimal text (never an exponent), so the shared price parser reads it exactly as shown. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(10).replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The text a person sees in a cell: formulas give their cached result, rich text its runs, dates yyyy-MM-dd. */
export function catalogueCellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim().slice(0, L.maxCellChars);
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('').trim().slice(0, L.maxCellChars);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    // No cached result (never calculated): nothing to show; we never evaluate formulas ourselves.
    if (result === undefined || result === null || (typeof result === 'object' && !(result instanceof Date) && 'error' in result)) return '';
    return catalogueCellText(result);
  }
  if ('text' in value && typeof value.text === 'string') return value.text.trim().slice(0, L.maxCellChars);
  if ('error' in value) return '';
  return '';
}

export class CatalogueParseError extends Error {
  /** True when the workbook is readable but over a budget (rows, sheets, text): the user can fix it by trimming it. */
  readonly tooLarge: boolean;
  /** True when the budget passed is the characters of text (it has its own message). */
  readonly tooMuchText: boolean;
  constructor(message: string, options: { cause?: unknown; tooLarge?: boolean; tooMuchText?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.tooLarge = options.tooLarge ?? options.tooMuchText ?? false;
    this.tooMuchText = options.tooMuchText ?? false;
  }
}

/**
 * Every visible sheet → rows → cells (spec 3 §3): cellAxList[i] is column i (0 material/SKU,
 * 2 description, 4 quantity, 5 unit price), '' when empty. Empty rows are dropped; row `index` is
 * the sheet's 1-based row number, so the summary can point back at it. Call only after
 * `inspectXlsxArchive` accepted the bytes. The server reaches it through the parse worker
 * (workbook-parse-pool.ts), which also applies the cell budget before exceljs builds anything.
 */
export async function parseCatalogueWorkbook(bytes: Buffer, maxTextChars: number = WORKBOOK_BUDGET.maxTextChars): Promise<TWorkbookAx> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new CatalogueParseError('libro ilegible', { cause: error });
  }
  const sheets: TCatalogueSheet[] = [];
  let textChars = 0;
  for (const worksheet of workbook.worksheets) {
    if (worksheet.state === 'hidden' || worksheet.state === 'veryHidden') continue;
    if (sheets.length >= L.maxSheets) throw new CatalogueParseError('demasiadas hojas', { tooLarge: true });
    const rows: TCatalogueRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      const width = Math.min(row.cellCount, L.maxCellsPerRow);
      for (let column = 1; column <= width; column++) {
        const cell = row.getCell(column);
        // A merged range repeats its value in every cell; only its top-left cell counts.
        const text = cell.isMerged && cell.master.address !== cell.address ? '' : catalogueCellText(cell.value);
        textChars += text.length;
        cells.push(text);
      }
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      if (!cells.length) return;
      if (rows.length >= L.maxRowsPerSheet) throw new CatalogueParseError('demasiadas filas', { tooLarge: true });
      if (textChars > maxTextChars) throw new CatalogueParseError('demasiado texto', { tooMuchText: true });
      rows.push({ index: rowNumber, cellAxList: cells });
    });
    sheets.push({ name: worksheet.name.trim(), rowAxList: rows });
  }
  if (!sheets.length) throw new CatalogueParseError('sin hojas');
  return { sheetAxList: sheets };
}
