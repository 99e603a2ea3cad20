import { MOTIVOS_FILA as R } from '../../../shared/labels/payroll-lists';
import { cellOf, curpProblem, dayCount, idCellOf, issueSink, locateColumns, nssProblem, positiveAmount, rfcProblem, type PayrollListRecord, type RowCheck, type SheetRow } from './row-checks';

/** The columns the paid-payroll list must have (first row), with the other names they go by. */
export const PAYROLL_LIST_WANTED = {
  name: { header: 'Nombre', aliases: ['nombre del trabajador', 'nombre completo', 'trabajador'] },
  curp: { header: 'CURP', aliases: [] },
  rfc: { header: 'RFC', aliases: ['rfc del trabajador'] },
  nss: { header: 'NSS', aliases: ['número de seguridad social'] },
  dailySalary: { header: 'Salario diario', aliases: ['sd', 'salario'] },
  days: { header: 'Días pagados', aliases: ['días', 'días laborados'] },
} as const;

/**
 * Every row of a paid-payroll list checked (issue 22): name present; CURP format, state and check
 * digit; RFC format (its check digit only warns); NSS 11 digits and check digit; daily salary above
 * zero; days paid 1–31; a CURP twice. `rows[0]` is the header row; the caller found the columns.
 */
export function checkPayrollListRows(rows: readonly SheetRow[], at: ReturnType<typeof locateColumns<keyof typeof PAYROLL_LIST_WANTED>>['at']): RowCheck<PayrollListRecord> {
  const out: RowCheck<PayrollListRecord> = { records: [], errors: [], warnings: [] };
  const seen = new Map<string, number>();
  const W = PAYROLL_LIST_WANTED;
  for (const { index, cells } of rows) {
    const before = out.errors.length;
    const error = issueSink(out.errors, index);
    const name = cellOf(cells, at.name).replace(/\s+/g, ' ');
    const curp = idCellOf(cells, at.curp);
    const rfc = idCellOf(cells, at.rfc);
    const nss = idCellOf(cells, at.nss);
    const dailySalary = positiveAmount(cellOf(cells, at.dailySalary));
    const days = dayCount(cellOf(cells, at.days), 1);
    error(W.name.header, name ? null : R.nombreVacio);
    const curpIssue = curpProblem(curp);
    error(W.curp.header, curpIssue);
    const first = seen.get(curp);
    if (!curpIssue && first !== undefined) error(W.curp.header, R.curpRepetida(curp, first));
    else if (!curpIssue) seen.set(curp, index);
    const rfcIssue = rfcProblem(rfc);
    error(W.rfc.header, rfcIssue.error);
    issueSink(out.warnings, index)(W.rfc.header, rfcIssue.warning);
    error(W.nss.header, nssProblem(nss));
    error(W.dailySalary.header, dailySalary ? null : R.salarioInvalido);
    error(W.days.header, days !== null ? null : R.diasPagados);
    if (out.errors.length === before && dailySalary && days !== null) out.records.push({ rowNumber: index, name, curp, rfc, nss, dailySalary, days });
  }
  return out;
}
