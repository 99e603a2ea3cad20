/**
 * Priced catalogue workbooks (spec 3 §2.7, §3, §5): how sheets are named and grouped, which rows are
 * section subtitles, and money in integer cents. Never binary floating point for money: prices are
 * parsed from text into cents, multiplied by integer quantities and summed as integers.
 */

/** Cell positions of a catalogue row (spec 3 §3). */
export const CATALOGUE_CELLS = { material: 0, concept: 1, description: 2, unit: 3, quantity: 4, unitPrice: 5 } as const;

/** Sheets shown under another name (spec 3 §2.7). */
export const SHEET_RENAMES: Readonly<Record<string, string>> = {
  'Destajo CHC': 'Destajo de empresarial',
  'Mano de obra CHC': 'Mano de obra de empresarial',
};

export const MATERIAL_SHEETS = ['Catalogo PE Materiales', 'Banamex Materiales'] as const;
export const MOVEMENTS_SHEET = 'Movimientos';

export const SHEET_KINDS = ['materials', 'movements', 'services'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

/** Rows of the summary's Movimientos table (spec 3 §2.7): free amounts, may be negative. */
export const MOVEMENT_ROWS = ['Movimientos', 'No catalogados'] as const;
export type MovementRow = (typeof MOVEMENT_ROWS)[number];

export const CATALOGUE_LIMITS = {
  /** Uploaded workbook size. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Zip entries of an xlsx: real workbooks have a few dozen. */
  maxZipEntries: 2_000,
  /** Sum of the unpacked sizes: a zip bomb inflates far beyond this. */
  maxUnpackedBytes: 150 * 1024 * 1024,
  maxSheets: 60,
  maxRowsPerSheet: 60_000,
  maxCellsPerRow: 40,
  maxCellChars: 2_000,
  maxQuantity: 1_000_000,
  /** Largest money amount accepted (cents): 10^13 cents keeps products exact as JS integers. */
  maxCents: 10_000_000_000_000,
} as const;

export const ACCEPTED_CATALOGUE_EXTENSIONS = ['xls', 'xlsx'] as const;

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function sheetDisplayName(name: string): string {
  return SHEET_RENAMES[name.trim()] ?? name;
}

/** materials = "Catalogo PE Materiales" and "Banamex Materiales"; movements = "Movimientos"; services = every other sheet. */
export function sheetKind(name: string): SheetKind {
  const key = normalizeName(name);
  if (MATERIAL_SHEETS.some((s) => normalizeName(s) === key)) return 'materials';
  if (normalizeName(MOVEMENTS_SHEET) === key) return 'movements';
  return 'services';
}

/**
 * Decimal text or a number → integer cents, rounding half away from zero at the third decimal.
 * Accepts "1,234.50", "1234,5" (decimal comma), "1.234,50" (dot thousands), "$ 12", "-3.5" and
 * spreadsheet numbers (cached formula results like 0.30000000000000004 become 30).
 * Returns null for anything that is not a price.
 */
export function parsePriceToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  let text = typeof input === 'number' ? (Number.isFinite(input) ? numberToPlainText(input) : '') : input;
  text = text.trim().replace(/^\$\s*/, '').replace(/\s*(MXN|mxn)$/, '').replace(/\s/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1).replace(/^\$/, '');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;

  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let integer: string;
  let fraction: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both present: the one that comes last is the decimal separator.
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [int = '', frac = ''] = text.split(decimal);
    if (text.split(decimal).length > 2) return null;
    if (!/^\d{1,3}([.,]\d{3})*$/.test(int) || int.includes(decimal)) return null;
    integer = int.split(thousands).join('');
    fraction = frac;
  } else if (lastComma >= 0) {
    const parts = text.split(',');
    // "1,234" or "1,234,567": thousands; "1234,5" or "12,50": decimal comma.
    if (parts.length > 2 || (parts[1]?.length === 3 && /^\d{1,3}$/.test(parts[0] ?? ''))) {
      if (!/^\d{1,3}(,\d{3})+$/.test(text)) return null;
      integer = parts.join('');
      fraction = '';
    } else {
      integer = parts[0] ?? '';
      fraction = parts[1] ?? '';
    }
  } else if (lastDot >= 0) {
    const parts = text.split('.');
    if (parts.length > 2) {
      if (!/^\d{1,3}(\.\d{3})+$/.test(text)) return null;
      integer = parts.join('');
      fraction = '';
    } else {
      integer = parts[0] ?? '';
      fraction = parts[1] ?? '';
    }
  } else {
    integer = text;
    fraction = '';
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || (!integer && !fraction)) return null;
  const twoDecimals = (fraction + '00').slice(0, 2);
  const roundUp = (fraction[2] ?? '0') >= '5';
  const digits = (integer.replace(/^0+(?=\d)/, '') || '0') + twoDecimals;
  if (digits.length > 15) return null;
  const cents = Number(digits) + (roundUp ? 1 : 0);
  if (cents > CATALOGUE_LIMITS.maxCents) return null;
  return negative ? -cents : cents;
}

