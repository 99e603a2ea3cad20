/**
 * A board's search texts (each row's folded name and RFC, in the board's order) kept as ONE
 * string, each text ended by END, with where each one starts. A search is then one native scan
 * of contiguous memory: 100,000 texts each a string of its own, allocated in the order the
 * database answered, made a per-row `includes` a cache miss per row (about 5 ms a search).
 */
export interface BoardSearch {
  text: string;
  /** Where each row's text starts, and one more entry: the end of the whole text. */
  starts: Int32Array;
}

/** Folded names and RFCs never hold it (PostgreSQL text cannot). */
const END = '\u0000';

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

/** Which rows' texts hold `folded`: 1 at the row's position. After a match the scan goes on from the next row. */
export function searchHits(search: BoardSearch, folded: string): Uint8Array {
  const { text, starts } = search;
  const rows = starts.length - 1;
  const hits = new Uint8Array(rows);
  // As with includes: the empty text is in every row, and no row holds END.
  if (!folded) return hits.fill(1);
  if (folded.includes(END)) return hits;
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
