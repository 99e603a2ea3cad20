import type { Executor } from '../../db/client';
import { payrollListsRepository } from './payroll-lists.repository';

/**
 * Read port for the workforce summary (issue 22): who a service's paid-payroll lists and SUA data
 * name, one month or all. Handed to other modules through context.ts; reads only.
 */
export function workerListsReader(db: Executor) {
  const repo = payrollListsRepository(db);
  return {
    payrollWorkers: (serviceId: string, month?: { year: number; month: number }) => repo.payrollWorkers(serviceId, month),
    suaWorkers: (serviceId: string, month?: { year: number; month: number }) => repo.suaWorkers(serviceId, month),
  };
}
export type WorkerListsReader = ReturnType<typeof workerListsReader>;
