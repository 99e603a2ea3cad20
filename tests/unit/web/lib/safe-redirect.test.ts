// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../../src/web/lib/session/safe-redirect';

describe('origen recordado (?redirect=)', () => {
  it('acepta rutas de la aplicación con su consulta', () => {
    expect(safeRedirect('/dashboard/home')).toBe('/dashboard/home');
    expect(safeRedirect('/dashboard/reportes/42?tab=1')).toBe('/dashboard/reportes/42?tab=1');
  });

  it('rechaza otros sitios, esquemas y rutas de la API', () => {
    for (const value of ['https://malo.example', '//malo.example', '/\\malo.example', 'javascript:alert(1)', '/api/v1/users/me', '/', 42, undefined]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });
});
