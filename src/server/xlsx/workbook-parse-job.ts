import { threadId } from 'node:worker_threads';
import type { TWorkbookAx } from '../../shared/contracts/catalogues.contract';
import type { TRegionManager } from '../../shared/contracts/generators.contract';
import { type ArchiveCheck, type ArchiveProblem, inspectXlsxArchive } from './catalogue-archive';
import { CatalogueParseError, parseCatalogueWorkbook } from './catalogue-parser';
import { readRegionManagers } from './region-managers';
import { type CellCount, countCells, isSharedStrings, isSheetPart } from './workbook-cells';
import { WORKBOOK_BUDGET } from './workbook-limits';

export type WorkbookKind = 'catalogue' | 'region-managers' | 'archive-check';
export interface WorkbookValue {
  catalogue: TWorkbookAx;
  'region-managers': TRegionManager[];
  /** Only the zip checks (upload time): the caller maps the problem itself. */
  'archive-check': ArchiveCheck;
}
export type WorkbookProblem = ArchiveProblem | 'too-many-cells' | 'too-much-text' | 'too-heavy' | 'unreadable';
export interface WorkbookJob {
  kind: WorkbookKind;
  bytes: Uint8Array;
}
/** `threadId` tells which thread did the work (the pool's tests check it is not the main one). */
export type WorkbookJobResult = ({ ok: true; value: WorkbookValue[WorkbookKind] } | { ok: false; problem: WorkbookProblem }) & { threadId: number; cells: CellCount };

/**
 * One parse, in order: the zip checks of catalogue-archive.ts (inflating every entry once, with a
 * cap), the cell budget counted on the sheet XML during that same pass, and only then exceljs.
 * Runs inside the parse worker (workbook-parse.worker.ts); never call it on the server's main thread.
 */
export async function runWorkbookJob(job: WorkbookJob): Promise<WorkbookJobResult> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const cells: CellCount = { filled: 0, elements: 0 };
  const stopAbove = { filled: WORKBOOK_BUDGET.maxFilledCells, elements: WORKBOOK_BUDGET.maxCellElements };
  const done = (result: { ok: true; value: WorkbookValue[WorkbookKind] } | { ok: false; problem: WorkbookProblem }): WorkbookJobResult => ({ ...result, threadId, cells });

  const counting = job.kind !== 'archive-check';
  let sheetXmlBytes = 0;
  const check = inspectXlsxArchive(bytes, (name, content) => {
    if (counting && (isSheetPart(name) || isSharedStrings(name))) sheetXmlBytes += content.length;
    if (counting && isSheetPart(name) && cells.filled <= stopAbove.filled && cells.elements <= stopAbove.elements) countCells(content, cells, stopAbove);
  });
  if (job.kind === 'archive-check') return done({ ok: true, value: check });
  if (!check.ok) return done({ ok: false, problem: check.problem });
  if (cells.filled > stopAbove.filled) return done({ ok: false, problem: 'too-many-cells' });
  if (cells.elements > stopAbove.elements || sheetXmlBytes > WORKBOOK_BUDGET.maxSheetXmlBytes) return done({ ok: false, problem: 'too-heavy' });
  try {
    const value = job.kind === 'catalogue' ? await parseCatalogueWorkbook(bytes) : await readRegionManagers(bytes);
    return done({ ok: true, value });
  } catch (error) {
    if (error instanceof CatalogueParseError && error.tooMuchText) return done({ ok: false, problem: 'too-much-text' });
    return done({ ok: false, problem: error instanceof CatalogueParseError && error.tooLarge ? 'too-heavy' : 'unreadable' });
  }
}
