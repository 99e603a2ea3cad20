import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYROLL_CHECKS_VERSION, type PayrollFlag, type PayrollValidationStatus } from '../../../shared/domain/payroll-checks';
import type { PayrollFindingFilter, TPayrollPeriodQuery } from '../../../shared/contracts/payroll.contract';
import type { Executor } from '../../db/client';
import { containing, foldedContaining } from '../../db/like';
import { companies, payrollCfdis, payrollPeriods, services } from '../../db/schema';

export type PayrollPeriodRow = typeof payrollPeriods.$inferSelect;
export type PayrollCfdiRow = typeof payrollCfdis.$inferSelect;

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('payroll: write returned no row');
  return row;
}

const yearOf = sql<number>`extract(year from ${payrollPeriods.endDate})::int`;
const monthOf = sql<number>`extract(month from ${payrollPeriods.endDate})::int`;

const periodColumns = {
  id: payrollPeriods.id,
  name: payrollPeriods.name,
  startDate: payrollPeriods.startDate,
  endDate: payrollPeriods.endDate,
  periodicity: payrollPeriods.periodicity,
  folderId: payrollPeriods.folderId,
  employees: count(payrollCfdis.id),
};
/** What a CFDI's checks compare against: its period's dates and its service's client and dates. */
export interface PayrollCheckContext {
  clientRfc: string;
  service: { startDate: string; endDate: string | null };
  period: { startDate: string; endDate: string };
}

export type PayrollChecksUpdate = Pick<
  typeof payrollCfdis.$inferInsert,
  'imssContributions' | 'isrComputed' | 'isrDifference' | 'imssComputed' | 'imssDifference' | 'working' | 'flags' | 'validationStatus' | 'checksVersion'
>;

const clientCompanies = alias(companies, 'client_companies');
const stale = or(isNull(payrollCfdis.checksVersion), lt(payrollCfdis.checksVersion, PAYROLL_CHECKS_VERSION));

export type PayrollPeriodSummary = { id: string; name: string; startDate: string; endDate: string; periodicity: string; folderId: string | null; employees: number };

/**
 * The payroll module's tables (payroll_periods, payroll_cfdis). It also reads, never writes, a
 * company's RFC (the issuer check) and a service's client and dates (the CFDI checks).
 */
