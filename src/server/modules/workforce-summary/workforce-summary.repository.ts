import type { PayrollWorkersReader } from '../payroll/payroll-workers.port';
import type { WorkerListsReader } from '../payroll-lists/worker-lists.port';

export type YearMonth = { year: number; month: number };
export type WorkforcePorts = { payrollWorkers: PayrollWorkersReader; workerLists: WorkerListsReader };

/**
 * The three sources of the workforce summary, read through the payroll and payroll-lists modules'
 * read ports (their tables stay theirs): three set-based queries per call, one month or all.
 */
export function workforceSummaryRepository(ports: WorkforcePorts) {
  return {
    async sources(serviceId: string, month?: YearMonth) {
      const [payrollRows, suaRows, cfdis] = await Promise.all([ports.workerLists.payrollWorkers(serviceId, month), ports.workerLists.suaWorkers(serviceId, month), ports.payrollWorkers.cfdiWorkers(serviceId, month)]);
      return { payrollRows, suaRows, cfdis };
    },
  };
}
export type WorkforceSources = Awaited<ReturnType<ReturnType<typeof workforceSummaryRepository>['sources']>>;
