import { describe, expect, it } from 'vitest';
import { hasValidRfcCheckDigit, isRfcFormat, personTypeOfRfc, rfcCheckDigit } from '../../../../src/shared/mx/rfc';

describe('RFC', () => {
  it.each(['CDE150312AB5', 'GAPL850612H76', 'XAXX010101000', 'xexx010101000', 'ÑAB890101AB1', 'A&B890101AB1'])('acepta el formato de %s', (rfc) => {
    expect(isRfcFormat(rfc)).toBe(true);
  });

  it.each([
    ['CD150312AB5', 'dos letras'],
    ['CDE151312AB5', 'mes 13'],
    ['CDE150332AB5', 'día 32'],
    ['CDE150312AB', 'sin homoclave completa'],
    ['CDE-150312-AB5', 'guiones'],
  ])('rechaza %s (%s)', (rfc) => {
    expect(isRfcFormat(rfc)).toBe(false);
  });

  it('calcula el dígito verificador del ejemplo publicado por el SAT', () => {
    expect(rfcCheckDigit('GODE561231GR8')).toBe('8');
  });

  it('el RFC genérico del SAT no cumple el dígito pero su formato es válido (solo advertencia)', () => {
    expect(isRfcFormat('XAXX010101000')).toBe(true);
    expect(hasValidRfcCheckDigit('XAXX010101000')).toBe(false);
  });

  it('un dígito verificador distinto es detectable (advertencia, no error de formato)', () => {
    expect(hasValidRfcCheckDigit('CDE150312AB5')).toBe(true);
    expect(hasValidRfcCheckDigit('CDE150312AB4')).toBe(false);
    expect(isRfcFormat('CDE150312AB4')).toBe(true);
  });

  it('distingue persona moral (12) de física (13)', () => {
    expect(personTypeOfRfc('CDE150312AB5')).toBe('moral');
    expect(personTypeOfRfc('GAPL850612H76')).toBe('fisica');
  });
});
