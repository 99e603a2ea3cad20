import type { TWorkforcePeriod } from '../../../shared/contracts/workforce-summary.contract';
import { matchWorkforce, workforceMonthStatus, type MatchedWorker } from '../../../shared/domain/workforce-match';
import { RESUMEN_TRABAJADORES as T } from '../../../shared/labels/workforce-summary';
import { monthName } from '../../../shared/labels/months';
import type { WorkforceSources, YearMonth } from './workforce-summary.repository';

const keyOf = (p: YearMonth) => p.year * 100 + p.month;

function groupByMonth<T extends YearMonth>(rows: readonly T[], into: Map<number, { payroll: T[]; sua: T[]; cfdis: T[] }>, kind: 'payroll' | 'sua' | 'cfdis') {
  for (const row of rows) {
    const k = keyOf(row);
    const entry = into.get(k) ?? { payroll: [], sua: [], cfdis: [] };
    entry[kind].push(row);
    into.set(k, entry);
  }
}

export interface MonthMatch extends YearMonth {
  hasPayroll: boolean;
  hasSua: boolean;
  hasCfdi: boolean;
  rows: MatchedWorker[];
}

/** Every month with any of the three data up to `lastYear`, newest first, matched. */
export function matchMonths(sources: WorkforceSources, lastYear: number): MonthMatch[] {
  type Any = WorkforceSources['payrollRows'][number] | WorkforceSources['suaRows'][number] | WorkforceSources['cfdis'][number];
  const months = new Map<number, { payroll: Any[]; sua: Any[]; cfdis: Any[] }>();
  groupByMonth(sources.payrollRows, months, 'payroll');
  groupByMonth(sources.suaRows, months, 'sua');
  groupByMonth(sources.cfdis, months, 'cfdis');
  return [...months.entries()]
    .filter(([k]) => Math.floor(k / 100) <= lastYear)
    .toSorted(([a], [b]) => b - a)
    .map(([k, m]) => ({
      year: Math.floor(k / 100),
      month: k % 100,
      hasPayroll: m.payroll.length > 0,
      hasSua: m.sua.length > 0,
      hasCfdi: m.cfdis.length > 0,
      rows: matchWorkforce({
        payroll: m.payroll as WorkforceSources['payrollRows'],
        sua: m.sua as WorkforceSources['suaRows'],
        cfdis: m.cfdis as WorkforceSources['cfdis'],
      }),
    }));
}

/** The spec's summary period; rows only when asked (the months call leaves them out). */
export function toPeriod(m: MonthMatch, withRows: boolean): TWorkforcePeriod {
  const status = workforceMonthStatus(m.rows);
  const has = (v: boolean) => (v ? 'ok' : 'sin datos');
  return {
    year: m.year,
    month: m.month,
    yearMonth: `${String(m.year)}-${String(m.month).padStart(2, '0')}`,
    monthString: monthName(m.month),
    status,
    resumenRequirementList: [
      { requirementName: T.fuentes.nomina, status: has(m.hasPayroll) },
      { requirementName: T.fuentes.sua, status: has(m.hasSua) },
      { requirementName: T.fuentes.cfdi, status: has(m.hasCfdi) },
    ],
    hasDataPayRoll: m.hasPayroll,
    hasDataSua: m.hasSua,
    hasDataCfdi: m.hasCfdi,
    workers: m.rows.length,
    standingOut: m.rows.filter((r) => r.reasons.length > 0).length,
    assortDataRowList: withRows ? m.rows : [],
  };
}
