import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inspectXlsxArchive } from '../../../../src/server/xlsx/catalogue-archive';
import { parseCatalogueWorkbook } from '../../../../src/server/xlsx/catalogue-parser';
import { OLE2_XLS, macroEnabled, manyEntries, smallCatalogue, zipBomb } from '../../../fixtures/catalogue-workbooks';

// Inflating the 160 MB bombs takes ~1 s alone and several under a loaded CI machine.
describe('lectura de libros de catálogo', { timeout: 30_000 }, () => {
  it('lee cada hoja en filas y celdas: valores en caché de fórmulas, celdas vacías y subtítulos', async () => {
    const workbook = await parseCatalogueWorkbook(await smallCatalogue());
    const [materials, labour] = workbook.sheetAxList;
    expect(materials?.name).toBe('Catalogo PE Materiales');
    expect(materials?.rowAxList.map((r) => r.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(materials?.rowAxList[3]?.cellAxList).toEqual(['PE-001', 'Fibra', 'Cable monomodo 12 hilos', 'm', '', '12.5']);
    expect(materials?.rowAxList[4]?.cellAxList[5]).toBe('116');
    expect(labour?.rowAxList[0]?.cellAxList).toEqual(['INSTALACIÓN', 'Sección 1']);
    expect(labour?.rowAxList[2]?.cellAxList[5]).toBe('0.30000000000000004');
  });

  it('deja vacía una fórmula sin resultado en caché y no repite celdas combinadas', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Servicios');
    sheet.addRow(['SECCIÓN COMBINADA']);
    sheet.mergeCells(1, 1, 1, 6);
    sheet.addRow(['S-1', '', 'Sin calcular', 'pza', null, { formula: 'A1*2' }]);
    const parsed = await parseCatalogueWorkbook(Buffer.from(await book.xlsx.writeBuffer()));
    expect(parsed.sheetAxList[0]?.rowAxList[0]?.cellAxList).toEqual(['SECCIÓN COMBINADA']);
    expect(parsed.sheetAxList[0]?.rowAxList[1]?.cellAxList).toEqual(['S-1', '', 'Sin calcular', 'pza']);
  });

  it('acepta un xlsx real y rechaza xls antiguo, macros, demasiadas entradas y bombas zip', async () => {
    const xlsx = await smallCatalogue();
    expect(inspectXlsxArchive(xlsx).ok).toBe(true);
    expect(inspectXlsxArchive(OLE2_XLS)).toEqual({ ok: false, problem: 'legacy-xls' });
    expect(inspectXlsxArchive(Buffer.from('%PDF-1.7'))).toEqual({ ok: false, problem: 'not-xlsx' });
    expect(inspectXlsxArchive(macroEnabled(xlsx))).toEqual({ ok: false, problem: 'macros' });
    expect(inspectXlsxArchive(manyEntries(xlsx))).toEqual({ ok: false, problem: 'too-many-entries' });
    expect(inspectXlsxArchive(zipBomb(xlsx, 160, false))).toEqual({ ok: false, problem: 'too-large' });
    expect(inspectXlsxArchive(zipBomb(xlsx, 160, true))).toEqual({ ok: false, problem: 'too-large' });
  });
});
