/** Sheet parts of an xlsx: the XML that holds the cells. */
const SHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;

const LT = 0x3c;
const SLASH = 0x2f;
const COLON = 0x3a;
const isNameEnd = (byte: number | undefined) => byte === undefined || byte === 0x20 || byte === 0x3e || byte === SLASH || byte === 0x09 || byte === 0x0a || byte === 0x0d;

export interface CellCount {
  /** Cells carrying a value: a `<v>` (numbers, shared strings, cached formula results) or an inline `<is>`. */
  filled: number;
  /** Every `<c>` element, empty styled cells included. */
  elements: number;
}

/**
 * Counts the cells of the sheet XML without parsing it: a byte scan over the tags (namespace
 * prefixes such as `<x:c>` included). It runs before exceljs so that a workbook over the budget is
 * refused without building millions of cell objects. Returns early once `stopAbove` is passed.
 */
export function countCells(xml: Buffer, into: CellCount, stopAbove: CellCount): void {
  let i = xml.indexOf(LT);
  while (i >= 0 && i < xml.length - 1) {
    let start = i + 1;
    if (xml[start] !== SLASH) {
      let end = start;
      while (!isNameEnd(xml[end]) && end - start < 64) {
        if (xml[end] === COLON) start = end + 1;
        end++;
      }
      const length = end - start;
      if (length === 1 && xml[start] === 0x63) into.elements++;
      else if ((length === 1 && xml[start] === 0x76) || (length === 2 && xml[start] === 0x69 && xml[start + 1] === 0x73)) into.filled++;
      if (into.filled > stopAbove.filled || into.elements > stopAbove.elements) return;
    }
    i = xml.indexOf(LT, i + 1);
  }
}

export const isSheetPart = (name: string) => SHEET_PART.test(name);
export const isSharedStrings = (name: string) => name.toLowerCase() === 'xl/sharedstrings.xml';
