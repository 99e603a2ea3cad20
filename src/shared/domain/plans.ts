/**
 * PyME plan prices (spec 1 §9), in whole pesos per month. Money is handled in integer cents
 * everywhere else; these are small exact integers.
 */
export const PYME_TRIAL_DAYS = 30;
export const PYME_EMPLOYEE_PRICES = [
  { employees: 100, monthlyPesos: 1000 },
  { employees: 150, monthlyPesos: 2000 },
  { employees: 200, monthlyPesos: 3000 },
  { employees: 300, monthlyPesos: 5000 },
  { employees: 400, monthlyPesos: 7000 },
  { employees: 500, monthlyPesos: 9000 },
] as const;
export const PYME_STORAGE_OPTIONS = [20, 40] as const;
export const PYME_INCLUDED_GB = 20;
export const PYME_EXTRA_20GB_PESOS = 200;
export const PYME_DEFAULTS = { employees: 100, gigas: 20 } as const;

export const employeesProductName = (employees: number) => `${employees}_empleados`;
export const storageProductName = (gigas: number) => `${gigas}_gb`;

export function storageMonthlyPesos(gigas: number): number {
  return (Math.max(0, gigas - PYME_INCLUDED_GB) / 20) * PYME_EXTRA_20GB_PESOS;
}

export { formatMxnCents } from '../mx/money';

/** Luhn check of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
