/** The card number in groups of four as the user types it (digits only, at most 19). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Expiry months 01–12. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => pad(i + 1));

/** Expiry years from this one, ten ahead: the label is the full year, the value its two digits ('YY'). */
export function expiryYearOptions(now: Date = new Date(), count = 11): { value: string; label: string }[] {
  const first = now.getFullYear();
  return Array.from({ length: count }, (_, i) => ({ value: pad((first + i) % 100), label: String(first + i) }));
}
