import type { SheetRow } from './row-checks';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/**
 * A CSV's text: UTF-8 (a BOM dropped) or, when the bytes are not UTF-8, Latin-1 (what Excel in
 * Spanish saves as "CSV (delimitado por comas)"). Also says whether it was Latin-1, so the caller
 * stores the UTF-8 re-encoding the file pipeline accepts.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; wasLatin1: boolean } {
  try {
    return { text: utf8.decode(bytes).replace(/^\uFEFF/, ''), wasLatin1: false };
  } catch {
    return { text: latin1.decode(bytes), wasLatin1: true };
  }
}

/**
 * RFC 4180 rows (quoted fields, doubled quotes, CRLF or LF), separated by commas or, when the
 * first line has more semicolons than commas, by semicolons. Row numbers count physical lines'
 * records from 1 (the header), as a spreadsheet shows them; empty records are dropped. Stops past
 * `maxRows` records (the caller refuses the file) so a huge file is not split whole.
 */
export function parseCsvRows(text: string, maxRows: number): SheetRow[] | null {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let record = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ index: record, cells: cells.map((c) => c.trim()) });
    record += 1;
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      if (rows.length > maxRows) return rows;
    } else cell += ch;
  }
  if (quoted) return null;
  if (cell !== '' || cells.length) endRecord();
  return rows;
}
