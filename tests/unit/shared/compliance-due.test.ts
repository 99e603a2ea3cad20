import { describe, expect, it } from 'vitest';
import { nextDue } from '../../../src/shared/domain/compliance-due';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const monthly = { kind: 'MONTHLY', day: 17 } as const;

describe('nextDue: la entrega a la que cuenta la tarjeta del requisito', () => {
  it('toma el periodo esperado más antiguo sin documento aceptado', () => {
    const next = nextDue(monthly, { start: d('2026-01-10'), end: null }, [{ year: 2026, month: 1 }], d('2026-04-05'));
    expect(next?.period).toEqual({ year: 2026, month: 2 });
    expect(next?.due.toISOString().slice(0, 10)).toBe('2026-03-17');
  });

  it('con todo aceptado, cuenta al siguiente periodo por venir', () => {
    const accepted = [1, 2, 3, 4].map((month) => ({ year: 2026, month }));
    const next = nextDue(monthly, { start: d('2026-01-10'), end: null }, accepted, d('2026-04-05'));
    expect(next?.period).toEqual({ year: 2026, month: 5 });
    expect(next?.due.toISOString().slice(0, 10)).toBe('2026-06-17');
  });

  it('una entrega única aceptada ya no tiene fecha', () => {
    expect(nextDue({ kind: 'ONCE', day: 30 }, { start: d('2026-01-01'), end: null }, [{ year: 2026, month: 1 }], d('2026-03-01'))).toBeNull();
    expect(nextDue({ kind: 'ONCE', day: 30 }, { start: d('2026-01-01'), end: null }, [], d('2026-03-01'))?.due.toISOString().slice(0, 10)).toBe('2026-01-31');
  });

  it('un servicio terminado con todo aceptado no espera más', () => {
    const accepted = [1, 2].map((month) => ({ year: 2026, month }));
    expect(nextDue(monthly, { start: d('2026-01-01'), end: d('2026-02-28') }, accepted, d('2026-06-01'))).toBeNull();
  });

  it('un servicio que aún no empieza espera su primer periodo', () => {
    expect(nextDue({ kind: 'BIMONTHLY', day: 17 }, { start: d('2026-05-01'), end: null }, [], d('2026-03-01'))?.period).toEqual({ year: 2026, month: 6 });
  });
});
