/**
 * LISR art. 96 monthly tariff and the subsidio para el empleo, as data keyed by the payment year
 * (DOMAIN-MX "ISR withheld on salaries"). A year missing here has no table: the calculator says
 * so instead of guessing. 2023–2024 share 2025's tariff but not its subsidy (2024's changed in May),
 * so they are left out rather than half-right.
 */
export interface IsrBracket {
  lowerLimit: string;
  fixedFee: string;
  ratePercent: string;
}

export interface EmploymentSubsidy {
  /** The monthly subsidy (a share of the monthly UMA), in pesos. */
  monthly: string;
  /** Monthly income up to which it applies. */
  incomeCeiling: string;
}

const RATES = ['1.92', '6.40', '10.88', '16.00', '17.92', '21.36', '23.52', '30.00', '32.00', '34.00', '35.00'] as const;

function tariff(lowerLimits: readonly string[], fixedFees: readonly string[]): IsrBracket[] {
  return RATES.map((ratePercent, i) => ({ lowerLimit: lowerLimits[i] ?? '0', fixedFee: fixedFees[i] ?? '0', ratePercent }));
}

const TARIFF_2023_2025 = tariff(
  ['0.01', '746.05', '6332.06', '11128.02', '12935.83', '15487.72', '31236.50', '49233.01', '93993.91', '125325.21', '375975.62'],
  ['0', '14.32', '371.83', '893.63', '1182.88', '1640.18', '5004.12', '9236.89', '22665.17', '32691.18', '117912.32'],
);

/** Anexo 8 RMF 2026: the annual table ÷ 12. */
const TARIFF_2026 = tariff(
  ['0.01', '844.60', '7168.52', '12598.03', '14644.65', '17533.65', '35362.84', '55736.69', '106410.51', '141880.67', '425642.00'],
  ['0', '16.22', '420.95', '1011.68', '1339.14', '1856.84', '5665.16', '10457.09', '25659.23', '37009.69', '133488.54'],
);

export const ISR_MONTHLY_TARIFF: Readonly<Record<number, readonly IsrBracket[]>> = { 2025: TARIFF_2023_2025, 2026: TARIFF_2026 };

export const EMPLOYMENT_SUBSIDY: Readonly<Record<number, EmploymentSubsidy>> = {
  /** 13.8 % of the monthly UMA. */
  2025: { monthly: '474.65', incomeCeiling: '10171.00' },
  /** 15.02 % of the monthly UMA. */
  2026: { monthly: '535.65', incomeCeiling: '11492.66' },
};

/** Days of the "average month" payroll systems scale a period to (LISR art. 96 practice). */
export const AVERAGE_MONTH_DAYS = 30.4;
