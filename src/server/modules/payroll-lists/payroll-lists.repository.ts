import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { WorkerListKind } from '../../../shared/domain/payroll-list-template';
import type { Executor } from '../../db/client';
import { payrollListRows, payrollWorkerLists, suaRows } from '../../db/schema';
import type { PayrollListRecord, SuaRecord } from './row-checks';

export type WorkerListRow = typeof payrollWorkerLists.$inferSelect;
/** Rows per INSERT: 13 parameters × 500 stays far below PostgreSQL's 65,535. */
const CHUNK = 500;

const byMonth = (table: typeof payrollListRows | typeof suaRows, serviceId: string, year: number, month: number) => and(eq(table.serviceId, serviceId), eq(table.year, year), eq(table.month, month));

/**
 * The payroll-lists module's tables (payroll_worker_lists, payroll_list_rows, sua_rows), always
 * scoped by service. The next session's summary reads a service-month's rows through here.
 */
export function payrollListsRepository(db: Executor) {
  return {
    current(serviceId: string, kind: WorkerListKind, year: number, month: number): Promise<WorkerListRow | undefined> {
      const t = payrollWorkerLists;
      return db
        .select()
        .from(t)
        .where(and(eq(t.serviceId, serviceId), eq(t.kind, kind), eq(t.year, year), eq(t.month, month)))
        .then((rows) => rows[0]);
    },

    /** Drops a month's list and (cascade) its rows. */
    async remove(id: string): Promise<void> {
      await db.delete(payrollWorkerLists).where(eq(payrollWorkerLists.id, id));
    },

    async insertList(values: typeof payrollWorkerLists.$inferInsert): Promise<WorkerListRow> {
      const [row] = await db.insert(payrollWorkerLists).values(values).returning();
      if (!row) throw new Error('payroll-lists: insert returned no row');
      return row;
    },

    async insertPayrollRows(list: WorkerListRow, records: readonly PayrollListRecord[]): Promise<void> {
      for (let i = 0; i < records.length; i += CHUNK) {
        await db.insert(payrollListRows).values(records.slice(i, i + CHUNK).map((r) => ({ ...r, listId: list.id, serviceId: list.serviceId, year: list.year, month: list.month })));
      }
    },

    async insertSuaRows(list: WorkerListRow, records: readonly SuaRecord[]): Promise<void> {
      for (let i = 0; i < records.length; i += CHUNK) {
        await db.insert(suaRows).values(records.slice(i, i + CHUNK).map((r) => ({ ...r, listId: list.id, serviceId: list.serviceId, year: list.year, month: list.month })));
      }
    },

    /** The months that have a list of each kind, newest first. */
    months(serviceId: string): Promise<WorkerListRow[]> {
      const t = payrollWorkerLists;
      return db.select().from(t).where(eq(t.serviceId, serviceId)).orderBy(desc(t.year), desc(t.month));
    },

    /** Read port of the workforce summary: who each list names, one month or every month of the service. */
    payrollWorkers(serviceId: string, month?: { year: number; month: number }) {
      const t = payrollListRows;
      const where = month ? byMonth(t, serviceId, month.year, month.month) : eq(t.serviceId, serviceId);
      return db.select({ year: t.year, month: t.month, name: t.name, curp: t.curp, rfc: t.rfc, nss: t.nss }).from(t).where(where).orderBy(asc(t.year), asc(t.month), asc(t.rowNumber));
    },

    suaWorkers(serviceId: string, month?: { year: number; month: number }) {
      const t = suaRows;
      const where = month ? byMonth(t, serviceId, month.year, month.month) : eq(t.serviceId, serviceId);
      return db.select({ year: t.year, month: t.month, name: t.name, curp: t.curp, nss: t.nss }).from(t).where(where).orderBy(asc(t.year), asc(t.month), asc(t.rowNumber));
    },

    /** A service-month's paid-payroll list rows in file order (all of them without a page). */
    async payrollRows(serviceId: string, year: number, month: number, page?: { offset: number; limit: number }) {
      const t = payrollListRows;
      const where = byMonth(t, serviceId, year, month);
      const columns = { rowNumber: t.rowNumber, name: t.name, curp: t.curp, rfc: t.rfc, nss: t.nss, dailySalary: t.dailySalary, days: t.days };
      const query = db.select(columns).from(t).where(where).orderBy(asc(t.rowNumber));
      const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
      const total = page ? ((await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0) : rows.length;
      return { total, rows };
    },

    /** A service-month's SUA rows in file order (all of them without a page). */
    async suaRows(serviceId: string, year: number, month: number, page?: { offset: number; limit: number }) {
      const t = suaRows;
      const where = byMonth(t, serviceId, year, month);
      const columns = { rowNumber: t.rowNumber, nss: t.nss, curp: t.curp, name: t.name, days: t.days, sbc: t.sbc, absences: t.absences, incapacities: t.incapacities };
      const query = db.select(columns).from(t).where(where).orderBy(asc(t.rowNumber));
      const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
      const total = page ? ((await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0) : rows.length;
      return { total, rows };
    },
  };
}
