import { and, eq } from 'drizzle-orm';
import { matchWorkforce } from '../../../shared/domain/workforce-match';
import { AVISO_NOMINA as A } from '../../../shared/labels/payroll';
import { monthName } from '../../../shared/labels/months';
import type { Db } from '../../db/client';
import { scheduledRuns } from '../../db/schema';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WorkerListsReader } from '../payroll-lists/worker-lists.port';
import { payrollRepository } from './payroll.repository';
import type { PayrollServiceRef } from './payroll-upload';

const ADMINS = ['Administrador'] as const;

export type YearMonth = { year: number; month: number };
export type PayrollAlertDeps = { db: Db; notifications: NotificationsService; workerLists: Pick<WorkerListsReader, 'payrollWorkers'> };

/** A month's findings: CFDIs with an error flag, and workers of the paid-payroll list without a CFDI. */
async function findingsOf(deps: PayrollAlertDeps, serviceId: string, { year, month }: YearMonth) {
  const repo = payrollRepository(deps.db);
  const [cfdiErrors, listed] = await Promise.all([repo.errorCountInMonth(serviceId, year, month), deps.workerLists.payrollWorkers(serviceId, { year, month })]);
  // The month's CFDIs are read only when there is a list to compare them with.
  const withoutCfdi = listed.length ? matchWorkforce({ payroll: listed, sua: [], cfdis: await repo.workerCfdis(serviceId, { year, month }) }).filter((w) => w.reasons.includes('SIN_CFDI')).length : 0;
  return { cfdiErrors, withoutCfdi };
}

const claimName = (serviceId: string) => `payroll-errors:${serviceId}`;
const firstDay = ({ year, month }: YearMonth) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/**
 * After an upload of CFDIs or of a paid-payroll list: for each month it touched that now has a
 * finding (an ISR/IMSS difference or another error flag, a foreign RfcLabora, a listed worker
 * without a CFDI), the client's administrators hear it once per service and month (claimed in
 * scheduled_runs under the month's first day), naming the provider, the service and the counts at
 * that moment. Later uploads of the same month do not notify again: the summary shows the rest.
 */
export async function alertPayrollFindings(deps: PayrollAlertDeps, service: PayrollServiceRef, months: readonly YearMonth[]): Promise<number> {
  let sent = 0;
  for (const ym of months) {
    const day = firstDay(ym);
    // A month already told costs one lookup: an upload of thousands in batches of ten repeats this often.
    const [already] = await deps.db.select({ name: scheduledRuns.name }).from(scheduledRuns).where(and(eq(scheduledRuns.name, claimName(service.id)), eq(scheduledRuns.day, day)));
    if (already) continue;
    const findings = await findingsOf(deps, service.id, ym);
    if (!findings.cfdiErrors && !findings.withoutCfdi) continue;
    const told = await deps.db.transaction(async (tx) => {
      const claimed = await tx.insert(scheduledRuns).values({ name: claimName(service.id), day }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (!claimed.length) return false;
      const provider = (await payrollRepository(tx).companyName(service.providerCompanyId)) ?? '';
      const text = A.texto(provider, service.name, `${monthName(ym.month).toLowerCase()} de ${String(ym.year)}`, findings);
      await deps.notifications.notifyAudience(tx, { companyId: service.clientCompanyId, roles: ADMINS }, { type: 'payroll.errors', subject: A.asunto, text, subText: A.detalle, path: `/dashboard/home/providers/stages/${service.id}` });
      return true;
    });
    if (told) sent++;
  }
  if (sent) deps.notifications.sendSoon();
  return sent;
}
