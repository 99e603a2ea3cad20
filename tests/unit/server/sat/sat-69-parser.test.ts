import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseSat69Csv } from '../../../../src/server/sat/sat-69-parser';
import { SatListFormatError } from '../../../../src/server/sat/sat-list-error';
import { MENSAJES_LISTAS_SAT } from '../../../../src/shared/labels/sat-lists';
import { inChunks, sat69File } from '../../../fixtures/sat-files';

const win1252 = (lines: string[]) => iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');

describe('parseSat69Csv: los listados del artículo 69 con encabezados que cambian de un archivo a otro', () => {
  it.each([
    ['a', 0],
    ['a', 3],
    ['b', 1],
    ['b', 4],
  ] as const)('lee la variante %s con el encabezado después de %i líneas', async (variant, preambleLines) => {
    const file = sat69File(variant, { rows: 50, preambleLines });
    const parsed = await parseSat69Csv(inChunks(file.bytes, 11), 'firmes');
    expect(parsed.list).toBe('firmes');
    expect(parsed.rows).toEqual(file.rows);
    expect(parsed.counts).toEqual(file.counts);
    expect(parsed.publishedAt).toBe(preambleLines >= 1 ? '2026-11-15' : null);
  });

  it('cuenta exactamente las filas suprimidas, de relleno e inválidas', async () => {
    const parsed = await parseSat69Csv(sat69File('b', { rows: 30, suppressed: 2, filler: 3, invalid: 1 }).bytes, 'exigibles');
    expect(parsed.counts).toEqual({ read: 36, kept: 30, suppressed: 2, filler: 3, invalid: 1 });
    expect(parsed.invalidSamples).toEqual([{ line: 40, rfc: 'RFC29MAL' }]);
  });

  it('convierte montos a cadenas numéricas y fechas a ISO, con los nombres de columna de cada variante', async () => {
    const bytes = win1252([
      '"Nombre, Denominación o Razón Social",RFC,Tipo de persona,Supuesto,Entidad,Fecha de publicación,Monto',
      '"PANADERÍA ""LA ESPIGA"", SA",ñuñ850101ab1,Moral,NO LOCALIZADOS,JALISCO,07/03/2024,"$12,345.60"',
    ]);
    const [row] = (await parseSat69Csv(bytes, 'no-localizados')).rows;
    expect(row).toEqual({
      line: 2,
      rfc: 'ÑUÑ850101AB1',
      razonSocial: 'PANADERÍA "LA ESPIGA", SA',
      tipoPersona: 'Moral',
      supuesto: 'NO LOCALIZADOS',
      fechaPrimeraPublicacion: '2024-03-07',
      fechaPublicacion: null,
      monto: '12345.60',
      entidadFederativa: 'JALISCO',
    });
  });

  it('lee 15,000 filas completas', async () => {
    const file = sat69File('a', { rows: 15_000, suppressed: 10, filler: 2, invalid: 4 });
    const parsed = await parseSat69Csv(file.bytes, 'cancelados');
    expect(parsed.counts).toEqual({ read: 15_016, kept: 15_000, suppressed: 10, filler: 2, invalid: 4 });
    expect(parsed.rows).toEqual(file.rows);
  });

  it('rechaza con un error en español que nombra el listado un archivo sin encabezado reconocible', async () => {
    const bytes = win1252(['Listado de contribuyentes', 'Clave,Descripción', '1,Algo']);
    const error = await parseSat69Csv(bytes, 'no-localizados').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SatListFormatError);
    expect(error).toMatchObject({ status: 400, message: MENSAJES_LISTAS_SAT.sinEncabezado69('No localizados') });
  });

  it('rechaza un archivo vacío', async () => {
    await expect(parseSat69Csv(new Uint8Array(), 'firmes')).rejects.toMatchObject({ status: 400, message: MENSAJES_LISTAS_SAT.archivoVacio });
  });
});
