import type { TWorkerListMonth, TWorkerListMonths, TWorkerListRowsQuery, TWorkerListUploadResult } from '../../../shared/contracts/payroll-lists.contract';
import { mexicoDayOf } from '../../../shared/domain/compliance-due';
import type { WorkerListKind } from '../../../shared/domain/payroll-list-template';
import { isInRange, uploadPeriodRange } from '../../../shared/domain/upload-period';
import { MENSAJES_DOCUMENTOS } from '../../../shared/labels/compliance-documents';
import { MENSAJES_LISTAS as M } from '../../../shared/labels/payroll-lists';
import { monthName } from '../../../shared/labels/months';
import { z } from '../../../shared/domain/zod-locale';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import type { ServiceAccessPort } from '../services/service-access';
import { payrollListsRepository, type WorkerListRow } from './payroll-lists.repository';
import type { WorkerListForm } from './upload-form';
import { readWorkerListFile } from './worker-list-file';
import { checkWorkerList, storeWorkerList } from './worker-list-upload';

/** The payroll module's port: after a list is stored, its month's findings are told to the client. */
export type PayrollFindingsPort = { alertFindings(service: { id: string; name: string; providerCompanyId: string; clientCompanyId: string }, months: readonly { year: number; month: number }[]): Promise<number> };

type Deps = { db: Db; files: FilesService; services: ServiceAccessPort; findings?: PayrollFindingsPort | undefined; now?: (() => Date) | undefined };

const ZFields = z.object({ year: z.coerce.number().int().min(1990).max(9999), month: z.coerce.number().int().min(1).max(12) });

const toMonth = (row: WorkerListRow): TWorkerListMonth => ({ year: row.year, month: row.month, rows: row.rowCount, uploadedAt: row.createdAt.toISOString(), fileId: row.fileId });

/**
 * A service's paid-payroll lists and SUA worker data per month (issue 22). The provider's uploaders
 * (the same who upload payroll CFDIs) send them; both sides read. A month outside the service's
 * span, or a file with any row error, is refused and nothing is stored.
 */
export function createPayrollListsService(deps: Deps) {
  const repo = payrollListsRepository(deps.db);
  const today = () => mexicoDayOf(deps.now?.() ?? new Date()).toISOString().slice(0, 10);

  return {
    async upload(actor: Actor, serviceId: string, kind: WorkerListKind, form: WorkerListForm): Promise<TWorkerListUploadResult> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
      const parsed = ZFields.safeParse(form.fields);
      if (!parsed.success || !form.file) {
        const fields: Record<string, string> = {};
        if (!parsed.success) Object.assign(fields, { month: M.mesRequerido, year: M.mesRequerido });
        if (!form.file) fields.file = M.sinArchivo;
        throw new AppError('VALIDATION', { message: form.file ? M.mesRequerido : M.sinArchivo, fields });
      }
      const { year, month } = parsed.data;
      const range = uploadPeriodRange(service, today());
      if (!isInRange({ year, month }, range)) {
        const label = (p: { year: number; month: number }) => `${monthName(p.month)} ${String(p.year)}`;
        const message = MENSAJES_DOCUMENTOS.fueraDelServicio(label(range.first), label(range.last));
        throw new AppError('VALIDATION', { message, fields: { month: message, year: message } });
      }
      const file = await readWorkerListFile(form.file.bytes, form.file.filename);
      const checked = checkWorkerList(kind, file);
      const stored = await storeWorkerList(deps, { service, userId: actor.userId, year, month, filename: form.file.filename, file, checked });
      if (kind === 'LISTA') await deps.findings?.alertFindings(service, [{ year, month }]);
      return stored;
    },

    async months(actor: Actor, serviceId: string): Promise<TWorkerListMonths> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const rows = await repo.months(service.id);
      return {
        payrollLists: rows.filter((r) => r.kind === 'LISTA').map(toMonth),
        sua: rows.filter((r) => r.kind === 'SUA').map(toMonth),
        span: uploadPeriodRange(service, today()),
      };
    },

    async payrollRows(actor: Actor, serviceId: string, year: number, month: number, page: TWorkerListRowsQuery) {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      return repo.payrollRows(service.id, year, month, page);
    },

    async suaRows(actor: Actor, serviceId: string, year: number, month: number, page: TWorkerListRowsQuery) {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      return repo.suaRows(service.id, year, month, page);
    },

    /** The SUA template may be fetched by anyone who sees the service. */
    async requireRead(actor: Actor, serviceId: string): Promise<void> {
      await deps.services.requireServiceAccess(actor, serviceId, 'read');
    },
  };
}
export type PayrollListsService = ReturnType<typeof createPayrollListsService>;
