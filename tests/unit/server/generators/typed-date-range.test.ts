import { describe, expect, it } from 'vitest';
import { planIgnoresValues, typedDateRange, wholeMonths } from '../../../../src/server/modules/generators/generators-filters';

describe('typedDateRange: the texts of a date column filter that are exactly a range', () => {
  it('a whole date, a month or a year', () => {
    expect(typedDateRange('04-05-2026')).toEqual(['2026-05-04', '2026-05-05']);
    expect(typedDateRange('31-12-2026')).toEqual(['2026-12-31', '2027-01-01']);
    expect(typedDateRange('05-2026')).toEqual(['2026-05-01', '2026-06-01']);
    expect(typedDateRange('12-2026')).toEqual(['2026-12-01', '2027-01-01']);
    expect(typedDateRange('2026')).toEqual(['2026-01-01', '2027-01-01']);
  });

  it('anything else stays a substring match', () => {
    for (const text of ['05-10', '5-05-2026', '-09-2026', '31-02-2026', '13-2026', '00-2026', '202', '0999', '9999', 'mayo']) {
      expect({ text, range: typedDateRange(text) }).toEqual({ text, range: null });
    }
  });
});

describe('planIgnoresValues: qué páginas guardan un plan por conexión', () => {
  it('la lista como abre, un estatus y los rangos de fecha escritos: su recorrido no depende de los valores', () => {
    expect(planIgnoresValues({ archived: false })).toBe(true);
    expect(planIgnoresValues({ archived: true, status: 'Aprobado' })).toBe(true);
    expect(planIgnoresValues({ archived: false, startDate: '2025', endDate: '15-03-2025' })).toBe(true);
  });

  it('una palabra, una empresa, un importe o una fecha parcial deciden el recorrido: se planean con su valor', () => {
    expect(planIgnoresValues({ archived: false, search: 'pena' })).toBe(false);
    expect(planIgnoresValues({ archived: false, city: 'leon' })).toBe(false);
    expect(planIgnoresValues({ archived: false, providerId: '00000000-0000-4000-8000-000000000001' })).toBe(false);
    expect(planIgnoresValues({ archived: false, total: '1,200' })).toBe(false);
    expect(planIgnoresValues({ archived: false, startDate: '03-' })).toBe(false);
    expect(planIgnoresValues({ archived: false, startDate: '2025', statusPago: 'Pagado' })).toBe(false);
  });

  it('un mes o un año escrito son meses enteros (año × 12 + mes, como los índices de la migración 0066); un día no', () => {
    const range = (text: string) => {
      const [from, to] = typedDateRange(text) ?? ['', ''];
      return { from, to };
    };
    expect(wholeMonths(range('2025'))).toEqual({ first: 2025 * 12 + 1, last: 2025 * 12 + 12 });
    expect(wholeMonths(range('12-2025'))).toEqual({ first: 2025 * 12 + 12, last: 2025 * 12 + 12 });
    expect(wholeMonths(range('02-2024'))).toEqual({ first: 2024 * 12 + 2, last: 2024 * 12 + 2 });
    expect(wholeMonths(range('01-03-2025'))).toBeNull();
    expect(wholeMonths(range('31-12-2025'))).toBeNull();
  });
});
