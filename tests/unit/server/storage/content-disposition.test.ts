import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName, safeBaseName } from '../../../../src/server/storage/content-disposition';

describe('nombres de descarga', () => {
  it('usa la extensión del tipo comprobado, no la que envió quien subió el archivo', () => {
    expect(downloadName('factura.html', { ext: 'png', mime: 'image/png' })).toBe('factura.png');
    expect(downloadName('reporte', { ext: 'pdf', mime: 'application/pdf' })).toBe('reporte.pdf');
  });

  it('para filas sin ext deduce la extensión del tipo MIME', () => {
    expect(downloadName('factura.html', { ext: null, mime: 'image/jpeg' })).toBe('factura.jpg');
  });

  it('quita rutas, caracteres de control y comillas del nombre', () => {
    expect(safeBaseName('../../etc/passwd')).toBe('passwd');
    expect(safeBaseName('C:\\temp\\a"b\r\n.pdf')).toBe('a_b__');
    expect(safeBaseName('...')).toBe('archivo');
  });

  it('codifica el encabezado según RFC 6266 con filename* en UTF-8', () => {
    expect(contentDisposition('attachment', 'Constancia año 2026.pdf')).toBe(`attachment; filename="Constancia a_o 2026.pdf"; filename*=UTF-8''Constancia%20a%C3%B1o%202026.pdf`);
    expect(contentDisposition('attachment', 'Catálogo.xlsx')).toBe(`attachment; filename="Catalogo.xlsx"; filename*=UTF-8''Cat%C3%A1logo.xlsx`);
    expect(contentDisposition('inline', `o'brien (1).pdf`)).toBe(`inline; filename="o'brien (1).pdf"; filename*=UTF-8''o%27brien%20%281%29.pdf`);
  });
});
