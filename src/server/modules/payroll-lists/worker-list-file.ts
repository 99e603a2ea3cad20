import { WORKER_LIST_MAX_BYTES, WORKER_LIST_MAX_ROWS } from '../../../shared/domain/payroll-list-template';
import { MENSAJES_LISTAS as M } from '../../../shared/labels/payroll-lists';
import { AppError } from '../../lib/app-error';
import { detectFileType } from '../../storage/file-types';
import { parseCatalogueInWorker } from '../../xlsx/workbook-parse-pool';
import { decodeCsv, parseCsvRows } from './csv-rows';
import type { SheetRow } from './row-checks';

const refuse = (message: string) => new AppError('VALIDATION', { message, fields: { file: message } });

export interface WorkerListFile {
  /** The bytes to store: the upload itself, or a Latin-1 CSV re-encoded as UTF-8. */
  bytes: Uint8Array;
  /** The first sheet's non-empty rows, the header first. */
  rows: SheetRow[];
}

/**
 * An uploaded list read into rows, refusing what is not a list before any row is checked: empty,
 * too large, neither xlsx nor CSV by its bytes. A workbook is read in a parse worker, after the
 * same zip checks (entries, unpacked size, macros) and cell budget as catalogue workbooks; only
 * its first visible sheet counts.
 */
export async function readWorkerListFile(bytes: Uint8Array, filename: string): Promise<WorkerListFile> {
  if (bytes.byteLength === 0) throw refuse(M.archivoVacio);
  if (bytes.byteLength > WORKER_LIST_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { message: M.muyGrande(WORKER_LIST_MAX_BYTES / (1024 * 1024)), fields: { file: M.muyGrande(WORKER_LIST_MAX_BYTES / (1024 * 1024)) } });
  const extension = /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  let rows: SheetRow[];
  let stored = bytes;
  if (extension === 'csv') {
    const { text, wasLatin1 } = decodeCsv(bytes);
    if (text.includes('\u0000')) throw refuse(M.tipoNoPermitido);
    const parsed = parseCsvRows(text, WORKER_LIST_MAX_ROWS + 1);
    if (!parsed) throw refuse(M.csvIlegible);
    rows = parsed;
    if (wasLatin1) stored = new TextEncoder().encode(text);
  } else {
    if (!detectFileType(bytes, extension, ['xlsx']).ok) throw refuse(M.tipoNoPermitido);
    const workbook = await parseCatalogueInWorker(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    rows = (workbook.sheetAxList[0]?.rowAxList ?? []).map((r) => ({ index: r.index, cells: r.cellAxList }));
  }
  if (rows.length < 2) throw refuse(M.sinFilas);
  if (rows.length - 1 > WORKER_LIST_MAX_ROWS) throw refuse(M.demasiadasFilas(WORKER_LIST_MAX_ROWS));
  return { bytes: stored, rows };
}
