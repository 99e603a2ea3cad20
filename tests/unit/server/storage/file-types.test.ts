import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFileType, sniffMime, zipEntryNames } from '../../../../src/server/storage/file-types';
import { smallCatalogue } from '../../../fixtures/catalogue-workbooks';
import { pngImage } from '../../../fixtures/png';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const docx = () => Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') }));

describe('detección del tipo de archivo por su contenido', () => {
  it('acepta un PNG real con extensión png y devuelve el tipo comprobado', () => {
    expect(detectFileType(pngImage(4, 4), 'PNG')).toEqual({ ok: true, type: 'png', mime: 'image/png', ext: 'png' });
  });

  it('rechaza un PDF renombrado .png', () => {
    expect(detectFileType(PDF, 'png')).toEqual({ ok: false, problem: 'mismatch' });
  });

  it('rechaza una extensión que no está en la lista permitida aunque el contenido coincida', () => {
    expect(detectFileType(PDF, 'pdf', ['png', 'jpeg']).ok).toBe(false);
  });

  it('acepta un XML sin DOCTYPE y rechaza uno con DOCTYPE o entidades (XXE)', () => {
    expect(detectFileType(Buffer.from('\uFEFF<?xml version="1.0"?><cfdi:Comprobante/>'), 'xml')).toMatchObject({ ok: true, type: 'xml' });
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';
    expect(detectFileType(Buffer.from(xxe), 'xml')).toEqual({ ok: false, problem: 'doctype' });
    expect(detectFileType(Buffer.from('<?xml version="1.0"?><!doctype r><r/>'), 'xml')).toEqual({ ok: false, problem: 'doctype' });
  });

  it('rechaza como XML algo que no es texto UTF-8 que empiece con una etiqueta', () => {
    expect(detectFileType(PDF, 'xml').ok).toBe(false);
    expect(detectFileType(Buffer.from([0x3c, 0xff, 0xfe]), 'xml').ok).toBe(false);
  });

  it('distingue XLSX de DOCX por las partes del contenedor OOXML', async () => {
    const xlsx = await smallCatalogue();
    expect(zipEntryNames(xlsx)).toContain('[Content_Types].xml');
    expect(detectFileType(xlsx, 'xlsx')).toMatchObject({ ok: true, type: 'xlsx' });
    expect(detectFileType(xlsx, 'docx').ok).toBe(false);
    expect(detectFileType(docx(), 'docx')).toMatchObject({ ok: true, type: 'docx' });
    expect(detectFileType(docx(), 'xlsx').ok).toBe(false);
  });

  it('rechaza un ZIP cualquiera como XLSX', () => {
    const zip = Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }));
    expect(detectFileType(zip, 'xlsx').ok).toBe(false);
  });

  it('acepta TXT y CSV en UTF-8 y rechaza bytes nulos o UTF-8 inválido', () => {
    expect(detectFileType(Buffer.from('RFC,Nombre\nXAXX010101000,Año'), 'csv')).toMatchObject({ ok: true, type: 'csv' });
    expect(detectFileType(Buffer.from('nota de texto'), 'txt')).toMatchObject({ ok: true, type: 'txt' });
    expect(detectFileType(Buffer.from([0x61, 0x00, 0x62]), 'txt').ok).toBe(false);
    expect(detectFileType(Buffer.from([0x61, 0xc3, 0x28]), 'csv').ok).toBe(false);
  });

  it('sniffMime conserva su contrato para los módulos que lo usan', () => {
    expect(sniffMime(PDF, 'pdf')).toBe('application/pdf');
    expect(sniffMime(PDF, 'jpg')).toBeUndefined();
  });
});
