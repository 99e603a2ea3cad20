import { describe, expect, it } from 'vitest';
import { isoDateIn, isoDateInProse, publishedAtOf } from '../../../../src/server/sat/sat-dates';

describe('fechas de los listados del SAT', () => {
  it('convierte dd/mm/aaaa a ISO y descarta fechas que no existen', () => {
    expect(isoDateIn('03/02/2025')).toBe('2025-02-03');
    expect(isoDateIn('3/2/2025')).toBe('2025-02-03');
    expect(isoDateIn('2025-02-03')).toBe('2025-02-03');
    expect(isoDateIn('31/02/2025')).toBeNull();
    expect(isoDateIn('sin fecha')).toBeNull();
    expect(isoDateIn(null)).toBeNull();
  });

  it('lee fechas escritas con el nombre del mes, con o sin acentos y mayúsculas', () => {
    expect(isoDateInProse('1 de enero de 2026')).toBe('2026-01-01');
    expect(isoDateInProse('15 DE SEPTIEMBRE DEL 2025')).toBe('2025-09-15');
    expect(isoDateInProse('1° de marzo de 2024')).toBe('2024-03-01');
    expect(isoDateInProse('30 de febrero de 2026')).toBeNull();
  });

  it('toma la fecha de publicación de la leyenda, en cualquiera de sus celdas', () => {
    expect(publishedAtOf(['Información actualizada al 15 de noviembre de 2026', '', ''])).toBe('2026-11-15');
    expect(publishedAtOf(['', 'INFORMACION ACTUALIZADA AL 15/11/2026'])).toBe('2026-11-15');
    expect(publishedAtOf(['Listado completo de contribuyentes 01/01/2020'])).toBeNull();
  });
});

describe('días de cada mes', () => {
  it('acepta el 29 de febrero solo en años bisiestos y rechaza meses o días fuera de rango', () => {
    expect(isoDateIn('29/02/2024')).toBe('2024-02-29');
    expect(isoDateIn('29/02/2025')).toBeNull();
    expect(isoDateIn('29/02/2000')).toBe('2000-02-29');
    expect(isoDateIn('29/02/2100')).toBeNull();
    expect(isoDateIn('31/04/2025')).toBeNull();
    expect(isoDateIn('31/12/2025')).toBe('2025-12-31');
    expect(isoDateIn('00/01/2025')).toBeNull();
    expect(isoDateIn('10/13/2025')).toBeNull();
  });
});