/** A JS number as plain decimal text (no exponent), at most 10 decimals: 1e-7 → "0.0000001". */
function numberToPlainText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(10).replace(/0+$/, '').replace(/\.$/, '');
}

/** Integer cents → the payload's decimal text: 123450 → "1234.50", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The payload's decimal text → cents; strict: "1234.50" or "-0.05". */
export const DECIMAL_AMOUNT = /^-?\d{1,13}\.\d{2}$/;
export function decimalToCents(text: string): number | null {
  if (!DECIMAL_AMOUNT.test(text)) return null;
  const negative = text.startsWith('-');
  const cents = Number(text.replace('-', '').replace('.', ''));
  return negative ? -cents : cents;
}

/** A quantity typed by a person: a whole number ≥ 1, or null. */
export function parseQuantity(text: string | number): number | null {
  const value = typeof text === 'number' ? text : /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value >= 1 && value <= CATALOGUE_LIMITS.maxQuantity ? value : null;
}

/** Quantity field on leaving it (spec 3 §5): empty or 0 becomes 1; other text is kept as a whole number ≥ 1. */
export function quantityOnBlur(text: string): number {
  const digits = text.replace(/\D/g, '');
  return parseQuantity(digits) ?? (digits && Number(digits) > CATALOGUE_LIMITS.maxQuantity ? CATALOGUE_LIMITS.maxQuantity : 1);
}

/** Movimientos amounts (spec 3 §5): digits, dot and minus only; empty becomes 0. */
export function sanitizeMovementInput(text: string): string {
  return text.replace(/[^\d.-]/g, '');
}
export function movementAmountToCents(text: string): number {
  const clean = sanitizeMovementInput(text);
  if (!clean || clean === '-' || clean === '.') return 0;
  if (!/^-?\d*(\.\d*)?$/.test(clean)) return 0;
  return parsePriceToCents(clean) ?? 0;
}

export function lineTotalCents(unitCents: number, quantity: number): number {
  return unitCents * quantity;
}

export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/**
 * Section subtitle (spec 3 §2.7): a row with only one or two text cells and no price, e.g.
 * "CABLEADO ESTRUCTURADO". Rows of three or more texts without a price (headers) are not subtitles.
 */
export function isSubtitleRow(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length < 1 || filled.length > 2) return false;
  if (parsePriceToCents(cells[CATALOGUE_CELLS.unitPrice] ?? '') !== null) return false;
  return filled.some((c) => parsePriceToCents(c) === null);
}

export type CatalogueRowKind = 'item' | 'subtitle' | 'other';

/** An item has a unit price and a material/SKU or a description; a subtitle heads a section; anything else is not shown. */
export function catalogueRowKind(cells: readonly string[]): CatalogueRowKind {
  const price = parsePriceToCents(cells[CATALOGUE_CELLS.unitPrice] ?? '');
  const named = (cells[CATALOGUE_CELLS.material] ?? '').trim() !== '' || (cells[CATALOGUE_CELLS.description] ?? '').trim() !== '';
  if (price !== null && price >= 0 && named) return 'item';
  return isSubtitleRow(cells) ? 'subtitle' : 'other';
}
