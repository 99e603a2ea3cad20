import { describe, expect, it } from 'vitest';
import type { TCatalogueSheet } from '../../../../src/shared/contracts/catalogues.contract';
import { buildSummary, categoryTotals } from '../../../../src/shared/domain/catalogue-summary';

const row = (index: number, cells: string[]) => ({ index, cellAxList: cells });
const item = (index: number, sku: string, description: string, price: string) => row(index, [sku, 'Concepto', description, 'pza', '', price, '']);

const radio: TCatalogueSheet = {
  name: 'Servicios Radio Base',
  rowAxList: [row(0, ['ADECUACIONES']), item(1, 'SRB-1', 'Pintura de torre', '260.00'), row(2, ['MICROONDAS']), item(3, 'SRB-2', 'Instalación de ODU', '3,900.50'), row(4, ['OTROS TRABAJOS']), item(5, 'SRB-3', 'Integración de sitio', '16500')],
};
const labour: TCatalogueSheet = {
  name: 'Destajo CHC',
  rowAxList: [row(0, ['INSTALACIÓN']), item(1, 'D-1', 'Tendido de fibra óptica aérea', '15.22'), item(2, 'D-2', 'Peinado de rack', '1,460.13')],
};

describe('totales por categoría de trabajo', () => {
  it('clasifica cada partida una vez: por su sección, si no por su descripción, si no por el nombre de la hoja', () => {
    const sheets = [radio, labour];
    const summary = buildSummary({ catalogueId: null, sheets, selections: { 'Servicios Radio Base': { 1: 10, 3: 2, 5: 1 }, 'Destajo CHC': { 1: 400, 2: 1 } }, movements: {} });
    expect(categoryTotals(summary, sheets)).toEqual({
      adecuaciones: 260_000, // 10 × 260.00
      microondas: 780_100, // 2 × 3,900.50
      radioBase: 1_650_000, // "OTROS TRABAJOS" in the Radio Base sheet
      fibraOptica: 608_800, // 400 × 15.22 by its description; "Peinado de rack" counts nowhere
    });
  });

  it('sin selecciones todo vale cero', () => {
    const summary = buildSummary({ catalogueId: null, sheets: [radio], selections: {}, movements: {} });
    expect(Object.values(categoryTotals(summary, [radio]))).toEqual([0, 0, 0, 0]);
  });
});
