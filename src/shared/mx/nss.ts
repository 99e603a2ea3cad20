/** IMSS social security number: 11 digits, the last a Luhn check digit over the first ten. */
export const NSS_PATTERN = /^\d{11}$/;

export function nssCheckDigit(value: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(value[i]) * (i % 2 === 0 ? 1 : 2);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isNssFormat(value: string): boolean {
  const nss = value.trim();
  return NSS_PATTERN.test(nss) && nssCheckDigit(nss) === nss[10];
}
