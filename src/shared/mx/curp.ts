/** CURP rules of DOMAIN-MX.md. */
export const CURP_PATTERN = /^[A-Z]{4}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z0-9]\d$/;

export const CURP_STATES = [
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN', 'MS',
  'NT', 'NL', 'OC', 'PL', 'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
] as const;

const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export function isCurpFormat(value: string): boolean {
  const curp = value.trim().toUpperCase();
  return CURP_PATTERN.test(curp) && (CURP_STATES as readonly string[]).includes(curp.slice(11, 13));
}

export function curpCheckDigit(value: string): string {
  const curp = value.trim().toUpperCase();
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(curp[i] ?? '0') * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

export function hasValidCurpCheckDigit(value: string): boolean {
  const curp = value.trim().toUpperCase();
  return curp.length === 18 && curp[17] === curpCheckDigit(curp);
}
