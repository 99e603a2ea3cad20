/**
 * A board's search texts (each row's folded name and RFC, in the board's order) kept as ONE
 * string, each text ended by END, with where each one starts. A short search is one native scan
 * of contiguous memory: 100,000 texts each a string of its own, allocated in the order the
 * database answered, made a per-row `includes` a cache miss per row (about 5 ms a search).
 *
 * A search of three characters or more reads the trigram index instead: for each three-character
 * code, the rows whose text holds it. A row holding the search holds every trigram of it, so only
 * the rows of its rarest trigram are checked. Scanning 100,000 providers' texts (4 MB) cost ~4 ms
 * of the server's single thread per search, which ten people searching at once queue behind.
 */
export interface BoardSearch {
  text: string;
  /** Where each row's text starts, and one more entry: the end of the whole text. */
  starts: Int32Array;
  /** Built on the first long search of this board (a board is rebuilt on every change, most never searched). */
  trigrams?: Trigrams;
}

/** The rows holding trigram code c, ascending: rows[offsets[c]] up to rows[offsets[c + 1]]. */
interface Trigrams {
  offsets: Int32Array;
  rows: Int32Array;
}

/** Folded names and RFCs never hold it (PostgreSQL text cannot). */
const END = '\u0000';

/**
 * 64 symbols: letters, digits and the space each their own, any other character one of 26 shared
 * ones (a shared symbol only lets through rows the check then drops).
 */
function symbol(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 21;
  if (code === 32) return 37;
  return 38 + (code % 26);
}

/** symbol() of every UTF-16 code unit, so the index's inner loop reads a table. */
const SYMBOLS = Uint8Array.from({ length: 65_536 }, (_, code) => symbol(code));
const CODES = 64 ** 3;

const symbolAt = (text: string, at: number) => SYMBOLS[text.charCodeAt(at)] as number;

function trigramAt(text: string, at: number): number {
  return (symbolAt(text, at) << 12) | (symbolAt(text, at + 1) << 6) | symbolAt(text, at + 2);
}

/**
 * Each row's distinct trigrams (none spans two rows), as one pass: with `into` absent it counts the
 * rows per code into `counts`; given `into`, it writes each row at its code's next slot.
 */
function eachRowTrigram(text: string, starts: Int32Array, counts: Int32Array, into?: Int32Array) {
  const last = new Int32Array(CODES).fill(-1);
  for (let row = 0; row < starts.length - 1; row += 1) {
    const first = starts[row] as number;
    const end = (starts[row + 1] as number) - END.length;
    let code = 0;
    for (let at = first; at < end; at += 1) {
      code = ((code << 6) | symbolAt(text, at)) & (CODES - 1);
      if (at < first + 2 || last[code] === row) continue;
      last[code] = row;
      const slot = into ? code : code + 1;
      const n = counts[slot] as number;
      counts[slot] = n + 1;
      if (into) into[n] = row;
    }
  }
}

function trigramIndex(text: string, starts: Int32Array): Trigrams {
  const offsets = new Int32Array(CODES + 1);
  eachRowTrigram(text, starts, offsets);
  for (let code = 0; code < CODES; code += 1) offsets[code + 1] = (offsets[code + 1] as number) + (offsets[code] as number);
  const rows = new Int32Array(offsets[CODES] as number);
  eachRowTrigram(text, starts, offsets.slice(0, CODES), rows);
  return { offsets, rows };
}

export function boardSearch(texts: readonly string[]): BoardSearch {
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  for (const [i, text] of texts.entries()) {
    starts[i] = at;
    at += text.length + END.length;
  }
  starts[texts.length] = at;
  return { text: texts.join(END) + END, starts };
}

/** The search text of the row at `i`. */
export function searchTextAt(search: BoardSearch, i: number): string {
  return search.text.slice(search.starts[i], (search.starts[i + 1] ?? 0) - END.length);
}

/** Which rows' texts hold `folded`: 1 at the row's position. */
export function searchHits(search: BoardSearch, folded: string): Uint8Array {
  const rows = search.starts.length - 1;
  const hits = new Uint8Array(rows);
  // As with includes: the empty text is in every row, and no row holds END.
  if (!folded) return hits.fill(1);
  if (folded.includes(END)) return hits;
  if (folded.length < 3) return scanHits(search, folded, hits);
  search.trigrams ??= trigramIndex(search.text, search.starts);
  const { offsets, rows: indexed } = search.trigrams;
  let from = 0;
  let to = Number.POSITIVE_INFINITY;
  for (let at = 0; at + 3 <= folded.length; at += 1) {
    const code = trigramAt(folded, at);
    const [start, end] = [offsets[code] as number, offsets[code + 1] as number];
    if (end - start < to - from) [from, to] = [start, end];
  }
  for (let k = from; k < to; k += 1) {
    const row = indexed[k] as number;
    if (searchTextAt(search, row).includes(folded)) hits[row] = 1;
  }
  return hits;
}

/** The scan of the joined text. After a match the scan goes on from the next row. */
function scanHits(search: BoardSearch, folded: string, hits: Uint8Array): Uint8Array {
  const { text, starts } = search;
  const rows = starts.length - 1;
  let row = 0;
  for (let at = text.indexOf(folded); at >= 0; at = text.indexOf(folded, starts[row])) {
    // Matches come in text order: the row holding `at` is the last whose start is not after it (binary search from the last one found).
    let high = rows - 1;
    while (row < high) {
      const mid = (row + high + 1) >>> 1;
      if ((starts[mid] as number) <= at) row = mid;
      else high = mid - 1;
    }
    hits[row] = 1;
    row += 1;
  }
  return hits;
}
