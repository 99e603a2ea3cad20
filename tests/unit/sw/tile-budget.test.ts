import { describe, expect, it } from 'vitest';
import { TILE_BUDGET_BYTES, tilesToEvict } from '../../../sw/tile-budget';

const MB = 1024 * 1024;
const tile = (n: number, size: number, cachedAt: number) => ({ url: `https://t.example/16/${n}/1.png`, size, cachedAt });

describe('[GENERADORES]: mosaicos del mapa guardados en el dispositivo', () => {
  it('[GENERADORES]: el límite es de 50 MB', () => {
    expect(TILE_BUDGET_BYTES).toBe(50 * MB);
  });

  it('[GENERADORES]: dentro del límite no se descarta nada', () => {
    expect(tilesToEvict([tile(1, 20 * MB, 1), tile(2, 30 * MB, 2)], 50 * MB)).toEqual([]);
    expect(tilesToEvict([], 50 * MB)).toEqual([]);
  });

  it('[GENERADORES]: sobre el límite se descartan los guardados hace más tiempo, solo los necesarios', () => {
    const tiles = [tile(3, 10 * MB, 30), tile(1, 25 * MB, 10), tile(2, 20 * MB, 20), tile(4, 5 * MB, 40)];
    // 60 MB: dropping the oldest (25 MB, t=10) leaves 35 MB.
    expect(tilesToEvict(tiles, 50 * MB)).toEqual([tile(1, 0, 0).url]);
    expect(tilesToEvict(tiles, 12 * MB)).toEqual([tile(1, 0, 0).url, tile(2, 0, 0).url, tile(3, 0, 0).url]);
  });

  it('[GENERADORES]: con la misma hora, el orden no depende del orden de llegada', () => {
    const a = [tile(2, 30 * MB, 5), tile(1, 30 * MB, 5)];
    expect(tilesToEvict(a, 40 * MB)).toEqual(tilesToEvict(a.toReversed(), 40 * MB));
  });
});
