import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxStreamWriter } from '../../../../src/server/xlsx/xlsx-stream-writer';

describe('XlsxStreamWriter con hojas adicionales', () => {
  it('escribe después de la hoja en flujo una hoja de resumen con su encabezado en negritas', async () => {
    const output = new PassThrough();
    const bytes = buffer(output);
    const sheet = new XlsxStreamWriter(output, 'Cumplimiento', [{ header: 'Cliente', width: 20 }, { header: 'Estatus', width: 12 }], { extraSheets: ['Resumen'] });
    sheet.addRow(['Alfa', 'Aceptado']);
    sheet.addRow(['Beta & Cía', 'Rechazado']);
    await sheet.end([{ columns: [{ header: 'Cliente', width: 20 }, { header: 'Aceptados', width: 10 }], rows: [['Alfa', 1], ['Beta & Cía', 0]] }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Cumplimiento', 'Resumen']);
    const summary = workbook.getWorksheet('Resumen');
    expect((summary?.getSheetValues() ?? []).slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : r))).toEqual([
      ['Cliente', 'Aceptados'],
      ['Alfa', 1],
      ['Beta & Cía', 0],
    ]);
    expect(summary?.getCell('A1').font?.bold).toBe(true);
    expect(workbook.getWorksheet('Cumplimiento')?.getCell('A3').value).toBe('Beta & Cía');
  });

  it('exige en end() tantas hojas como nombres se declararon', async () => {
    const sheet = new XlsxStreamWriter(new PassThrough(), 'Hoja', [{ header: 'A', width: 5 }], { extraSheets: ['Resumen'] });
    await expect(sheet.end()).rejects.toThrow('xlsx: extra sheets do not match the names given');
  });
});
