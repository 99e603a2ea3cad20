import { MONTH_NAMES } from '../../shared/labels/months';
import { foldText } from '../../shared/text/fold';

const FOLDED_MONTHS = MONTH_NAMES.map((name) => foldText(name));
const NUMERIC_DATE = /(\d{1,2})\/(\d{1,2})\/(\d{4})/;
const ISO_DATE = /(\d{4})-(\d{2})-(\d{2})/;
const LONG_DATE = /(\d{1,2})\s*[°ºo]?\s+de\s+([a-z]+)\s+(?:de|del)\s+(\d{4})/;

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => (month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

// Built from numbers rather than a Date: eight dates a row, 15,000 rows.
function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}

/** The first dd/mm/yyyy (or yyyy-mm-dd) date in a cell, as ISO; null when there is none or it does not exist. */
export function isoDateIn(text: string | null): string | null {
  if (!text) return null;
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) return isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const iso = ISO_DATE.exec(text);
  return iso ? isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** "15/11/2026" or "1 de enero de 2026" (any case, with or without accents) as ISO. */
export function isoDateInProse(text: string): string | null {
  const folded = foldText(text);
  const long = LONG_DATE.exec(folded);
  const month = long ? FOLDED_MONTHS.indexOf(long[2] ?? '') + 1 : 0;
  if (long && month > 0) return isoOf(Number(long[3]), month, Number(long[1]));
  return isoDateIn(folded);
}

/** The publication date of a legend line such as "Información actualizada al 15 de noviembre de 2026". */
export function publishedAtOf(cells: string[]): string | null {
  const folded = foldText(cells.join(' '));
  const at = folded.indexOf('actualiza');
  return at === -1 ? null : isoDateInProse(folded.slice(at));
}
