import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync, Zip } from 'fflate';
import { describe, expect, it } from 'vitest';
import { NativeZipDeflate, XlsxStreamWriter } from '../../../../src/server/xlsx/xlsx-stream-writer';

const ROWS = 50_000;
const CITIES = ['Mérida', 'Querétaro', 'San Luis Potosí', 'Ciudad Juárez', 'Peñón de los Baños'];

/** Each entry of the central directory: its name, CRC-32 and uncompressed size as the zip records them. */
function centralDirectory(zip: Buffer): { name: string; crc: number; size: number; method: number }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = [];
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), method: zip.readUInt16LE(at + 10), crc: zip.readUInt32LE(at + 16), size: zip.readUInt32LE(at + 24) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Row `i` of the big sheet: accented text, XML specials, control characters and amounts. */
function row(i: number): (string | number)[] {
  return [`Proveedor Núñez-Peña ${i} & Hijos <S.A.>`, `GEN-2026-${String(i).padStart(6, '0')}`, i * 1.25, CITIES[i % CITIES.length] ?? '', `ctl\u0001\u0008\u001F fin ${i}`, 'Ñandú "ñ" ü'];
}

describe('NativeZipDeflate', () => {
  it('concatena trozos desinflados con zlib en una entrada zip válida (CRC y tamaño de los bytes sin comprimir)', async () => {
    const chunks: Uint8Array[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const zip = new Zip((error, chunk, final) => {
        if (error) return reject(error);
        chunks.push(chunk);
        if (final) resolve();
      });
      const entry = new NativeZipDeflate('datos.txt', 4);
      zip.add(entry);
      const encoder = new TextEncoder();
      for (let i = 0; i < 200; i++) entry.push(encoder.encode(`línea ${i} — ${'añejo '.repeat(i % 37)}\n`));
      entry.push(new Uint8Array(0), true);
      zip.end();
    });
    await done;
    const bytes = Buffer.concat(chunks);
    const text = Array.from({ length: 200 }, (_, i) => `línea ${i} — ${'añejo '.repeat(i % 37)}\n`).join('');
    expect(strFromU8(unzipSync(bytes)['datos.txt'] ?? new Uint8Array())).toBe(text);
    // The local header says deflate (8); the data descriptor carries zlib's CRC-32 and the UTF-8 size.
    expect(bytes.readUInt16LE(8)).toBe(8);
    const descriptor = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]));
    expect(bytes.readUInt32LE(descriptor + 4)).toBe(crc32(text));
    expect(bytes.readUInt32LE(descriptor + 12)).toBe(Buffer.byteLength(text));
    // The deflated data alone is one raw-deflate stream, ending with its final block.
    const dataStart = 30 + bytes.readUInt16LE(26) + bytes.readUInt16LE(28);
    expect(inflateRawSync(bytes.subarray(dataStart, descriptor)).toString('utf8')).toBe(text);
  });
});

describe('XlsxStreamWriter a escala', () => {
  it(`escribe ${ROWS} filas con acentos y caracteres de control que se leen de vuelta`, async () => {
    const output = new PassThrough();
    const bytes = buffer(output);
    const sheet = new XlsxStreamWriter(output, 'Reporte', ['Proveedor', 'ID', 'Importe', 'Ciudad', 'Nota', 'Otro'].map((header, i) => ({ header, width: 20, ...(i === 2 ? { numFmt: '"$"#,##0.00' } : {}) })), { creator: 'Avala' });
    for (let i = 0; i < ROWS; i++) {
      sheet.addRow(row(i));
      if (i % 2000 === 1999) await sheet.drain();
    }
    await sheet.end();
    const file = await bytes;

    // fflate's unzipSync does not check CRCs: every entry's is checked here against its inflated bytes.
    const entries = unzipSync(file);
    const directory = centralDirectory(file);
    expect(directory.map((e) => e.name).toSorted()).toEqual(['[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    for (const entry of directory) {
      const inflated = entries[entry.name] ?? new Uint8Array();
      expect({ name: entry.name, method: entry.method, crc: entry.crc, size: entry.size }).toEqual({ name: entry.name, method: 8, crc: crc32(inflated), size: inflated.length });
    }
    const xml = strFromU8(entries['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(xml.match(/<row /g)).toHaveLength(ROWS + 1);
    expect(['\u0001', '\u0008', '\u001F'].filter((c) => xml.includes(c))).toEqual([]);
    expect(xml.endsWith('</sheetData></worksheet>')).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const read = workbook.getWorksheet('Reporte');
    if (!read) throw new Error('sin la hoja Reporte');
    expect(read.rowCount).toBe(ROWS + 1);
    const values = (r: number) => (read.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Proveedor', 'ID', 'Importe', 'Ciudad', 'Nota', 'Otro']);
    for (const i of [0, 1, 12_345, 33_333, ROWS - 1]) {
      const expected = row(i);
      expected[4] = `ctl fin ${i}`;
      expect(values(i + 2)).toEqual(expected);
    }
    expect(read.getCell(`C${ROWS + 1}`).numFmt).toBe('"$"#,##0.00');
  }, 60_000);
});
