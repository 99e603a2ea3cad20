import { sql } from 'drizzle-orm';
import type { TPayrollUploadResult } from '../../../shared/contracts/payroll.contract';
import { payrollPeriodName } from '../../../shared/domain/payroll-cfdi';
import { MENSAJES_NOMINA as M } from '../../../shared/labels/payroll';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FilesService } from '../files/files.service';
import { UPLOAD_KINDS } from '../files/upload-limits';
import { filePayrollCfdi } from '../vault/vault-filing';
import { deductionTotal, parsePayrollCfdi, type ParsedPayrollCfdi } from './payroll-cfdi-parser';
import { payrollRepository } from './payroll.repository';
import { recheckPayrollCfdis } from './payroll-recompute';

export interface PayrollServiceRef {
  id: string;
  name: string;
  providerCompanyId: string;
  clientCompanyId: string;
}

export interface PayrollFileInput {
  service: PayrollServiceRef;
  userId: string | null;
  fileName: string;
  bytes: Uint8Array;
  /** The provider's RFC when the caller already read it (an upload reads it once for its whole batch). */
  providerRfc?: string | undefined;
}

const subsidyOf = (cfdi: ParsedPayrollCfdi) => cfdi.otrosPagos.find((p) => p.tipo === '002' && p.subsidioCausado !== undefined)?.subsidioCausado ?? null;

/** The columns of a payroll_cfdis row that come from the CFDI itself (what the checks read). */
export function payrollCfdiValues(cfdi: ParsedPayrollCfdi) {
  return {
    uuid: cfdi.uuid,
    issuerRfc: cfdi.issuer.rfc,
    registroPatronal: cfdi.issuer.registroPatronal,
    employeeRfc: cfdi.receiver.rfc,
    fullName: cfdi.receiver.name,
    curp: cfdi.employee.curp,
    nss: cfdi.employee.nss,
    employeeNumber: cfdi.employee.numEmpleado,
    rfcLabora: cfdi.employee.rfcLabora,
    tipoNomina: cfdi.nomina.tipoNomina,
    paymentDate: /^\d{4}-\d{2}-\d{2}$/.test(cfdi.nomina.fechaPago) ? cfdi.nomina.fechaPago : null,
    periodicity: cfdi.employee.periodicidadPago,
    paidDays: cfdi.nomina.numDiasPagados,
    sbc: cfdi.employee.salarioBaseCotApor,
    sdi: cfdi.employee.salarioDiarioIntegrado,
    antiguedad: cfdi.employee.antiguedad,
    totalPerceptions: cfdi.nomina.totalPercepciones,
    totalDeductions: cfdi.nomina.totalDeducciones,
    totalOtherPayments: cfdi.nomina.totalOtrosPagos,
    imss: deductionTotal(cfdi, '001'),
    imssContributions: deductionTotal(cfdi, '003'),
    isr: deductionTotal(cfdi, '002'),
    subsidyCaused: subsidyOf(cfdi),
    subTotal: cfdi.subTotal,
    discount: cfdi.descuento,
    total: cfdi.total,
    detail: { percepciones: cfdi.percepciones, deducciones: cfdi.deducciones, otrosPagos: cfdi.otrosPagos, fecha: cfdi.fecha, receptorNombre: cfdi.receiver.name },
  };
}
export type PayrollCfdiValues = ReturnType<typeof payrollCfdiValues>;

/**
 * One payroll CFDI XML of an upload (or of the demo seed): parsed, its issuer checked against the
 * service's provider, refused as DUPLICADO when its UUID was uploaded before; otherwise, in one
 * transaction, stored through the file pipeline (sha256 + CID), put in its period (found or made),
 * recomputed and checked (payroll-recompute), filed read-only in the provider's vault and recorded
 * in the Bitácora. A refused file answers
 * ERROR with the reason and writes nothing.
 */
export async function storePayrollCfdi(deps: { db: Db; files: FilesService }, input: PayrollFileInput): Promise<TPayrollUploadResult> {
  const { service, fileName } = input;
  // Before the parser: a file no CFDI reaches is refused as this file's result, like a DUPLICADO.
  if (input.bytes.length > UPLOAD_KINDS.payroll_xml.maxBytes) return { fileName, status: 'ERROR', message: M.xmlMuyGrande(UPLOAD_KINDS.payroll_xml.maxBytes / (1024 * 1024)) };
  const parsed = parsePayrollCfdi(input.bytes);
  if (!parsed.ok) return { fileName, status: 'ERROR', message: parsed.message };
  const cfdi = parsed.cfdi;
  const providerRfc = input.providerRfc ?? (await payrollRepository(deps.db).companyRfc(service.providerCompanyId));
  if (!providerRfc || cfdi.issuer.rfc !== providerRfc.toUpperCase()) return { fileName, status: 'ERROR', message: M.emisorDistinto(cfdi.issuer.rfc || '—') };
  const duplicate: TPayrollUploadResult = { fileName, status: 'DUPLICADO', message: M.yaSubido };
  if (await payrollRepository(deps.db).cfdiByUuid(cfdi.uuid)) return duplicate;

  const key = { startDate: cfdi.nomina.fechaInicialPago, endDate: cfdi.nomina.fechaFinalPago, periodicity: cfdi.employee.periodicidadPago };
  try {
    return await deps.db.transaction(async (tx) => {
      // Two uploads of one UUID, or two first CFDIs of one period, wait for each other here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll-cfdi:${cfdi.uuid}`}))`);
      const r = payrollRepository(tx);
      if (await r.cfdiByUuid(cfdi.uuid)) return duplicate;
      const stored = await deps.files.storeUpload({
        actor: input.userId ? { userId: input.userId } : null,
        companyId: service.providerCompanyId,
        kind: 'payroll_xml',
        source: input.bytes,
        filename: fileName,
        allowed: UPLOAD_KINDS.payroll_xml.allowed,
        maxBytes: UPLOAD_KINDS.payroll_xml.maxBytes,
        tx,
        audit: { serviceId: service.id, uuid: cfdi.uuid },
      });
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll-period:${service.id}`}))`);
      const period = (await r.findPeriod(service.id, key)) ?? (await r.insertPeriod({ serviceId: service.id, ...key, name: payrollPeriodName(key.periodicity, key.startDate, key.endDate) }));
      const row = await r.insertCfdi({
        serviceId: service.id,
        periodId: period.id,
        fileId: stored.id,
        ...payrollCfdiValues(cfdi),
        uploadedBy: input.userId,
      });
      // ISR, IMSS and every flag in the insert's transaction (the period lock above orders duplicates).
      await recheckPayrollCfdis(tx, [row.id]);
      const { folderId } = await filePayrollCfdi(tx, { service, periodName: period.name, file: stored, sourceId: row.id, userId: input.userId });
      if (period.folderId !== folderId) await r.setPeriodFolder(period.id, folderId);
      await recordAudit(tx, {
        action: 'payroll-cfdi.uploaded',
        actorUserId: input.userId,
        companyId: service.providerCompanyId,
        entity: 'payroll_cfdi',
        entityId: row.id,
        details: { serviceId: service.id, periodId: period.id, uuid: cfdi.uuid, fileId: stored.id },
      });
      return { fileName, status: 'SUBIDO' as const, message: M.cfdiSubido, periodId: period.id };
    });
  } catch (error) {
    // The file pipeline's refusals (size, type) are this file's result, not the request's.
    if (error instanceof AppError && (error.code === 'VALIDATION' || error.code === 'PAYLOAD_TOO_LARGE')) return { fileName, status: 'ERROR', message: error.message };
    throw error;
  }
}
