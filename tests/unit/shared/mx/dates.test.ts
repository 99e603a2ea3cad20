import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The process runs in Tokyo time while the formatter loads: it must still answer in Mexico City time.
const processZone = process.env.TZ;
let formatDateTime: (at: Date | string | number) => string;
let formatDate: (at: Date | string | number) => string;

describe('fecha y hora de la Ciudad de México', () => {
  beforeAll(async () => {
    process.env.TZ = 'Asia/Tokyo';
    ({ formatDateTime, formatDate } = await import('../../../../src/shared/mx/dates'));
  });
  afterAll(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });

  it('da la hora de pared de la Ciudad de México (UTC−6) en dd/mm/aaaa HH:mm aunque el proceso esté en otra zona', () => {
    expect(new Date('2026-03-14T16:42:10Z').getHours()).toBe(1);
    expect(formatDateTime('2026-03-14T16:42:10Z')).toBe('14/03/2026 10:42');
    expect(formatDateTime(new Date('2026-11-05T09:05:00Z'))).toBe('05/11/2026 03:05');
  });

  it('cambia de día con la hora de México, no con la del proceso', () => {
    expect(formatDateTime('2026-01-01T03:30:00Z')).toBe('31/12/2025 21:30');
    expect(formatDateTime(Date.UTC(2026, 6, 1, 5, 59))).toBe('30/06/2026 23:59');
  });

  it('el día de un instante es el de la Ciudad de México (una carga a las 21:30 del 31 de diciembre)', () => {
    expect(formatDate('2026-01-01T03:30:00Z')).toBe('31/12/2025');
    expect(formatDate('nunca')).toBe('');
  });

  it('usa 00 para la medianoche, nunca 24', () => {
    expect(formatDateTime('2026-05-20T06:00:00Z')).toBe('20/05/2026 00:00');
  });

  it('una fecha inválida queda vacía', () => {
    expect(formatDateTime('no-es-fecha')).toBe('');
  });
});
