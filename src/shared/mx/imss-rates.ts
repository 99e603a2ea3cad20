/**
 * The worker's share of the IMSS quotas (LSS arts. 25, 106, 107, 147, 168), percentages of the
 * SBC per day paid; the SBC is capped at 25 UMA and the sickness surplus applies above 3 UMA.
 */
export type ImssBranchKey = 'enfermedadExcedente' | 'prestacionesDinero' | 'gastosMedicosPensionados' | 'invalidezVida' | 'cesantiaVejez';

export interface ImssWorkerRate {
  key: ImssBranchKey;
  ratePercent: string;
  /** 'surplus' applies to SBC − 3 UMA; 'sbc' to the whole (capped) SBC. */
  base: 'surplus' | 'sbc';
}

export const IMSS_WORKER_RATES: readonly ImssWorkerRate[] = [
  { key: 'enfermedadExcedente', ratePercent: '0.40', base: 'surplus' },
  { key: 'prestacionesDinero', ratePercent: '0.25', base: 'sbc' },
  { key: 'gastosMedicosPensionados', ratePercent: '0.375', base: 'sbc' },
  { key: 'invalidezVida', ratePercent: '0.625', base: 'sbc' },
  { key: 'cesantiaVejez', ratePercent: '1.125', base: 'sbc' },
];

export const IMSS_SBC_CAP_UMAS = 25;
export const IMSS_SURPLUS_FROM_UMAS = 3;
