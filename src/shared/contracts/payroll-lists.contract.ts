import { WORKER_LIST_KINDS } from '../domain/payroll-list-template';
import { z } from '../domain/zod-locale';
import { envelope, type TFieldErrors } from './envelope';

/**
 * A service's paid-payroll lists and SUA worker data (issue 22): POST /services/{id}/payroll-lists
 * and /services/{id}/sua (multipart: year, month, file), GET /services/{id}/payroll-lists (the
 * months that have each), GET …/payroll-lists/{year}/{month} and …/sua/{year}/{month} (the rows).
 */

export const ZWorkerListServiceParams = z.object({ id: z.uuid() });
export const ZWorkerListMonthParams = z.object({ id: z.uuid(), year: z.coerce.number().int().min(1990).max(9999), month: z.coerce.number().int().min(1).max(12) });
export const ZWorkerListRowsQuery = z.object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(5000).default(1000) });
export type TWorkerListRowsQuery = z.infer<typeof ZWorkerListRowsQuery>;

/** One problem of one row: the spreadsheet's row number, the column's header and the reason. */
export const ZRowIssue = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type TRowIssue = z.infer<typeof ZRowIssue>;

const ZYearMonth = z.object({ year: z.number().int(), month: z.number().int() });

export const ZWorkerListMonth = ZYearMonth.extend({ rows: z.number().int(), uploadedAt: z.string(), fileId: z.uuid() });
export type TWorkerListMonth = z.infer<typeof ZWorkerListMonth>;

export const ZWorkerListMonths = z.object({
  payrollLists: z.array(ZWorkerListMonth),
  sua: z.array(ZWorkerListMonth),
  /** The months a list may be uploaded for (the service's span, up to the current month). */
  span: z.object({ first: ZYearMonth, last: ZYearMonth }),
});
export type TWorkerListMonths = z.infer<typeof ZWorkerListMonths>;
export const ZWorkerListMonthsResponse = envelope(ZWorkerListMonths);

export const ZWorkerListUploadResult = z.object({
  kind: z.enum(WORKER_LIST_KINDS),
  year: z.number().int(),
  month: z.number().int(),
  rows: z.number().int(),
  /** Row problems that do not refuse the file (an RFC check digit that does not match). */
  warnings: z.array(ZRowIssue),
  /** The vault folder the file was filed in (shared with the client). */
  folderId: z.uuid(),
});
export type TWorkerListUploadResult = z.infer<typeof ZWorkerListUploadResult>;
export const ZWorkerListUploadResponse = envelope(ZWorkerListUploadResult);

export const ZPayrollListRow = z.object({ rowNumber: z.number().int(), name: z.string(), curp: z.string(), rfc: z.string(), nss: z.string(), dailySalary: z.string(), days: z.number().int() });
export type TPayrollListRow = z.infer<typeof ZPayrollListRow>;
export const ZPayrollListRowsResponse = envelope(z.object({ total: z.number().int(), rows: z.array(ZPayrollListRow) }));

export const ZSuaRow = z.object({
  rowNumber: z.number().int(),
  nss: z.string(),
  curp: z.string(),
  name: z.string(),
  days: z.number().int(),
  sbc: z.string(),
  absences: z.number().int(),
  incapacities: z.number().int(),
});
export type TSuaRow = z.infer<typeof ZSuaRow>;
export const ZSuaRowsResponse = envelope(z.object({ total: z.number().int(), rows: z.array(ZSuaRow) }));

/** A refused upload carries its row errors as 400 fields keyed `fila.{row}.{column}`. */
export const rowIssueField = (issue: TRowIssue) => `fila.${String(issue.row)}.${issue.column}`;

/** The row errors of a refused upload's fields, in row order; other fields (file, month) are left out. */
export function rowIssuesOf(fields: TFieldErrors | undefined): TRowIssue[] {
  const out: TRowIssue[] = [];
  for (const [key, message] of Object.entries(fields ?? {})) {
    const match = /^fila\.(\d+)\.(.+)$/.exec(key);
    if (match?.[1] && match[2]) out.push({ row: Number(match[1]), column: match[2], message });
  }
  return out.toSorted((a, b) => a.row - b.row);
}
