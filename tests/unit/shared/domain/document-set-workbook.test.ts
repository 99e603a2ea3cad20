import { describe, expect, it } from 'vitest';
import { checkDocumentSetRows, DOCUMENT_SET_COLUMNS, type WorkbookRow } from '../../../../src/shared/domain/document-set-workbook';
import { IMPORTACION_SETS as X, MENSAJES_SETS as M } from '../../../../src/shared/labels/document-sets';

const header: WorkbookRow = { index: 1, cells: DOCUMENT_SET_COLUMNS.map((c) => c.header.toUpperCase()) };
const row = (index: number, cells: string[]): WorkbookRow => ({ index, cells });

describe('libro de un set de documentos: revisión fila por fila', () => {
  it('agrupa etapas y grupos sin distinguir mayúsculas ni acentos y conserva el orden de la hoja', () => {
    const result = checkDocumentSetRows([
      header,
      row(2, ['Cumplimiento', '', 'Nómina', 'CFDI', 'XML', 'Mensual', '17']),
      row(3, ['Expediente', 'Alta']),
      row(5, ['CUMPLIMIENTO', '', 'nomina', 'Resumen', '.pdf', 'CUATRIMESTRAL', '3', 'Del periodo']),
    ]);
    expect(result).toEqual({
      ok: true,
      stages: [
        {
          name: 'Cumplimiento',
          description: '',
          groups: [
            {
              name: 'Nómina',
              requirements: [
                { name: 'CFDI', format: 'XML', delivery: { kind: 'MONTHLY', day: 17 }, helpText: '' },
                { name: 'Resumen', format: 'PDF', delivery: { kind: 'FOURMONTHLY', day: 3 }, helpText: 'Del periodo' },
              ],
            },
          ],
        },
        { name: 'Expediente', description: 'Alta', groups: [] },
      ],
    });
  });

  it("sin filas de datos responde 'Debe haber al menos una etapa'", () => {
    expect(checkDocumentSetRows([header])).toEqual({ ok: false, problems: [M.etapaRequerida], empty: true });
    expect(checkDocumentSetRows([])).toEqual({ ok: false, problems: [M.etapaRequerida], empty: true });
  });

  it('una descripción distinta para la misma etapa y un día decimal son errores de su fila', () => {
    const result = checkDocumentSetRows([header, row(2, ['Expediente', 'Alta']), row(3, ['Expediente', 'Otra']), row(4, ['Expediente', '', '', 'Acta', 'PDF', 'Anual', '2.5'])]);
    expect(result).toEqual({ ok: false, empty: false, problems: [X.fila(3, [X.otraDescripcion('Expediente', 2)]), X.fila(4, [X.dia('2.5')])] });
  });
});
