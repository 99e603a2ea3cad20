import { describe, expect, it } from 'vitest';
import { foldRepeatedViews } from '../../../../../src/server/modules/vault/vault-history';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 14, 16, 0) + minutes * 60_000).toISOString();
const entry = (index: number, action: string, userId: string | null, minutes: number) => ({ index, action, userId, at: at(minutes) });

describe('[BÓVEDA] consultas repetidas en el historial', () => {
  it('las consultas seguidas de un usuario dentro de una hora de la primera son una línea con su cuenta', () => {
    const lines = foldRepeatedViews([entry(1, 'CREATE', 'ana', 0), entry(2, 'READ', 'ana', 5), entry(3, 'READ', 'ana', 30), entry(4, 'READ', 'ana', 64)]);
    expect(lines.map((l) => [l.index, l.action, l.count])).toEqual([
      [1, 'CREATE', 1],
      [2, 'READ', 3],
    ]);
    expect(lines[1]?.at).toBe(at(5));
  });

  it('una consulta a una hora o más de la primera abre otra línea', () => {
    const lines = foldRepeatedViews([entry(1, 'READ', 'ana', 0), entry(2, 'READ', 'ana', 59), entry(3, 'READ', 'ana', 60)]);
    expect(lines.map((l) => [l.index, l.count])).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });

  it('no junta consultas de otro usuario, descargas, consultas sin usuario ni consultas separadas por otro evento', () => {
    const lines = foldRepeatedViews([
      entry(1, 'READ', 'ana', 0),
      entry(2, 'READ', 'beto', 1),
      entry(3, 'READ', 'beto', 2),
      entry(4, 'DOWNLOAD', 'beto', 3),
      entry(5, 'DOWNLOAD', 'beto', 4),
      entry(6, 'READ', 'beto', 5),
      entry(7, 'VALIDATE', 'ana', 6),
      entry(8, 'READ', 'beto', 7),
      entry(9, 'READ', null, 8),
      entry(10, 'READ', null, 9),
    ]);
    expect(lines.map((l) => [l.index, l.count])).toEqual([
      [1, 1],
      [2, 2],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 1],
      [8, 1],
      [9, 1],
      [10, 1],
    ]);
  });
});
