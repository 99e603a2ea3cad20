import { sql } from 'drizzle-orm';
import { rowIssueField, type TRowIssue, type TWorkerListUploadResult } from '../../../shared/contracts/payroll-lists.contract';
import { WORKER_LIST_FOLDERS, WORKER_LIST_MAX_BYTES, WORKER_LIST_MAX_ERRORS, type WorkerListKind } from '../../../shared/domain/payroll-list-template';
import { MENSAJES_LISTAS as M } from '../../../shared/labels/payroll-lists';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FilesService } from '../files/files.service';
import { fileServiceDocument, recordComplianceEvent } from '../vault/vault-filing';
import { checkPayrollListRows, PAYROLL_LIST_WANTED } from './payroll-list-checks';
import { payrollListsRepository } from './payroll-lists.repository';
import { locateColumns, type PayrollListRecord, type SuaRecord } from './row-checks';
import { checkSuaRows, SUA_OPTIONAL, SUA_WANTED } from './sua-checks';
import type { WorkerListFile } from './worker-list-file';

interface ServiceRef {
  id: string;
  name: string;
  providerCompanyId: string;
  clientCompanyId: string;
}

type Checked = { kind: 'LISTA'; records: PayrollListRecord[]; warnings: TRowIssue[] } | { kind: 'SUA'; records: SuaRecord[]; warnings: TRowIssue[] };

/** A refused list: every row error as a field `fila.{n}.{columna}` (up to the cap), the count in the message. */
function refuseRows(errors: readonly TRowIssue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of errors.slice(0, WORKER_LIST_MAX_ERRORS)) {
    const key = rowIssueField(issue);
    fields[key] = fields[key] ? `${fields[key]} ${issue.message}` : issue.message;
  }
  return new AppError('VALIDATION', { message: M.conErrores(errors.length), fields });
}

/** The file's header located and every row checked; any error refuses the whole file. */
export function checkWorkerList(kind: WorkerListKind, file: WorkerListFile): Checked {
  const [header, ...rows] = file.rows;
  const requireColumns = (missing: readonly string[]) => {
    if (!missing.length) return;
    const message = M.faltanColumnas(missing.join(', '));
    throw new AppError('VALIDATION', { message, fields: { file: message } });
  };
  if (kind === 'LISTA') {
    const columns = locateColumns(header?.cells ?? [], PAYROLL_LIST_WANTED);
    requireColumns(columns.missing);
    const result = checkPayrollListRows(rows, columns.at);
    if (result.errors.length) throw refuseRows(result.errors);
    return { kind, records: result.records, warnings: result.warnings };
  }
  requireColumns(locateColumns(header?.cells ?? [], SUA_WANTED).missing);
  const result = checkSuaRows(rows, locateColumns(header?.cells ?? [], { ...SUA_WANTED, ...SUA_OPTIONAL }).at);
  if (result.errors.length) throw refuseRows(result.errors);
  return { kind, records: result.records, warnings: result.warnings };
}

/**
 * An accepted list stored in one transaction: the file through the one file pipeline (size, type
 * by magic bytes, zip checks), the month's previous list of this kind replaced (its rows dropped,
 * its vault copy leaving the listing with a DELETE in the ledger), the rows, the read-only vault
 * copy under {servicio}/{Lista de nómina pagada|SUA}/{año-mes} shared with the client, the audit.
 */
export async function storeWorkerList(
  deps: { db: Db; files: FilesService },
  input: { service: ServiceRef; userId: string; year: number; month: number; filename: string; file: WorkerListFile; checked: Checked },
): Promise<TWorkerListUploadResult> {
  const { service, year, month, checked } = input;
  const kind = checked.kind;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`worker-list:${service.id}:${kind}:${String(year)}-${String(month)}`}))`);
    const r = payrollListsRepository(tx);
    const stored = await deps.files.storeUpload({
      actor: { userId: input.userId },
      companyId: service.providerCompanyId,
      kind: kind === 'LISTA' ? 'payroll_list' : 'sua_data',
      source: input.file.bytes,
      filename: input.filename,
      allowed: ['xlsx', 'csv'],
      maxBytes: WORKER_LIST_MAX_BYTES,
      messages: { invalid: M.tipoNoPermitido },
      tx,
      // The file's audit line is the upload's record (kind payroll_list or sua_data, service and month).
      audit: { serviceId: service.id, year, month, rows: checked.records.length },
    });
    const previous = await r.current(service.id, kind, year, month);
    if (previous) {
      await recordComplianceEvent(tx, { documentId: previous.id, action: 'DELETE', userId: input.userId, companyId: service.providerCompanyId, source: 'PAYROLL' });
      await r.remove(previous.id);
    }
    const list = await r.insertList({ serviceId: service.id, kind, year, month, fileId: stored.id, rowCount: checked.records.length, uploadedBy: input.userId });
    if (checked.kind === 'LISTA') await r.insertPayrollRows(list, checked.records);
    else await r.insertSuaRows(list, checked.records);
    const { folderId } = await fileServiceDocument(tx, { service, stageName: WORKER_LIST_FOLDERS[kind], year, month, source: 'PAYROLL', sourceId: list.id, file: stored, userId: input.userId });
    return { kind, year, month, rows: list.rowCount, warnings: checked.warnings.slice(0, WORKER_LIST_MAX_ERRORS), folderId };
  });
}
