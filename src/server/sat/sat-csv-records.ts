import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { MENSAJES_LISTAS_SAT } from '../../shared/labels/sat-lists';
import { SatListFormatError } from './sat-list-error';

export type SatCsvSource = Readable | AsyncIterable<Uint8Array> | Uint8Array;

/** One CSV record; line is the file line where it starts (quoted line breaks span several). */
export type SatCsvRecord = { line: number; cells: string[] };

type Decoder = { write(bytes: Buffer): string; end(): string | undefined };

const startsWithUtf8Bom = (bytes: Buffer) => bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

const bufferOf = (chunk: Uint8Array | string): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * SAT publishes Windows-1252; Node 20's TextDecoder('windows-1252') decodes 0x80–0x9F as Latin-1
 * control characters instead of € ‘ ’ “ ” —, hence iconv-lite. A file re-saved as UTF-8 with BOM
 * is still read correctly.
 */
async function* decodedText(source: SatCsvSource): AsyncGenerator<string> {
  const chunks: AsyncIterable<Uint8Array | string> | Uint8Array[] = source instanceof Uint8Array ? [source] : source;
  let decoder: Decoder | null = null;
  let size = 0;
  for await (const chunk of chunks) {
    const bytes = bufferOf(chunk);
    if (bytes.length === 0) continue;
    decoder ??= iconv.getDecoder(startsWithUtf8Bom(bytes) ? 'utf8' : 'win1252');
    size += bytes.length;
    const text = decoder.write(bytes);
    if (text) yield text;
  }
  if (size === 0 || !decoder) throw new SatListFormatError(MENSAJES_LISTAS_SAT.archivoVacio);
  const rest = decoder.end();
  if (rest) yield rest;
}

function lineBreaksIn(cells: string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}

/** The file's records, streamed: real CSV (quoted commas, doubled quotes, line breaks inside quotes). */
export async function* satCsvRecords(source: SatCsvSource): AsyncGenerator<SatCsvRecord> {
  const parser = parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: false, bom: true });
  // Errors reach the loop below through the parser, which pipeline destroys with them.
  pipeline(Readable.from(decodedText(source)), parser, () => undefined);
  let line = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      yield { line, cells };
      line += 1 + lineBreaksIn(cells);
    }
  } catch (error) {
    if (error instanceof SatListFormatError) throw error;
    throw new SatListFormatError(MENSAJES_LISTAS_SAT.csvIlegible, error);
  }
}
