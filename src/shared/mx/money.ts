/** Money in integer cents; text in es-MX MXN format with 2 decimals. */
const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 120000 → "$1,200.00". */
export function formatMxnCents(cents: number): string {
  return MXN.format(cents / 100);
}

/**
 * Decimal text → integer cents without binary floating point: "1,234.5" → 123450, "-0.05" → -5.
 * Accepts a comma as thousands separator; returns null for anything else.
 */
export function parseMxnToCents(text: string): number | null {
  const clean = text.trim().replace(/,/g, '').replace(/^\$/, '');
  const match = /^(-)?(\d*)(?:\.(\d{0,2})\d*)?$/.exec(clean);
  if (!match || (!match[2] && !match[3])) return null;
  const cents = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}
