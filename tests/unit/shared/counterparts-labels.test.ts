import { describe, expect, it } from 'vitest';
import { REPSE_STATUSES } from '../../../src/shared/domain/compliance';
import { blacklistLabel, REPSE_LABELS } from '../../../src/shared/labels/counterparts';

describe('etiquetas de proveedores y clientes', () => {
  it('nombra cada estado REPSE como la especificación', () => {
    expect(REPSE_STATUSES.map((s) => REPSE_LABELS[s])).toEqual(['VIGENTE', 'VENCIDO', 'RECHAZADO', 'SIN CARGAR', 'EN REVISIÓN', 'POR VENCER']);
  });

  it('la lista negra sin dato se muestra BAJO REVISIÓN', () => {
    expect(blacklistLabel(true)).toBe('PERTENECE');
    expect(blacklistLabel(false)).toBe('NO PERTENECE');
    expect(blacklistLabel(null)).toBe('BAJO REVISIÓN');
  });
});
