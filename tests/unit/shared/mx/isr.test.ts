import { describe, expect, it } from 'vitest';
import { computeIsr } from '../../../../src/shared/mx/payroll-tax';

/** Expected figures computed by hand (decimal arithmetic, half up) from DOMAIN-MX's tables. */
const isrOf = (taxable: number, days: number, paymentDate: string, periodicity?: string) => {
  const outcome = computeIsr({ taxable, days, paymentDate, periodicity });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};

describe('ISR retenido por salarios (LISR art. 96)', () => {
  it('reproduce al centavo el ejemplo de DOMAIN-MX de 2026: 5,186.10 en 15 días → 387.12 − 264.30 = 122.82', () => {
    const { amount, working } = isrOf(5186.1, 15, '2026-11-15', '04');
    expect(amount).toBe('122.82');
    expect(working).toMatchObject({ year: 2026, monthlyBase: '10510.50', lowerLimit: '7168.52', fixedFee: '420.95', ratePercent: '10.88', periodTax: '387.12', subsidyMonthly: '535.65', subsidyPeriod: '264.30', isr: '122.82' });
  });

  it('2025 decenal: 2,788.10 en 10 días → impuesto 199.04, subsidio 156.13 (la nómina del ejemplo redondeó a 475.00 y retuvo 42.79: 0.12 de diferencia, dentro de la tolerancia)', () => {
    const { amount, working } = isrOf(2788.1, 10, '2025-06-10', '10');
    expect(working.periodTax).toBe('199.04');
    expect(working.subsidyPeriod).toBe('156.13');
    expect(amount).toBe('42.91');
  });

  it.each([
    { periodicity: '01', taxable: 350, days: 1, date: '2026-03-02', isr: '8.65', subsidy: '17.62' },
    { periodicity: '01', taxable: 1200, days: 1, date: '2025-03-03', isr: '205.18', subsidy: '0.00' },
    { periodicity: '02', taxable: 3500, days: 7, date: '2025-08-08', isr: '365.80', subsidy: '0.00' },
    { periodicity: '02', taxable: 4200, days: 7, date: '2026-08-07', isr: '462.30', subsidy: '0.00' },
    { periodicity: '03', taxable: 9800, days: 14, date: '2026-05-14', isr: '1223.65', subsidy: '0.00' },
    { periodicity: '03', taxable: 25000, days: 14, date: '2025-05-16', isr: '4951.90', subsidy: '0.00' },
    { periodicity: '04', taxable: 6000, days: 15, date: '2025-09-15', isr: '522.41', subsidy: '0.00' },
    { periodicity: '10', taxable: 3100, days: 10, date: '2026-10-10', isr: '42.99', subsidy: '176.20' },
    { periodicity: '05', taxable: 10000, days: 30, date: '2026-04-30', isr: '193.37', subsidy: '535.65' },
    { periodicity: '05', taxable: 45000, days: 30, date: '2025-04-30', isr: '8241.30', subsidy: '0.00' },
  ])('periodicidad $periodicity: $taxable en $days días ($date) → ISR $isr', ({ periodicity, taxable, days, date, isr, subsidy }) => {
    const { amount, working } = isrOf(taxable, days, date, periodicity);
    expect(amount).toBe(isr);
    expect(working.subsidyPeriod).toBe(subsidy);
  });

  it('el subsidio no pasa del impuesto: 2,000 en una quincena de 2026 deja el ISR en 0.00', () => {
    const { amount, working } = isrOf(2000, 15, '2026-02-15', '04');
    expect(working.periodTax).toBe('109.33');
    expect(working.subsidyPeriod).toBe('109.33');
    expect(amount).toBe('0.00');
  });

  it('sin subsidio cuando la base mensual pasa del tope del año (11,492.66 en 2026)', () => {
    expect(isrOf(5700, 15, '2026-06-15', '04').working.subsidyPeriod).toBe('0.00');
    expect(isrOf(5600, 15, '2026-06-15', '04').working.subsidyPeriod).toBe('264.30');
  });

  it('un año sin tabla lo dice en lugar de adivinar', () => {
    expect(computeIsr({ taxable: 5000, days: 15, paymentDate: '2027-01-15' })).toEqual({ ok: false, message: 'Sin tabla de ISR para 2027' });
    expect(computeIsr({ taxable: 5000, days: 15, paymentDate: '2024-01-15' })).toEqual({ ok: false, message: 'Sin tabla de ISR para 2024' });
    expect(computeIsr({ taxable: 5000, days: 0, paymentDate: '2026-01-15' }).ok).toBe(false);
    expect(computeIsr({ taxable: 5000, days: 15, paymentDate: '15/01/2026' }).ok).toBe(false);
  });
});
