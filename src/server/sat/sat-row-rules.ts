import type { SatInvalidSample, SatParseCounts } from '../../shared/domain/sat-lists';
import { isRfcFormat, normalizeRfc } from '../../shared/mx/rfc';
import { foldText } from '../../shared/text/fold';

const SUPPRESSED_RFC = /^X{12,13}$/;
const MAX_INVALID_SAMPLES = 10;
/** How many records may precede the header (legend, title, blank lines) before the file is refused. */
export const HEADER_SEARCH_LIMIT = 50;

/** A header cell as the column tables compare it: folded, one space between words. */
export const headerText = (cell: string) => foldText(cell).replace(/\s+/g, ' ').trim();

export const isFiller = (cells: string[]) => cells.every((cell) => cell.trim() === '');

export function cellAt(cells: string[], index: number | undefined): string | null {
  if (index === undefined) return null;
  const value = cells[index]?.trim();
  return value ? value : null;
}

/** "$1,234,567.89" → "1234567.89"; null when the cell is empty or not an amount. */
export function amountOf(text: string | null): string | null {
  if (!text) return null;
  const plain = text.replace(/[$\s,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : null;
}

/** Counts every record after the header and keeps a few rejected ones to show. */
export class RowTally {
  readonly counts: SatParseCounts = { read: 0, kept: 0, suppressed: 0, filler: 0, invalid: 0 };
  readonly invalidSamples: SatInvalidSample[] = [];

  /** The row's RFC when it is to be kept; otherwise counts why not and answers null. */
  rfcToKeep(cells: string[], rfcIndex: number, line: number): string | null {
    this.counts.read++;
    if (isFiller(cells)) {
      this.counts.filler++;
      return null;
    }
    const rfc = normalizeRfc(cells[rfcIndex] ?? '');
    if (SUPPRESSED_RFC.test(rfc)) {
      this.counts.suppressed++;
      return null;
    }
    if (!isRfcFormat(rfc)) {
      this.invalid(line, rfc);
      return null;
    }
    return rfc;
  }

  invalid(line: number, rfc: string): void {
    this.counts.invalid++;
    if (this.invalidSamples.length < MAX_INVALID_SAMPLES) this.invalidSamples.push({ line, rfc });
  }

  kept(): void {
    this.counts.kept++;
  }
}
