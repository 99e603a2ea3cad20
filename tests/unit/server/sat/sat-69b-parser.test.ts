import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseSat69bCsv } from '../../../../src/server/sat/sat-69b-parser';
import { SatListFormatError } from '../../../../src/server/sat/sat-list-error';
import { MENSAJES_LISTAS_SAT } from '../../../../src/shared/labels/sat-lists';
import { SAT_69B_HEADER, inChunks, sat69bFile } from '../../../fixtures/sat-files';

const win1252 = (lines: string[]) => iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');

describe('parseSat69bCsv: el listado completo 69-B como lo publica el SAT', () => {
  it.each([0, 1, 2, 5])('encuentra el encabezado después de %i líneas y lee cada fila con sus 20 columnas', async (preambleLines) => {
    const file = sat69bFile({ rows: 60, preambleLines });
    const parsed = await parseSat69bCsv(file.bytes);
    expect(parsed.rows).toEqual(file.rows);
    expect(parsed.counts).toEqual(file.counts);
    expect(parsed.publishedAt).toBe(preambleLines >= 1 ? '2026-11-15' : null);
  });

  it('cuenta exactamente las filas suprimidas, de relleno e inválidas, y muestra las inválidas con su línea', async () => {
    const file = sat69bFile({ rows: 40, suppressed: 3, filler: 4, invalid: 2 });
    const parsed = await parseSat69bCsv(file.bytes);
    expect(parsed.counts).toEqual({ read: 49, kept: 40, suppressed: 3, filler: 4, invalid: 2 });
    expect(parsed.invalidSamples).toEqual([
      { line: 29, rfc: 'RFC19MAL' },
      { line: 54, rfc: 'RFC39MAL' },
    ]);
  });

  it('decodifica Windows-1252 con los bytes 0x80–0x9F (€ “ ” ’ –), conserva acentos, comillas dobles y saltos de línea', async () => {
    const file = sat69bFile({ rows: 7 });
    expect(file.bytes.includes(0x80)).toBe(true);
    const names = (await parseSat69bCsv(file.bytes)).rows.map((row) => row.nombreContribuyente);
    expect(names).toContain('DISTRIBUIDORA €URO – “LOS ÁLAMOS” SA DE CV 4');
    expect(names).toContain('SERVICIOS "EL ÁGUILA" SA DE CV 1');
    expect(names).toContain('CONSTRUCTORA PEÑA & ASOCIADOS, S. DE R.L.\r\nDE C.V. 2');
    expect(names).toContain('GRUPO O’FARRILL SC 5');
  });

  it('conserva Ñ y & en los RFC y los pasa a mayúsculas', async () => {
    const rfcs = (await parseSat69bCsv(sat69bFile({ rows: 10 }).bytes)).rows.map((row) => row.rfc);
    expect(rfcs).toContain('ÑANO000101A00');
    expect(rfcs).toContain('A&C010101A11');
    expect(rfcs).toContain('M&MO050101A55');
    expect(rfcs).toContain('ÑAN070101A77');
  });

  it('lee el archivo en trozos pequeños que cortan comillas y filas, desde un Readable y con fin de línea LF', async () => {
    const file = sat69bFile({ rows: 30, lineEnding: '\n' });
    const fromChunks = await parseSat69bCsv(inChunks(file.bytes, 7));
    const fromReadable = await parseSat69bCsv(Readable.from(inChunks(file.bytes, 64)));
    expect(fromChunks.rows).toEqual(file.rows);
    expect(fromReadable.counts).toEqual(file.counts);
  });

  it('toma la fecha de publicación de la leyenda en formato dd/mm/aaaa', async () => {
    expect((await parseSat69bCsv(sat69bFile({ legend: 'numeric' }).bytes)).publishedAt).toBe('2026-11-15');
  });

  it('asigna las columnas por su nombre, no por su posición, y cuenta como inválida una situación desconocida', async () => {
    const header = ['RFC', 'Situación del contribuyente', 'Publicación DOF definitivos', 'Nombre del Contribuyente', 'No', 'Publicación página SAT definitivos'];
    const bytes = win1252([
      'Información actualizada al 1 de enero de 2026',
      header.join(','),
      'AAA010101AA1,DEFINITIVOS,03/02/2025,"FERRETERÍA ""LA ÚNICA"", SA",1,31/12/2024',
      'BBB010101BB2,En revisión,,OTRA SA,2,',
    ]);
    const parsed = await parseSat69bCsv(bytes);
    expect(parsed.publishedAt).toBe('2026-01-01');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({ line: 3, no: '1', rfc: 'AAA010101AA1', nombreContribuyente: 'FERRETERÍA "LA ÚNICA", SA', situacionContribuyente: 'definitivo', satDefinitivos: '2024-12-31', dofDefinitivos: '2025-02-03', satPresuntos: null });
    expect(parsed.invalidSamples).toEqual([{ line: 4, rfc: 'BBB010101BB2' }]);
  });

  it('lee un archivo guardado de nuevo como UTF-8 con BOM', async () => {
    const text = `\uFEFF${SAT_69B_HEADER.join(',')}\r\nAAA010101AA1,AAA010101AA1,CAFÉ ÑUÑO SA,Presunto\r\n`.replace('AAA010101AA1,AAA', '1,AAA');
    const parsed = await parseSat69bCsv(Buffer.from(text, 'utf8'));
    expect(parsed.rows.map((row) => row.nombreContribuyente)).toEqual(['CAFÉ ÑUÑO SA']);
  });

  it('rechaza con un error en español (400) un archivo sin encabezado reconocible', async () => {
    const bytes = win1252(['Listado de algo', 'RFC,Nombre,Monto', 'AAA010101AA1,UNA SA,100']);
    const error = await parseSat69bCsv(bytes).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SatListFormatError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: MENSAJES_LISTAS_SAT.sinEncabezado69b });
  });

  it('deja de buscar el encabezado tras 50 líneas que no lo son', async () => {
    const preamble = Array.from({ length: 60 }, (_, k) => `Nota ${String(k + 1)},,,`);
    await expect(parseSat69bCsv(win1252([...preamble, SAT_69B_HEADER.join(',')]))).rejects.toMatchObject({ message: MENSAJES_LISTAS_SAT.sinEncabezado69b });
  });

  it('un archivo con encabezado y sin filas responde cero filas, sin error', async () => {
    const parsed = await parseSat69bCsv(win1252(['Información actualizada al 2 de febrero de 2026', SAT_69B_HEADER.join(','), ',,,']));
    expect(parsed).toEqual({ publishedAt: '2026-02-02', rows: [], counts: { read: 1, kept: 0, suppressed: 0, filler: 1, invalid: 0 }, invalidSamples: [] });
  });

  it('rechaza un archivo vacío, venga en bytes o en un flujo sin datos', async () => {
    await expect(parseSat69bCsv(new Uint8Array())).rejects.toMatchObject({ status: 400, message: MENSAJES_LISTAS_SAT.archivoVacio });
    await expect(parseSat69bCsv(Readable.from([]))).rejects.toBeInstanceOf(SatListFormatError);
  });

  it('rechaza un CSV con una comilla sin cerrar', async () => {
    const bytes = win1252([SAT_69B_HEADER.join(','), '1,AAA010101AA1,"SIN CIERRE SA,Presunto']);
    await expect(parseSat69bCsv(bytes)).rejects.toMatchObject({ status: 400, message: MENSAJES_LISTAS_SAT.csvIlegible });
  });

  it('lee las 15,000 filas de un listado real completas', async () => {
    const file = sat69bFile({ rows: 15_000, preambleLines: 2, suppressed: 25, filler: 6, invalid: 3 });
    const parsed = await parseSat69bCsv(file.bytes);
    expect(parsed.counts).toEqual({ read: 15_034, kept: 15_000, suppressed: 25, filler: 6, invalid: 3 });
    expect(parsed.rows).toEqual(file.rows);
  });
});
