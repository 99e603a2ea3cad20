import type { TPayrollEmployeeRow, TPayrollPeriod } from '../../../shared/contracts/payroll.contract';
import { periodicidadPagoLabel } from '../../../shared/domain/payroll-periodicity';
import type { PayrollCfdiRow, PayrollPeriodSummary } from './payroll.repository';

export const toPeriodDto = (row: PayrollPeriodSummary): TPayrollPeriod => ({
  id: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  periodicity: row.periodicity,
  folderId: row.folderId,
  employees: Number(row.employees),
});

export const toEmployeeRowDto = (row: PayrollCfdiRow): TPayrollEmployeeRow => ({
  id: row.id,
  uuid: row.uuid,
  fileId: row.fileId,
  fullName: row.fullName,
  curp: row.curp,
  rfc: row.employeeRfc,
  nss: row.nss,
  employeeNumber: row.employeeNumber,
  dailySalary: row.sdi,
  sbc: row.sbc,
  paidDays: row.paidDays,
  periodicity: periodicidadPagoLabel(row.periodicity),
  totalPerceptions: row.totalPerceptions,
  totalDeductions: row.totalDeductions,
  imss: row.imss,
  isr: row.isr,
  net: row.total,
  isrConcept: { amount: row.isr, aportaciones: null, calculado: row.isrComputed, importeCalculado: row.isrComputed, diferencia: row.isrDifference },
  imssConcept: { amount: row.imss, aportaciones: row.imssContributions, calculado: row.imssComputed, importeCalculado: row.imssComputed, diferencia: row.imssDifference },
  validation: { status: row.validationStatus, flags: row.flags },
  working: row.working,
});
