import { describe, expect, it } from 'vitest';
import { catalogueRowKind, centsToDecimal, isSubtitleRow, movementAmountToCents, parsePriceToCents, quantityOnBlur, sheetDisplayName, sheetKind } from '../../../../src/shared/domain/catalogue';
import { buildSummary, checkSummaryTotals } from '../../../../src/shared/domain/catalogue-summary';

describe('precios y totales del catálogo en centavos', () => {
  it('lee precios con punto decimal, coma decimal, separadores de miles y números de hoja', () => {
    expect(parsePriceToCents('1,234.50')).toBe(123_450);
    expect(parsePriceToCents('1234,5')).toBe(123_450);
    expect(parsePriceToCents('1.234,50')).toBe(123_450);
    expect(parsePriceToCents('$ 12')).toBe(1_200);
    expect(parsePriceToCents('1,234')).toBe(123_400);
    expect(parsePriceToCents(0.30000000000000004)).toBe(30);
    expect(parsePriceToCents(12.345)).toBe(1_235);
    expect(parsePriceToCents('-3.5')).toBe(-350);
  });

  it('rechaza lo que no es un precio', () => {
    for (const text of ['', 'abc', '1,2,3.4.5', '12a', '.', '-']) expect(parsePriceToCents(text)).toBeNull();
  });

  it('suma sin errores de punto flotante: 0.10 × 3 + 0.20 da 0.50 exactos', () => {
    const sheet = { name: 'Destajo CHC', rowAxList: [{ index: 2, cellAxList: ['A', '', 'Diez centavos', '', '', '0.1'] }, { index: 3, cellAxList: ['B', '', 'Veinte centavos', '', '', '0,2'] }] };
    const summary = buildSummary({ catalogueId: null, sheets: [sheet], selections: { 'Destajo CHC': { 2: 3, 3: 1 } }, movements: {} });
    expect(summary.totalServices).toBe('0.50');
    expect(checkSummaryTotals(summary)).toBe(50);
  });

  it('clasifica hojas, renombra las CHC y reconoce subtítulos de sección', () => {
    expect(sheetKind('Banamex Materiales')).toBe('materials');
    expect(sheetKind('Movimientos')).toBe('movements');
    expect(sheetKind('Mano de obra CHC')).toBe('services');
    expect(sheetDisplayName('Destajo CHC')).toBe('Destajo de empresarial');
    expect(isSubtitleRow(['FIBRA ÓPTICA'])).toBe(true);
    expect(isSubtitleRow(['', 'INSTALACIÓN', 'Sección 1'])).toBe(true);
    expect(catalogueRowKind(['MATERIAL', 'CONCEPTO', 'DESCRIPCIÓN', 'UNIDAD'])).toBe('other');
    expect(catalogueRowKind(['PE-1', '', 'Cable', 'm', '', '12.50'])).toBe('item');
  });

  it('cantidad vacía o 0 al salir se vuelve 1; movimientos vacíos valen 0', () => {
    expect(quantityOnBlur('')).toBe(1);
    expect(quantityOnBlur('0')).toBe(1);
    expect(quantityOnBlur('7')).toBe(7);
    expect(movementAmountToCents('')).toBe(0);
    expect(movementAmountToCents('-1500.5')).toBe(-150_050);
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('detecta un resumen cuyos totales no cuadran', () => {
    const summary = buildSummary({ catalogueId: null, sheets: [], selections: {}, movements: { Movimientos: 100 } });
    expect(checkSummaryTotals(summary)).toBe(100);
    expect(checkSummaryTotals({ ...summary, totalAllSheet: '1.01' })).toBeNull();
  });
});
