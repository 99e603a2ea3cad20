import { describe, expect, it } from 'vitest';
import { formatMxnCents, parseMxnToCents } from '../../../../src/shared/mx/money';

describe('dinero en centavos', () => {
  it('formatea en es-MX con dos decimales', () => {
    expect(formatMxnCents(520000)).toBe('$5,200.00');
    expect(formatMxnCents(5)).toBe('$0.05');
  });

  it.each([
    ['1,234.5', 123450],
    ['0.1', 10],
    ['0.29', 29],
    ['-12.345', -1234],
    ['$7', 700],
    ['.5', 50],
  ])('convierte "%s" en %i centavos sin punto flotante', (text, cents) => {
    expect(parseMxnToCents(text)).toBe(cents);
  });

  it('rechaza texto que no es un importe', () => {
    expect(parseMxnToCents('abc')).toBeNull();
    expect(parseMxnToCents('')).toBeNull();
    expect(parseMxnToCents('1.2.3')).toBeNull();
  });
});
