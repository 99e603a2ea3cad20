import { describe, expect, it } from 'vitest';
import { periodToRemind } from '../../../../src/server/modules/filings/filing-reminders.job';

describe('ventana del recordatorio de declaraciones cuatrimestrales', () => {
  it('abre 10 días antes del día 17 y cierra el día del vencimiento', () => {
    expect(periodToRemind('2026-05-06')).toBeNull();
    expect(periodToRemind('2026-05-07')).toEqual({ year: 2026, period: 1 });
    expect(periodToRemind('2026-05-17')).toEqual({ year: 2026, period: 1 });
    expect(periodToRemind('2026-05-18')).toBeNull();
    expect(periodToRemind('2026-09-07')).toEqual({ year: 2026, period: 2 });
  });

  it('en enero recuerda el periodo septiembre–diciembre del año anterior', () => {
    expect(periodToRemind('2027-01-07')).toEqual({ year: 2026, period: 3 });
    expect(periodToRemind('2027-01-06')).toBeNull();
    expect(periodToRemind('2026-12-31')).toBeNull();
  });
});
