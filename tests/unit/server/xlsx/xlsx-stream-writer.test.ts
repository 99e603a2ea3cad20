import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, XlsxStreamWriter } from '../../../../src/server/xlsx/xlsx-stream-writer';

async function collect(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  return Buffer.concat(chunks);
}

describe('XlsxStreamWriter', () => {
  it('nombra las columnas como Excel', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escribe un libro que Excel (ExcelJS) lee: encabezado en negritas, números con su formato, texto escapado', async () => {
    const bytes = await collect(async (output) => {
      const sheet = new XlsxStreamWriter(output, 'Reporte & más', [{ header: 'Proveedor', width: 25 }, { header: 'Monto', width: 12, numFmt: '"$"#,##0.00' }, { header: 'Nota', width: 10 }], { creator: 'Avala' });
      sheet.addRow(['Peña <Norte> & "Hijos"', 1234.5, "'=SUMA(A1)"]);
      sheet.addRow(['sin monto', null, 'control\u0001 fuera\uD800']);
      sheet.addRow(['  espacios  ', Number.NaN, '']);
      await sheet.drain();
      await sheet.end();
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Reporte & más');
    if (!sheet) throw new Error('sin la hoja «Reporte & más»');
    expect(workbook.creator).toBe('Avala');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Proveedor', 'Monto', 'Nota']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).font?.bold).toBeUndefined();
    expect(values(2)).toEqual(['Peña <Norte> & "Hijos"', 1234.5, "'=SUMA(A1)"]);
    expect(sheet.getCell('B2').numFmt).toBe('"$"#,##0.00');
    expect(values(3)).toEqual(['sin monto', undefined, 'control fuera']);
    expect(values(4)).toEqual(['  espacios  ']);
    expect(sheet.getColumn(1).width).toBe(25);
    expect(sheet.rowCount).toBe(4);
  });

  it('espera a un lector lento y falla si el lector se va', async () => {
    let release: (() => void) | undefined;
    const slow = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, callback) {
        release = callback;
      },
    });
    const sheet = new XlsxStreamWriter(slow, 'Hoja', [{ header: 'Texto', width: 10 }]);
    for (let i = 0; i < 5000; i++) sheet.addRow([`fila ${i} ${'x'.repeat(40)}`]);
    let drained = false;
    const waiting = sheet.drain().then(() => (drained = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    slow.destroy();
    release?.();
    await expect(waiting).rejects.toThrow(/se cerró/);
  });
});
