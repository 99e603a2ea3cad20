import { IMSS_BRANCH_LABELS, MENSAJES_CALCULO_NOMINA as M } from '../labels/payroll-tax';
import { IMSS_SBC_CAP_UMAS, IMSS_SURPLUS_FROM_UMAS, IMSS_WORKER_RATES, type ImssBranchKey } from './imss-rates';
import { ISO_DATE, pesos, roundPesos, type TaxOutcome } from './tax-outcome';
import { umaOn } from './uma';

export interface ImssInput {
  /** SalarioBaseCotApor (daily). */
  sbc: number;
  /** NumDiasPagados. */
  days: number;
  /** FechaPago (YYYY-MM-DD): picks the UMA in force. */
  paymentDate: string;
}

export interface ImssBranch {
  key: ImssBranchKey;
  label: string;
  /** The amount the rate applies to: daily base × days. */
  base: string;
  ratePercent: string;
  amount: string;
}

export interface ImssWorking {
  year: number;
  days: number;
  uma: string;
  sbc: string;
  sbcCapped: string;
  branches: ImssBranch[];
  imss: string;
}

/**
 * The worker's IMSS quotas for a period (DOMAIN-MX): SBC capped at 25 UMA; the sickness surplus on
 * SBC − 3 UMA; the other four branches on the SBC; each branch rounded to the cent, then summed.
 */
export function computeImss(input: ImssInput): TaxOutcome<ImssWorking> {
  if (!ISO_DATE.test(input.paymentDate)) return { ok: false, message: M.fechaPagoInvalida };
  const uma = umaOn(input.paymentDate);
  if (!uma) return { ok: false, message: M.sinUma(Number(input.paymentDate.slice(0, 4))) };
  if (!(input.days > 0)) return { ok: false, message: M.sinDias };

  const umaDaily = Number(uma.daily);
  const sbcCapped = Math.min(Math.max(0, input.sbc), umaDaily * IMSS_SBC_CAP_UMAS);
  const surplus = Math.max(0, sbcCapped - umaDaily * IMSS_SURPLUS_FROM_UMAS);
  const branches = IMSS_WORKER_RATES.map((rate): ImssBranch => {
    const base = (rate.base === 'surplus' ? surplus : sbcCapped) * input.days;
    return { key: rate.key, label: IMSS_BRANCH_LABELS[rate.key], base: pesos(base), ratePercent: rate.ratePercent, amount: pesos((base * Number(rate.ratePercent)) / 100) };
  });
  const imss = roundPesos(branches.reduce((sum, b) => sum + Number(b.amount), 0)).toFixed(2);
  return {
    ok: true,
    amount: imss,
    working: { year: uma.year, days: input.days, uma: uma.daily, sbc: pesos(input.sbc), sbcCapped: pesos(sbcCapped), branches, imss },
  };
}
