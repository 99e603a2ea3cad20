/**
 * Budgets for reading uploaded workbooks (issue 8, item 3). The zip limits (size, entries, unpacked
 * bytes) live in CATALOGUE_LIMITS; these bound what a workbook that passed them may cost to read:
 * a 9 MB file can still unpack to 150 MB of sheet XML, and exceljs keeps every cell as an object.
 * Change the cell budget here only: the Spanish message is built from it.
 */
export const WORKBOOK_BUDGET = {
  /** Cells with a value (`<v>` or inline string) over all sheets; real catalogues have ~20,000 rows × 6. */
  maxFilledCells: 100_000,
  /** Cell elements of any kind: styled empty cells cost exceljs as much as filled ones. */
  maxCellElements: 400_000,
  /**
   * Unpacked bytes of sheet XML plus shared strings. A real 13,000-row catalogue has ~6 MB; a file
   * that passes the 150 MB zip limit with 95 MB of long texts would keep exceljs busy for many
   * seconds before the text budget below could stop it, so it is refused before exceljs starts.
   */
  maxSheetXmlBytes: 48 * 1024 * 1024,
  /**
   * Characters of text kept from all cells: bounds the JSON stored and sent to the calculator. The
   * cell budget alone let 15,000 cells of 1,000 characters through (15 MB of JSON), and writing and
   * reading that catalogue held the main thread (health answered in ~600 ms). A 20,000-row demo
   * catalogue has ~1,000,000 characters (~51 per row); 4,000,000 leaves room for 200 per row.
   * Change it here only: the Spanish message is built from it.
   */
  maxTextChars: 4_000_000,
  /** Parses running at once (each in its own worker thread); more wait in the queue. */
  maxConcurrentParses: 2,
  /** Parses waiting for a free slot; beyond this the upload is answered 503. */
  maxQueuedParses: 4,
  /** V8 heap of a parse worker: a workbook that needs more fails instead of growing the server. */
  workerHeapMb: 384,
  /** A parse still running after this is stopped (the worker is terminated). */
  parseTimeoutMs: 60_000,
  /** An idle parse worker is kept this long for the next small workbook (starting one costs ~1 s). */
  workerIdleMs: 60_000,
  /** A worker that read more cell elements than this is ended instead of reused, returning its heap. */
  keepWorkerBelowCells: 20_000,
} as const;
