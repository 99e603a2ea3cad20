import type { PayrollWorking } from '../../../shared/contracts/payroll.contract';
import {
  amountOfCents,
  centsOf,
  differenceCents,
  PAYROLL_CHECKS_VERSION,
  payrollFlags,
  stampedImss,
  validationStatusOf,
  withDuplicates,
  workerKey,
  type PayrollFlag,
  type TaxAmount,
} from '../../../shared/domain/payroll-checks';
import { VALIDACION_NOMINA as V } from '../../../shared/labels/payroll';
import { computeImss, computeIsr } from '../../../shared/mx/payroll-tax';
import type { Executor } from '../../db/client';
import type { PayrollLine } from './payroll-cfdi-parser';
import { payrollRepository, type PayrollCfdiRow, type PayrollCheckContext } from './payroll.repository';

type StoredDetail = { percepciones?: { totalGravado?: string | null; lines?: PayrollLine[] }; deducciones?: { lines?: PayrollLine[] } };

/** Taxable pay: Percepciones@TotalGravado, else the sum of ImporteGravado. */
function taxableOf(detail: StoredDetail): number {
  const total = detail.percepciones?.totalGravado;
  if (total) return centsOf(total) / 100;
  return (detail.percepciones?.lines ?? []).reduce((sum, l) => sum + centsOf(l.importeGravado ?? '0'), 0) / 100;
}

function deductionSum(detail: StoredDetail, tipo: string): string | null {
  const lines = (detail.deducciones?.lines ?? []).filter((l) => l.tipo === tipo);
  return lines.length ? amountOfCents(lines.reduce((sum, l) => sum + centsOf(l.importe), 0)) : null;
}

const asAmount = (outcome: { ok: true; amount: string } | { ok: false; message: string }): TaxAmount => (outcome.ok ? { ok: true, amount: outcome.amount } : { ok: false, message: outcome.message });

/** The columns the checks read: a stored row, or a parsed CFDI's values (bench:cfdi). */
export type RecomputeInput = Pick<PayrollCfdiRow, 'detail' | 'paidDays' | 'paymentDate' | 'periodicity' | 'sbc' | 'isr' | 'imss' | 'rfcLabora' | 'curp' | 'employeeRfc' | 'nss' | 'subTotal' | 'discount' | 'total'>;

/** One row's recomputed columns and its own flags (the duplicate flag is added by the caller). */
export function recomputeRow(row: RecomputeInput, ctx: PayrollCheckContext) {
  const detail = row.detail as StoredDetail;
  const days = Number(row.paidDays ?? 0);
  const paymentDate = row.paymentDate ?? ctx.period.endDate;
  const isr = computeIsr({ taxable: taxableOf(detail), days, paymentDate, periodicity: row.periodicity });
  const imss = row.sbc === null ? ({ ok: false, message: V.sinSbc } as const) : computeImss({ sbc: Number(row.sbc), days, paymentDate });
  const aportaciones = deductionSum(detail, '003');
  const working: PayrollWorking = {
    isr: isr.ok ? { working: isr.working, message: null } : { working: null, message: isr.message },
    imss: imss.ok ? { working: imss.working, message: null } : { working: null, message: imss.message },
  };
  const flags = payrollFlags({
    isr: { stamped: row.isr, computed: asAmount(isr) },
    imss: { stamped: row.imss, aportaciones, computed: asAmount(imss) },
    clientRfc: ctx.clientRfc,
    rfcLabora: row.rfcLabora,
    // Services carry no "specialised" attribute: every REPSE service is one (LFT art. 15).
    specialised: true,
    service: ctx.service,
    period: ctx.period,
    curp: row.curp,
    rfc: row.employeeRfc,
    nss: row.nss,
    subTotal: row.subTotal,
    discount: row.discount,
    total: row.total,
    paidDays: row.paidDays,
  });
  return {
    imssContributions: aportaciones,
    isrComputed: isr.ok ? isr.amount : null,
    isrDifference: isr.ok ? amountOfCents(differenceCents(row.isr, isr.amount)) : null,
    imssComputed: imss.ok ? imss.amount : null,
    imssDifference: imss.ok ? amountOfCents(differenceCents(stampedImss(row.imss, aportaciones), imss.amount)) : null,
    working,
    flags,
  };
}

/**
 * Recomputes the given CFDIs (ISR, IMSS, every flag) and stamps them with PAYROLL_CHECKS_VERSION;
 * the other CFDIs of the same worker in the period get their duplicate flag brought up to date.
 * Idempotent: running it twice writes the same values.
 */
export async function recheckPayrollCfdis(db: Executor, ids: readonly string[]): Promise<number> {
  const repo = payrollRepository(db);
  const rows = await repo.cfdisWithContext(ids);
  for (const { row, ctx } of rows) {
    const computed = recomputeRow(row, ctx);
    const peers = (await repo.sameWorkerInPeriod(row.periodId, row.curp, row.employeeRfc)).filter((p) => workerKey({ curp: p.curp, rfc: p.employeeRfc }) === workerKey({ curp: row.curp, rfc: row.employeeRfc }));
    const times = Math.max(peers.length, 1);
    const flags = withDuplicates(computed.flags, times);
    await repo.setChecks(row.id, { ...computed, flags, validationStatus: validationStatusOf(flags), checksVersion: PAYROLL_CHECKS_VERSION });
    for (const peer of peers) {
      if (peer.id === row.id || peer.checksVersion === null) continue;
      const peerFlags: PayrollFlag[] = withDuplicates(peer.flags, times);
      if (JSON.stringify(peerFlags) !== JSON.stringify(peer.flags)) await repo.setFlags(peer.id, peerFlags, validationStatusOf(peerFlags));
    }
  }
  return rows.length;
}