export function payrollRepository(db: Executor) {
  return {
    async companyRfc(companyId: string): Promise<string | undefined> {
      const [row] = await db.select({ rfc: companies.rfc }).from(companies).where(eq(companies.id, companyId));
      return row?.rfc;
    },

    async companyName(companyId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
      return row?.name;
    },

    /** The year-months (of FechaFinalPago) of some periods of a service. */
    monthsOf(serviceId: string, periodIds: readonly string[]): Promise<{ year: number; month: number }[]> {
      if (!periodIds.length) return Promise.resolve([]);
      return db
        .selectDistinct({ year: yearOf, month: monthOf })
        .from(payrollPeriods)
        .where(and(eq(payrollPeriods.serviceId, serviceId), inArray(payrollPeriods.id, [...periodIds])));
    },

    /** CFDIs of the service's month (periods ending in it) with an error flag. */
    async errorCountInMonth(serviceId: string, year: number, month: number): Promise<number> {
      const from = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
      const [row] = await db
        .select({ n: count(payrollCfdis.id) })
        .from(payrollCfdis)
        .innerJoin(payrollPeriods, eq(payrollPeriods.id, payrollCfdis.periodId))
        .where(
          and(
            eq(payrollCfdis.serviceId, serviceId),
            eq(payrollCfdis.validationStatus, 'CON_ERRORES'),
            sql`${payrollPeriods.endDate} >= ${from}::date`,
            sql`${payrollPeriods.endDate} < (${from}::date + interval '1 month')`,
          ),
        );
      return Number(row?.n ?? 0);
    },

    async cfdiByUuid(uuid: string): Promise<{ id: string } | undefined> {
      const [row] = await db.select({ id: payrollCfdis.id }).from(payrollCfdis).where(eq(payrollCfdis.uuid, uuid));
      return row;
    },

    async findPeriod(serviceId: string, key: { startDate: string; endDate: string; periodicity: string }): Promise<PayrollPeriodRow | undefined> {
      const [row] = await db
        .select()
        .from(payrollPeriods)
        .where(and(eq(payrollPeriods.serviceId, serviceId), eq(payrollPeriods.startDate, key.startDate), eq(payrollPeriods.endDate, key.endDate), eq(payrollPeriods.periodicity, key.periodicity)));
      return row;
    },

    async insertPeriod(values: typeof payrollPeriods.$inferInsert): Promise<PayrollPeriodRow> {
      return one(await db.insert(payrollPeriods).values(values).returning());
    },

    async setPeriodFolder(id: string, folderId: string): Promise<void> {
      await db.update(payrollPeriods).set({ folderId }).where(eq(payrollPeriods.id, id));
    },

    async insertCfdi(values: typeof payrollCfdis.$inferInsert): Promise<PayrollCfdiRow> {
      return one(await db.insert(payrollCfdis).values(values).returning());
    },

    /** The year-months (of FechaFinalPago) that have periods, newest first. */
    yearMonths(serviceId: string): Promise<{ year: number; month: number }[]> {
      return db
        .selectDistinct({ year: yearOf, month: monthOf })
        .from(payrollPeriods)
        .where(eq(payrollPeriods.serviceId, serviceId))
        .orderBy(desc(yearOf), desc(monthOf));
    },

    /** The periods whose FechaFinalPago falls in the month, with their CFDI count. */
    periodsIn(serviceId: string, year: number, month: number): Promise<PayrollPeriodSummary[]> {
      const from = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
      return db
        .select(periodColumns)
        .from(payrollPeriods)
        .leftJoin(payrollCfdis, eq(payrollCfdis.periodId, payrollPeriods.id))
        .where(and(eq(payrollPeriods.serviceId, serviceId), sql`${payrollPeriods.endDate} >= ${from}::date`, sql`${payrollPeriods.endDate} < (${from}::date + interval '1 month')`))
        .groupBy(payrollPeriods.id)
        .orderBy(asc(payrollPeriods.endDate), asc(payrollPeriods.startDate), asc(payrollPeriods.name));
    },

    async period(serviceId: string, periodId: string): Promise<PayrollPeriodSummary | undefined> {
      const [row] = await db
        .select(periodColumns)
        .from(payrollPeriods)
        .leftJoin(payrollCfdis, eq(payrollCfdis.periodId, payrollPeriods.id))
        .where(and(eq(payrollPeriods.serviceId, serviceId), eq(payrollPeriods.id, periodId)))
        .groupBy(payrollPeriods.id);
      return row;
    },

    /** A page of the period's CFDIs (errors first, then warnings, then by name) and the chips' counts under the search. */
    async cfdisPage(periodId: string, query: TPayrollPeriodQuery): Promise<{ rows: PayrollCfdiRow[]; counts: Record<PayrollFindingFilter, number> }> {
      const t = payrollCfdis;
      const search = query.q
        ? or(sql`avala_fold(${t.fullName}) like ${foldedContaining(query.q)}`, ilike(t.curp, containing(query.q)), ilike(t.employeeRfc, containing(query.q)), ilike(t.nss, containing(query.q)))
        : undefined;
      const scope = and(eq(t.periodId, periodId), search);
      const chip = query.hallazgos === 'TODOS' ? undefined : eq(t.validationStatus, query.hallazgos);
      const severity = sql`case ${t.validationStatus} when 'CON_ERRORES' then 0 when 'CON_ADVERTENCIAS' then 1 else 2 end`;
      const [rows, [counts]] = await Promise.all([
        db.select().from(t).where(and(scope, chip)).orderBy(severity, asc(t.fullName), asc(t.id)).limit(query.limit).offset(query.offset),
        db
          .select({
            TODOS: sql<number>`count(*)::int`,
            CON_ERRORES: sql<number>`(count(*) filter (where ${t.validationStatus} = 'CON_ERRORES'))::int`,
            CON_ADVERTENCIAS: sql<number>`(count(*) filter (where ${t.validationStatus} = 'CON_ADVERTENCIAS'))::int`,
          })
          .from(t)
          .where(scope),
      ]);
      return { rows, counts: { TODOS: Number(counts?.TODOS ?? 0), CON_ERRORES: Number(counts?.CON_ERRORES ?? 0), CON_ADVERTENCIAS: Number(counts?.CON_ADVERTENCIAS ?? 0) } };
    },

    async cfdi(serviceId: string, periodId: string, cfdiId: string): Promise<PayrollCfdiRow | undefined> {
      const [row] = await db
        .select()
        .from(payrollCfdis)
        .where(and(eq(payrollCfdis.serviceId, serviceId), eq(payrollCfdis.periodId, periodId), eq(payrollCfdis.id, cfdiId)));
      return row;
    },
  
    /** The CFDIs with what their checks compare against. */
    async cfdisWithContext(ids: readonly string[]): Promise<{ row: PayrollCfdiRow; ctx: PayrollCheckContext }[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ row: payrollCfdis, clientRfc: clientCompanies.rfc, serviceStart: services.startDate, serviceEnd: services.endDate, periodStart: payrollPeriods.startDate, periodEnd: payrollPeriods.endDate })
        .from(payrollCfdis)
        .innerJoin(payrollPeriods, eq(payrollPeriods.id, payrollCfdis.periodId))
        .innerJoin(services, eq(services.id, payrollCfdis.serviceId))
        .innerJoin(clientCompanies, eq(clientCompanies.id, services.clientCompanyId))
        .where(inArray(payrollCfdis.id, [...ids]))
        .orderBy(asc(payrollCfdis.id));
      return rows.map((r) => ({
        row: r.row,
        ctx: { clientRfc: r.clientRfc, service: { startDate: r.serviceStart, endDate: r.serviceEnd }, period: { startDate: r.periodStart, endDate: r.periodEnd } },
      }));
    },

    /** The period's CFDIs of a worker: same CURP, or (without CURP) same RFC. */
    sameWorkerInPeriod(periodId: string, curp: string, rfc: string) {
      const who = curp.trim() ? eq(payrollCfdis.curp, curp) : and(eq(payrollCfdis.curp, ''), eq(payrollCfdis.employeeRfc, rfc));
      return db
        .select({ id: payrollCfdis.id, curp: payrollCfdis.curp, employeeRfc: payrollCfdis.employeeRfc, flags: payrollCfdis.flags, checksVersion: payrollCfdis.checksVersion })
        .from(payrollCfdis)
        .where(and(eq(payrollCfdis.periodId, periodId), who));
    },

    async setChecks(id: string, values: PayrollChecksUpdate): Promise<void> {
      await db.update(payrollCfdis).set(values).where(eq(payrollCfdis.id, id));
    },

    async setFlags(id: string, flags: PayrollFlag[], validationStatus: PayrollValidationStatus): Promise<void> {
      await db.update(payrollCfdis).set({ flags, validationStatus }).where(eq(payrollCfdis.id, id));
    },

    /** A batch of CFDIs checked with an older rule set (or never). */
    async staleIds(limit: number): Promise<string[]> {
      const rows = await db.select({ id: payrollCfdis.id }).from(payrollCfdis).where(stale).orderBy(asc(payrollCfdis.id)).limit(limit);
      return rows.map((r) => r.id);
    },

    /** The services of some CFDIs, sorted (so locks on them are always taken in one order). */
    async serviceIdsOf(ids: readonly string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db.selectDistinct({ serviceId: payrollCfdis.serviceId }).from(payrollCfdis).where(inArray(payrollCfdis.id, [...ids]));
      return rows.map((r) => r.serviceId).toSorted();
    },

    /**
     * Read port of the workforce summary: the service's CFDIs with who they pay and their open
     * flags, one month (FechaFinalPago in it) or all; set-based over the service index.
     */
    workerCfdis(serviceId: string, month?: { year: number; month: number }) {
      const from = month ? `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}-01` : '';
      const inMonth = month ? [sql`${payrollPeriods.endDate} >= ${from}::date`, sql`${payrollPeriods.endDate} < (${from}::date + interval '1 month')`] : [];
      return db
        .select({
          year: yearOf,
          month: monthOf,
          name: payrollCfdis.fullName,
          curp: payrollCfdis.curp,
          rfc: payrollCfdis.employeeRfc,
          nss: payrollCfdis.nss,
          flags: payrollCfdis.flags,
          isrDifference: payrollCfdis.isrDifference,
          imssDifference: payrollCfdis.imssDifference,
        })
        .from(payrollCfdis)
        .innerJoin(payrollPeriods, eq(payrollPeriods.id, payrollCfdis.periodId))
        .where(and(eq(payrollCfdis.serviceId, serviceId), eq(payrollPeriods.serviceId, serviceId), ...inMonth));
    },

    async hasStale(): Promise<boolean> {
      const [row] = await db.select({ id: payrollCfdis.id }).from(payrollCfdis).where(stale).limit(1);
      return Boolean(row);
    },
  };
}
