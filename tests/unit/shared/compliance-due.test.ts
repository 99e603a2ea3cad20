import { describe, expect, it } from 'vitest';
import { expectedDeliveries, nextDue, type PeriodStatus } from '../../../src/shared/domain/compliance-due';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const monthly = { kind: 'MONTHLY', day: 17 } as const;
const service = (start: string, end: string | null = null, acceptedAt: string | null = null) => ({ start: d(start), end: end ? d(end) : null, acceptedAt: acceptedAt ? new Date(acceptedAt) : null });
const accepted = (...months: number[]): PeriodStatus[] => months.map((month) => ({ year: 2026, month, status: 'ACCEPTED' }));

describe('nextDue: la entrega a la que cuenta la tarjeta del requisito', () => {
  it('toma el periodo más antiguo que el proveedor debe', () => {
    const next = nextDue(monthly, service('2026-01-10'), accepted(1), d('2026-04-05'));
    expect(next?.period).toEqual({ year: 2026, month: 2 });
    expect(next?.due.toISOString().slice(0, 10)).toBe('2026-03-17');
    expect(next).toMatchObject({ state: 'OVERDUE', daysLeft: -19 });
  });

  it('con todo aceptado, cuenta al siguiente periodo por venir', () => {
    const next = nextDue(monthly, service('2026-01-10'), accepted(1, 2, 3, 4), d('2026-04-05'));
    expect(next?.period).toEqual({ year: 2026, month: 5 });
    expect(next?.due.toISOString().slice(0, 10)).toBe('2026-06-17');
    expect(next?.state).toBe('PENDING');
  });

  it('un periodo bajo revisión no está vencido; uno rechazado y pasado de fecha sí', () => {
    const review: PeriodStatus[] = [{ year: 2026, month: 1, status: 'REVIEW' }];
    expect(nextDue(monthly, service('2026-01-01', '2026-01-31'), review, d('2026-04-05'))).toMatchObject({ state: 'REVIEW', period: { year: 2026, month: 1 } });
    const rejected: PeriodStatus[] = [{ year: 2026, month: 1, status: 'REJECTED' }];
    expect(nextDue(monthly, service('2026-01-01', '2026-01-31'), rejected, d('2026-04-05'))?.state).toBe('OVERDUE');
    const states = expectedDeliveries(monthly, service('2026-01-01'), [...accepted(1), { year: 2026, month: 2, status: 'REVIEW' }], d('2026-04-20')).map((x) => x.state);
    expect(states).toEqual(['DONE', 'REVIEW', 'OVERDUE', 'PENDING']);
  });

  it('una entrega única vence N días después de aceptado el servicio y, aceptada en cualquier mes, ya no tiene fecha', () => {
    const once = { kind: 'ONCE', day: 30 } as const;
    expect(nextDue(once, service('2026-01-01'), [{ year: 2026, month: 2, status: 'ACCEPTED' }], d('2026-03-01'))).toBeNull();
    expect(nextDue(once, service('2026-01-01'), [], d('2026-03-01'))?.due.toISOString().slice(0, 10)).toBe('2026-01-31');
    // Accepted on 20 February (Mexico City) for a service that started in January: due 30 days later.
    const late = nextDue(once, service('2026-01-01', null, '2026-02-20T18:00:00Z'), [], d('2026-03-01'));
    expect(late?.due.toISOString().slice(0, 10)).toBe('2026-03-22');
    expect(late?.state).toBe('PENDING');
  });

  it('un servicio terminado con todo aceptado no espera más', () => {
    expect(nextDue(monthly, service('2026-01-01', '2026-02-28'), accepted(1, 2), d('2026-06-01'))).toBeNull();
  });

  it('un servicio que aún no empieza espera su primer periodo', () => {
    expect(nextDue({ kind: 'BIMONTHLY', day: 17 }, service('2026-05-01'), [], d('2026-03-01'))?.period).toEqual({ year: 2026, month: 6 });
  });
});
