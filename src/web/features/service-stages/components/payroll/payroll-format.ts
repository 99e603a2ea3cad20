import { formatMxnCents, parseMxnToCents } from '../../../../../shared/mx/money';

/** A decimal amount as es-MX pesos, '—' when absent. */
export const money = (value: string | null | undefined) => {
  const cents = value === null || value === undefined ? null : parseMxnToCents(value);
  return cents === null ? '—' : formatMxnCents(cents);
};

export const days = (value: string | null) => (value === null ? '—' : String(Number(value)));
