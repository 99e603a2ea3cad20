import type { TPayrollPeriodDetail, TPayrollPeriodQuery, TPayrollPeriods, TPayrollPeriodsQuery, TPayrollUploadResult } from '../../../shared/contracts/payroll.contract';
import { MENSAJES_NOMINA as M } from '../../../shared/labels/payroll';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { readAll, type UploadFilePart } from '../files/multipart';
import { UPLOAD_KINDS } from '../files/upload-limits';
import type { ServiceAccessPort } from '../services/service-access';
import { recordVaultRead } from '../vault/vault-ledger';
import { toEmployeeRowDto, toPeriodDto } from './payroll.dto';
import { payrollRepository } from './payroll.repository';
import { storePayrollCfdi } from './payroll-upload';
import { alertPayrollFindings, type PayrollAlertDeps, type YearMonth } from './payroll-alerts';
import type { PayrollServiceRef } from './payroll-upload';

type Deps = PayrollAlertDeps & { files: FilesService; services: ServiceAccessPort };

/**
 * A service's payroll CFDIs grouped into pay periods (spec 2 §2 "Subir / Consultar CFDI’s de
 * nómina", §3 Payroll period, §7). Both sides of the service read; the provider's Administrador or
 * Colaborador uploads (the contract's canUpload rule), once the service was accepted.
 *
 * Each CFDI is recomputed and checked on upload (payroll-recompute); a month left with findings
 * (errors, or listed workers without a CFDI) is told to the client's administrators once
 * (payroll-alerts), after CFDI uploads here and after paid-payroll list uploads (payroll-lists).
 */
export function createPayrollService(deps: Deps) {
  const repo = payrollRepository(deps.db);

  async function periodOf(serviceId: string, periodId: string) {
    const period = await repo.period(serviceId, periodId);
    if (!period) throw new AppError('NOT_FOUND');
    return period;
  }

  return {
    /** POST …/periods: each `files` part in turn; a refused file is its own result, never the request's. */
    async upload(actor: Actor, serviceId: string, parts: AsyncIterable<UploadFilePart>): Promise<TPayrollUploadResult[]> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
      const results: TPayrollUploadResult[] = [];
      const providerRfc = await repo.companyRfc(service.providerCompanyId);
      for await (const part of parts) {
        // Read before the transaction opens (see readAll); the pipeline still checks size and type.
        const bytes = await readAll(part.stream, UPLOAD_KINDS.payroll_xml.maxBytes + 1);
        results.push(await storePayrollCfdi(deps, { service, userId: actor.userId, fileName: part.filename, bytes, providerRfc }));
      }
      if (!results.length) throw new AppError('VALIDATION', { message: M.sinArchivos, fields: { files: M.sinArchivos } });
      const periodIds = results.flatMap((r) => (r.status === 'SUBIDO' && r.periodId ? [r.periodId] : []));
      await alertPayrollFindings(deps, service, await repo.monthsOf(service.id, [...new Set(periodIds)]));
      return results;
    },

    /** The payroll-lists module's port: a month's list changed, so its findings may have too. */
    alertFindings: (service: PayrollServiceRef, months: readonly YearMonth[]) => alertPayrollFindings(deps, service, months),

    async periods(actor: Actor, serviceId: string, query: TPayrollPeriodsQuery): Promise<TPayrollPeriods> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const yearMonths = await repo.yearMonths(service.id);
      const periods = query.year !== undefined && query.month !== undefined ? await repo.periodsIn(service.id, query.year, query.month) : [];
      return { yearMonths, periods: periods.map(toPeriodDto) };
    },

    async period(actor: Actor, serviceId: string, periodId: string, query: TPayrollPeriodQuery): Promise<TPayrollPeriodDetail> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const period = await periodOf(service.id, periodId);
      const { rows, counts } = await repo.cfdisPage(period.id, query);
      return { period: toPeriodDto(period), employees: rows.map(toEmployeeRowDto), total: counts[query.hallazgos], counts };
    },

    /** The XML of one CFDI; recorded in the ledger as READ or DOWNLOAD, as vault reads are. */
    async file(actor: Actor, serviceId: string, periodId: string, cfdiId: string, download: boolean) {
      const { service, companyId } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const cfdi = await repo.cfdi(service.id, periodId, cfdiId);
      const row = cfdi ? await deps.files.findById(cfdi.fileId) : undefined;
      const bytes = row ? await deps.files.bytes(row.id) : undefined;
      if (!row || !bytes) throw new AppError('NOT_FOUND');
      await recordVaultRead(deps.db, { fileId: row.id, sha256: row.sha256, cid: row.cid ?? '', action: download ? 'DOWNLOAD' : 'READ', userId: actor.userId, companyId });
      return { row, bytes };
    },
  };
}
export type PayrollService = ReturnType<typeof createPayrollService>;

/** The envelope's message of an upload: the client shows the warning when any period was there before. */
export function uploadMessage(results: readonly TPayrollUploadResult[]): string {
  if (results.some((r) => r.status === 'DUPLICADO')) return M.periodosPrevios;
  if (!results.some((r) => r.status === 'SUBIDO')) return M.errorSubir;
  return M.subidos;
}
