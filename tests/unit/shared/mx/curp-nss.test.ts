import { describe, expect, it } from 'vitest';
import { curpCheckDigit, hasValidCurpCheckDigit, isCurpFormat } from '../../../../src/shared/mx/curp';
import { isNssFormat, nssCheckDigit } from '../../../../src/shared/mx/nss';

describe('CURP: formato y dígito verificador (DOMAIN-MX)', () => {
  it('calcula el dígito como lo describe DOMAIN-MX: Σ valor × (18 − posición), (10 − Σ mod 10) mod 10', () => {
    // M=22 A=10 R=28 L=21 9 0 0 5 1 4 M=22 D=13 F=15 R=28 M=22 C=12 0, weighted 18…2: Σ = 2177 → (10 − 7) mod 10 = 3.
    expect(curpCheckDigit('MARL900514MDFRMC0')).toBe('3');
    expect(hasValidCurpCheckDigit('MARL900514MDFRMC03')).toBe(true);
    expect(hasValidCurpCheckDigit('MARL900514MDFRMC05')).toBe(false);
  });

  it('la Ñ vale 24 y cuenta en el dígito', () => {
    expect(curpCheckDigit('PEÑA800101HDFXXX0')).not.toBe(curpCheckDigit('PENA800101HDFXXX0'));
  });

  it('exige entidad federativa válida y el patrón de 18 caracteres', () => {
    expect(isCurpFormat('MARL900514MDFRMC03')).toBe(true);
    expect(isCurpFormat('MARL900514MXXRMC03')).toBe(false);
    expect(isCurpFormat('MARL900514MDFRMC0')).toBe(false);
    expect(isCurpFormat('marl900514mdfrmc03')).toBe(true);
  });
});

describe('NSS: 11 dígitos con dígito verificador de Luhn', () => {
  it('acepta el dígito correcto y rechaza otro', () => {
    // 1 2 3 4 5 6 7 8 9 0 → 1+4+3+8+5+(12→3)+7+(16→7)+9+0 = 47 → (10 − 7) mod 10 = 3.
    expect(nssCheckDigit('1234567890')).toBe('3');
    expect(isNssFormat('12345678903')).toBe(true);
    expect(isNssFormat('12345678904')).toBe(false);
    expect(isNssFormat('1234567890')).toBe(false);
    expect(isNssFormat('1234567890A')).toBe(false);
  });
});
