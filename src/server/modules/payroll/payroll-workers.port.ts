import type { Executor } from '../../db/client';
import { payrollRepository } from './payroll.repository';

/**
 * Read port for the workforce summary (issue 22): who each payroll CFDI of a service pays and its
 * open flags, one month or all. Handed to other modules through context.ts; reads only.
 */
export function payrollWorkersReader(db: Executor) {
  const repo = payrollRepository(db);
  return { cfdiWorkers: (serviceId: string, month?: { year: number; month: number }) => repo.workerCfdis(serviceId, month) };
}
export type PayrollWorkersReader = ReturnType<typeof payrollWorkersReader>;
