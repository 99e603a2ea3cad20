/**
 * UMA (Unidad de Medida y Actualización), published by INEGI each January and in force from
 * 1 February to 31 January of the next year: a January payroll still uses the previous year's UMA.
 * Amounts in pesos as decimal text (DOMAIN-MX "IMSS worker quotas and UMA").
 */
export interface Uma {
  year: number;
  validFrom: string;
  daily: string;
  monthly: string;
  annual: string;
}

export const UMA_BY_YEAR: readonly Uma[] = [
  { year: 2024, validFrom: '2024-02-01', daily: '108.57', monthly: '3300.53', annual: '39606.36' },
  { year: 2025, validFrom: '2025-02-01', daily: '113.14', monthly: '3439.46', annual: '41273.52' },
  { year: 2026, validFrom: '2026-02-01', daily: '117.31', monthly: '3566.22', annual: '42794.64' },
];

const NEWEST_FIRST = UMA_BY_YEAR.toSorted((a, b) => b.validFrom.localeCompare(a.validFrom));

/** The UMA in force on an ISO date; undefined when the date falls outside the table. */
export function umaOn(isoDate: string): Uma | undefined {
  const found = NEWEST_FIRST.find((u) => u.validFrom <= isoDate);
  if (!found) return undefined;
  const next = UMA_BY_YEAR.find((u) => u.year === found.year + 1);
  // The newest UMA holds only until the next one would start: a date past it has no published UMA.
  const until = next?.validFrom ?? `${String(found.year + 1)}-02-01`;
  return isoDate < until ? found : undefined;
}
