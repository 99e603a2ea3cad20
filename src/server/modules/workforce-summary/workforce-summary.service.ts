import type { TServiceTreeStage, TServiceWorkers, TServiceWorkersQuery, TWorkforcePeriods } from '../../../shared/contracts/workforce-summary.contract';
import { mexicoDayOf } from '../../../shared/domain/compliance-due';
import type { Actor } from '../../plugins/auth';
import type { ComplianceSummaryService } from '../compliance-summary/compliance-summary.service';
import type { ServicesService } from '../services/services.service';
import { serviceWorkers } from './service-workers';
import { matchMonths, toPeriod, type MonthMatch } from './workforce-periods';
import { workforceSummaryRepository, type WorkforcePorts, type YearMonth } from './workforce-summary.repository';

export type WorkforceSummaryDeps = WorkforcePorts & { services: Pick<ServicesService, 'requireServiceAccess' | 'detail'>; complianceSummary: Pick<ComplianceSummaryService, 'summary'>; now?: (() => Date) | undefined };

/**
 * The workers placed at the client's disposal (issue 22): per month, the payroll list, the SUA and
 * the CFDIs matched per worker. Both sides of the service read; anyone else gets 404.
 */
export function createWorkforceSummaryService(deps: WorkforceSummaryDeps) {
  const repo = workforceSummaryRepository(deps);
  // Periods of a year after the current one (Mexico City) are left out (spec 2 §2).
  const currentYear = () => mexicoDayOf(deps.now?.() ?? new Date()).getUTCFullYear();

  async function months(serviceId: string, month?: YearMonth): Promise<MonthMatch[]> {
    return matchMonths(await repo.sources(serviceId, month), currentYear());
  }

  return {
    /** One month with its rows (periodList of one; empty when the month has no data or is in a future year). */
    async month(actor: Actor, serviceId: string, month: YearMonth): Promise<{ serviceName: string; periods: TWorkforcePeriods }> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const found = await months(service.id, month);
      return { serviceName: service.name, periods: { periodList: found.map((m) => toPeriod(m, true)) } };
    },

    /** Every month with data, newest first, without rows (the month list needs only status and dots). */
    async months(actor: Actor, serviceId: string): Promise<TWorkforcePeriods> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      return { periodList: (await months(service.id)).map((m) => toPeriod(m, false)) };
    },

    async workers(actor: Actor, serviceId: string, query: TServiceWorkersQuery): Promise<TServiceWorkers> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      return serviceWorkers(await months(service.id), query);
    },

    /** The service's stages, each with its 'Resumen de {stage}' periods in the spec's names. */
    async tree(actor: Actor, serviceId: string): Promise<TServiceTreeStage[]> {
      const detail = await deps.services.detail(actor, serviceId);
      const tree: TServiceTreeStage[] = [];
      for (const stage of detail.stages) {
        const summary = await deps.complianceSummary.summary(actor, serviceId, stage.id);
        tree.push({
          stageId: stage.id,
          stageName: summary.stageName,
          resumenPeriodList: summary.periods.map((p) => ({
            year: p.year,
            month: p.month,
            yearMonth: p.yearMonth,
            monthString: p.monthString,
            status: p.status,
            resumenRequirementList: p.requirements.map((r) => ({ requirementName: r.requirementName, status: r.status })),
          })),
        });
      }
      return tree;
    },
  };
}
export type WorkforceSummaryService = ReturnType<typeof createWorkforceSummaryService>;
