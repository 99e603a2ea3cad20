import type { TServiceContract } from '../../../../shared/contracts/service-contract.contract';
import { periodicidadPagoLabel } from '../../../../shared/domain/payroll-periodicity';
import { CURRENCY_LABELS, TEXTOS_CONTRATO as T } from '../../../../shared/labels/contracts';

/** yyyy-mm-dd → dd/mm/yyyy (stages show dates this way, spec 2 §5); anything else 'N/A'. */
export function stageDate(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : 'N/A';
}

const AMOUNT = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "MX$ 150,000.50" or "USD 1,200.00". */
export const contractAmount = (amount: number, currency: TServiceContract['currency']) => `${CURRENCY_LABELS[currency]} ${AMOUNT.format(amount)}`;

type SummaryFields = Pick<TServiceContract, 'beginDate' | 'expirationDate' | 'amount' | 'currency'> & Partial<Pick<TServiceContract, 'employees' | 'cfdiFrequency'>>;

/**
 * The card's summary line: "Vigencia 01/01/2026 – 31/12/2026 · Monto MX$ 150,000.50 · 25 empleados ·
 * CFDI quincenal", each part only when known; without any, that data is missing.
 */
export function contractSummary(contract: SummaryFields): string {
  const parts = [
    contract.beginDate && contract.expirationDate ? `${T.vigencia} ${stageDate(contract.beginDate)} – ${stageDate(contract.expirationDate)}` : null,
    contract.amount === null ? null : `${T.monto} ${contractAmount(contract.amount, contract.currency)}`,
    contract.employees === null || contract.employees === undefined ? null : T.empleadosResumen(contract.employees),
    contract.cfdiFrequency ? T.cfdiResumen(periodicidadPagoLabel(contract.cfdiFrequency)) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' · ') : T.sinDatos;
}

/** Today as yyyy-mm-dd in the browser's calendar (the dot compares it with the expiration date). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
