import { describe, expect, it } from 'vitest';
import { dueDateOf, filingPeriodOf, filingStatus, nextPeriod, periodMonths, previousPeriod, recentPeriods } from '../../../../src/shared/domain/filing-periods';
import { FILING_STATUS_LABELS, filingPeriodName } from '../../../../src/shared/labels/filings';

describe('periodos cuatrimestrales ICSOE/SISUB', () => {
  it('ubica cada mes en su cuatrimestre', () => {
    expect(filingPeriodOf('2026-01-01')).toEqual({ year: 2026, period: 1 });
    expect(filingPeriodOf('2026-04-30')).toEqual({ year: 2026, period: 1 });
    expect(filingPeriodOf('2026-05-01')).toEqual({ year: 2026, period: 2 });
    expect(filingPeriodOf('2026-08-31')).toEqual({ year: 2026, period: 2 });
    expect(filingPeriodOf('2026-09-01')).toEqual({ year: 2026, period: 3 });
    expect(filingPeriodOf('2026-12-31')).toEqual({ year: 2026, period: 3 });
  });

  it('lee un instante como día de la Ciudad de México', () => {
    // 1 May 2026 03:00 UTC is still 30 April in Mexico City.
    expect(filingPeriodOf(new Date('2026-05-01T03:00:00Z'))).toEqual({ year: 2026, period: 1 });
    expect(filingPeriodOf(new Date('2027-01-01T05:59:00Z'))).toEqual({ year: 2026, period: 3 });
  });

  it('da el primer y último día de cada periodo', () => {
    expect(periodMonths({ year: 2028, period: 1 })).toEqual({ firstMonth: 1, lastMonth: 4, first: '2028-01-01', last: '2028-04-30' });
    expect(periodMonths({ year: 2026, period: 2 })).toEqual({ firstMonth: 5, lastMonth: 8, first: '2026-05-01', last: '2026-08-31' });
    expect(periodMonths({ year: 2026, period: 3 })).toEqual({ firstMonth: 9, lastMonth: 12, first: '2026-09-01', last: '2026-12-31' });
  });

  it('vence el 17 de mayo, el 17 de septiembre y el 17 de enero del año siguiente', () => {
    expect(dueDateOf({ year: 2026, period: 1 })).toBe('2026-05-17');
    expect(dueDateOf({ year: 2026, period: 2 })).toBe('2026-09-17');
    expect(dueDateOf({ year: 2026, period: 3 })).toBe('2027-01-17');
  });

  it('cruza el año hacia atrás y hacia adelante', () => {
    expect(previousPeriod({ year: 2027, period: 1 })).toEqual({ year: 2026, period: 3 });
    expect(previousPeriod({ year: 2026, period: 3 })).toEqual({ year: 2026, period: 2 });
    expect(nextPeriod({ year: 2026, period: 3 })).toEqual({ year: 2027, period: 1 });
    expect(recentPeriods('2027-01-10')).toEqual([
      { year: 2027, period: 1 },
      { year: 2026, period: 3 },
      { year: 2026, period: 2 },
      { year: 2026, period: 1 },
      { year: 2025, period: 3 },
    ]);
  });

  it('marca por presentar hasta el día de vencimiento, vencido al día siguiente y presentado con acuse', () => {
    const due = dueDateOf({ year: 2026, period: 3 });
    expect(filingStatus({ due, acknowledgedAt: null, today: '2027-01-17' })).toBe('POR_PRESENTAR');
    expect(filingStatus({ due, acknowledgedAt: null, today: '2027-01-18' })).toBe('VENCIDO');
    expect(filingStatus({ due, acknowledgedAt: null, today: new Date('2027-01-18T05:00:00Z') })).toBe('POR_PRESENTAR');
    expect(filingStatus({ due, acknowledgedAt: new Date('2027-02-01T00:00:00Z'), today: '2027-03-01' })).toBe('PRESENTADO');
  });

  it('nombra los periodos y estados en español', () => {
    expect(filingPeriodName({ year: 2026, period: 1 })).toBe('Enero–abril 2026');
    expect(filingPeriodName({ year: 2026, period: 3 })).toBe('Septiembre–diciembre 2026');
    expect(FILING_STATUS_LABELS).toEqual({ POR_PRESENTAR: 'Por presentar', PRESENTADO: 'Presentado', VENCIDO: 'Vencido' });
  });
});
