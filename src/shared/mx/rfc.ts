/** RFC rules of DOMAIN-MX.md: format is an error, a check-digit mismatch only a warning. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{2}[0-9A]$/;

const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export function normalizeRfc(value: string): string {
  return value.trim().toUpperCase();
}

function hasValidDate(rfc: string): boolean {
  const digits = rfc.slice(rfc.length - 9, rfc.length - 3);
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

export function isRfcFormat(value: string): boolean {
  const rfc = normalizeRfc(value);
  return RFC_PATTERN.test(rfc) && hasValidDate(rfc);
}

export function rfcCheckDigit(value: string): string {
  const rfc = normalizeRfc(value);
  const padded = (rfc.length === 12 ? ` ${rfc}` : rfc).slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += CHECK_ALPHABET.indexOf(padded[i] ?? ' ') * (13 - i);
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'A';
  return String(digit);
}

export function hasValidRfcCheckDigit(value: string): boolean {
  const rfc = normalizeRfc(value);
  return rfc.at(-1) === rfcCheckDigit(rfc);
}

export function personTypeOfRfc(value: string): 'moral' | 'fisica' {
  return normalizeRfc(value).length === 12 ? 'moral' : 'fisica';
}
