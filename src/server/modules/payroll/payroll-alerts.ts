import { AVISO_NOMINA as A } from '../../../shared/labels/payroll';
import { monthName } from '../../../shared/labels/months';
import type { Db } from '../../db/client';
import { scheduledRuns } from '../../db/schema';
import type { NotificationsService } from '../notifications/notifications.service';
import { payrollRepository } from './payroll.repository';
import type { PayrollServiceRef } from './payroll-upload';

const ADMINS = ['Administrador'] as const;

/**
 * After an upload: for each month it touched whose CFDIs now carry an error flag, the client's
 * administrators hear it once per service and month (claimed in scheduled_runs under the month's
 * first day), naming the provider, the service and how many CFDI have errors at that moment.
 */
export async function alertPayrollErrors(deps: { db: Db; notifications: NotificationsService }, service: PayrollServiceRef, periodIds: readonly string[]): Promise<number> {
  const repo = payrollRepository(deps.db);
  let sent = 0;
  for (const { year, month } of await repo.monthsOf(service.id, periodIds)) {
    const errors = await repo.errorCountInMonth(service.id, year, month);
    if (!errors) continue;
    const day = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
    const told = await deps.db.transaction(async (tx) => {
      const claimed = await tx.insert(scheduledRuns).values({ name: `payroll-errors:${service.id}`, day }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (!claimed.length) return false;
      const provider = (await payrollRepository(tx).companyName(service.providerCompanyId)) ?? '';
      const text = A.texto(provider, service.name, `${monthName(month).toLowerCase()} de ${String(year)}`, errors);
      await deps.notifications.notifyAudience(tx, { companyId: service.clientCompanyId, roles: ADMINS }, { type: 'payroll.errors', subject: A.asunto, text, subText: A.detalle, path: `/dashboard/home/providers/stages/${service.id}` });
      return true;
    });
    if (told) sent++;
  }
  if (sent) deps.notifications.sendSoon();
  return sent;
}
