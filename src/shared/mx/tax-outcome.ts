/** A recalculated amount with the working that explains it, or why it could not be computed. */
export type TaxOutcome<W> = { ok: true; amount: string; working: W } | { ok: false; message: string };

/** Pesos to two decimals, half up; the tiny nudge absorbs binary fractions such as 1.005 → 1.00499…. */
export function roundPesos(value: number): number {
  return Math.round((value + (value >= 0 ? 1e-9 : -1e-9)) * 100) / 100;
}

export const pesos = (value: number): string => roundPesos(value).toFixed(2);

/** |diferencia| above one peso is an error (spec 2 §5). */
export const PAYROLL_DIFFERENCE_TOLERANCE = 1;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
