import { describe, expect, it } from 'vitest';
import { computeImss } from '../../../../src/shared/mx/payroll-tax';
import { umaOn } from '../../../../src/shared/mx/uma';

const imssOf = (sbc: number, days: number, paymentDate: string) => {
  const outcome = computeImss({ sbc, days, paymentDate });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};
const amounts = (o: ReturnType<typeof imssOf>) => o.working.branches.map((b) => b.amount);

describe('Cuotas obreras del IMSS', () => {
  it('reproduce el ejemplo de DOMAIN-MX: SBC 363.26 × 15 días con UMA 117.31 → 0.68 + 13.62 + 20.43 + 34.06 + 61.30 = 130.09', () => {
    const outcome = imssOf(363.26, 15, '2026-11-15');
    expect(outcome.amount).toBe('130.09');
    expect(amounts(outcome)).toEqual(['0.68', '13.62', '20.43', '34.06', '61.30']);
    expect(outcome.working.uma).toBe('117.31');
    expect(outcome.working.branches[0]).toMatchObject({ label: 'Enfermedad y maternidad (excedente de 3 UMA)', base: '169.95', ratePercent: '0.40' });
  });

  it('con SBC por debajo de 3 UMA no hay excedente', () => {
    const outcome = imssOf(300, 15, '2026-06-15');
    expect(amounts(outcome)).toEqual(['0.00', '11.25', '16.88', '28.13', '50.63']);
    expect(outcome.amount).toBe('106.89');
  });

  it('topa el SBC en 25 UMA', () => {
    const outcome = imssOf(3500, 15, '2026-06-15');
    expect(outcome.working.sbcCapped).toBe('2932.75');
    expect(amounts(outcome)).toEqual(['154.85', '109.98', '164.97', '274.95', '494.90']);
    expect(outcome.amount).toBe('1199.65');
  });

  it('en enero sigue vigente la UMA del año anterior (la nueva rige desde el 1 de febrero)', () => {
    expect(umaOn('2026-01-31')?.daily).toBe('113.14');
    expect(umaOn('2026-02-01')?.daily).toBe('117.31');
    expect(imssOf(363.26, 15, '2026-01-15').amount).toBe('130.84');
    expect(imssOf(520.4, 7, '2025-07-04').amount).toBe('91.59');
  });

  it('sin UMA publicada lo dice', () => {
    expect(computeImss({ sbc: 300, days: 15, paymentDate: '2027-03-15' })).toEqual({ ok: false, message: 'Sin UMA publicada para 2027' });
    expect(computeImss({ sbc: 300, days: 15, paymentDate: '2024-01-15' }).ok).toBe(false);
  });
});
