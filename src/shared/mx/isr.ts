import { MENSAJES_CALCULO_NOMINA as M } from '../labels/payroll-tax';
import { AVERAGE_MONTH_DAYS, EMPLOYMENT_SUBSIDY, ISR_MONTHLY_TARIFF } from './isr-tariffs';
import { ISO_DATE, pesos, roundPesos, type TaxOutcome } from './tax-outcome';

export interface IsrInput {
  /** Taxable pay of the period (the perceptions' ImporteGravado). */
  taxable: number;
  /** NumDiasPagados. */
  days: number;
  /** FechaPago (YYYY-MM-DD): its year picks the tariff and the subsidy. */
  paymentDate: string;
  /** c_PeriodicidadPago; '05' (mensual) applies the monthly tariff to the pay as it is. */
  periodicity?: string;
}

/** Every figure of the calculation, as shown to the user (pesos as decimal text). */
export interface IsrWorking {
  year: number;
  days: number;
  taxable: string;
  monthlyBase: string;
  lowerLimit: string;
  fixedFee: string;
  ratePercent: string;
  excess: string;
  monthlyTax: string;
  periodTax: string;
  subsidyMonthly: string;
  subsidyPeriod: string;
  isr: string;
}

/**
 * ISR to withhold on a salary payment (LISR art. 96, as payroll systems compute it, DOMAIN-MX):
 * monthly base = taxable ÷ days × 30.4; monthly tariff; back to the period × days ÷ 30.4; minus the
 * period's employment subsidy (monthly ÷ 30.4 × days, only when the monthly base is within the
 * ceiling, capped at the tax). A monthly payroll uses the monthly tariff on its pay directly.
 */
export function computeIsr(input: IsrInput): TaxOutcome<IsrWorking> {
  if (!ISO_DATE.test(input.paymentDate)) return { ok: false, message: M.fechaPagoInvalida };
  const year = Number(input.paymentDate.slice(0, 4));
  const tariff = ISR_MONTHLY_TARIFF[year];
  const subsidy = EMPLOYMENT_SUBSIDY[year];
  if (!tariff || !subsidy) return { ok: false, message: M.sinTablaIsr(year) };
  if (!(input.days > 0)) return { ok: false, message: M.sinDias };

  const monthly = input.periodicity === '05';
  const toMonth = monthly ? 1 : AVERAGE_MONTH_DAYS / input.days;
  const monthlyBase = Math.max(0, input.taxable) * toMonth;
  const bracket = tariff.findLast((b) => monthlyBase >= Number(b.lowerLimit)) ?? tariff[0];
  if (!bracket) return { ok: false, message: M.sinTablaIsr(year) };
  const excess = monthlyBase > 0 ? monthlyBase - Number(bracket.lowerLimit) : 0;
  const monthlyTax = monthlyBase > 0 ? Number(bracket.fixedFee) + (excess * Number(bracket.ratePercent)) / 100 : 0;
  const periodTax = roundPesos(monthlyTax / toMonth);
  const eligible = monthlyBase <= Number(subsidy.incomeCeiling);
  const subsidyPeriod = eligible ? Math.min(roundPesos(Number(subsidy.monthly) / toMonth), periodTax) : 0;
  const isr = roundPesos(periodTax - subsidyPeriod);
  return {
    ok: true,
    amount: isr.toFixed(2),
    working: {
      year,
      days: input.days,
      taxable: pesos(input.taxable),
      monthlyBase: pesos(monthlyBase),
      lowerLimit: bracket.lowerLimit,
      fixedFee: Number(bracket.fixedFee).toFixed(2),
      ratePercent: bracket.ratePercent,
      excess: pesos(excess),
      monthlyTax: pesos(monthlyTax),
      periodTax: periodTax.toFixed(2),
      subsidyMonthly: eligible ? subsidy.monthly : '0.00',
      subsidyPeriod: subsidyPeriod.toFixed(2),
      isr: isr.toFixed(2),
    },
  };
}
