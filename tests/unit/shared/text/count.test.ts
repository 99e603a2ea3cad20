import { describe, expect, it } from 'vitest';
import { TEXTOS_CONTRAPARTES } from '../../../../src/shared/labels/counterparts';
import { countOf } from '../../../../src/shared/text/count';

describe('conteos con el sustantivo que concuerda', () => {
  it('usa el singular solo para 1', () => {
    expect(countOf(1, 'cliente', 'clientes')).toBe('1 cliente');
    expect(countOf(0, 'cliente', 'clientes')).toBe('0 clientes');
    expect(countOf(2, 'firma pendiente', 'firmas pendientes')).toBe('2 firmas pendientes');
  });

  it('agrupa los miles como en México', () => {
    expect(countOf(20008, 'proveedor', 'proveedores')).toBe('20,008 proveedores');
  });

  it('las tarjetas del Inicio dicen «1 cliente», no «1 clientes»', () => {
    expect(TEXTOS_CONTRAPARTES.contador(1, 'clientes')).toBe('1 cliente');
    expect(TEXTOS_CONTRAPARTES.contador(1, 'proveedores')).toBe('1 proveedor');
    expect(TEXTOS_CONTRAPARTES.contador(3, 'proveedores')).toBe('3 proveedores');
  });
});
