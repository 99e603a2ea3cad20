import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../../src/web/offline/backoff';
import { fitWithin } from '../../../../src/web/offline/photo-pipeline';

describe('ajuste de fotografías a 800×600', () => {
  it('reduce una foto horizontal de 12 MP a 800×600', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 800, height: 600 });
  });

  it('reduce una foto vertical hasta que quepa en 800×600, no solo su lado mayor', () => {
    expect(fitWithin(3000, 4000)).toEqual({ width: 450, height: 600 });
  });

  it('no agranda una imagen pequeña y respeta panorámicas', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(8000, 1000)).toEqual({ width: 800, height: 100 });
  });

  it('espera 1 s tras el primer fallo de red y duplica hasta 5 minutos', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(backoffDelay(50)).toBe(300_000);
  });
});
