/**
 * Generators of the SAT's official list files (used by the tests and by the demo seed, which imports
 * a generated 69-B list through the real import) as SAT publishes them (DOMAIN-MX "SAT lists"):
 * Windows-1252 bytes, CRLF, a legend and a title before the header (how many is configurable, so
 * the header moves), quoted names with commas, doubled quotes and line breaks, RFCs with Ñ and &,
 * rows suppressed with XXXXXXXXXXXX, malformed RFCs and `,,,` filler lines at the end. Each file
 * comes with the rows and counts a correct parser must answer.
 */
import iconv from 'iconv-lite';
import type { Sat69Row, Sat69bRow, Sat69bSituation, SatParseCounts } from '../../shared/domain/sat-lists';

export type SatFileOptions = {
  rows?: number;
  /** Lines before the header: the legend, the title, then blank filler lines. */
  preambleLines?: number;
  legend?: 'long' | 'numeric';
  suppressed?: number;
  filler?: number;
  invalid?: number;
  lineEnding?: '\r\n' | '\n';
  /** The legend's "Información actualizada al" date (ISO); 2026-11-15 by default. */
  publishedAt?: string;
  /** Companies to list (69-B files), appended after the generated rows. */
  listed?: SatListedCompany[];
};

/** A known company a 69-B file lists, with its situation. */
export type SatListedCompany = { rfc: string; name: string; situation: Sat69bSituation };

export type GeneratedSatFile<Row> = { bytes: Buffer; rows: Row[]; counts: SatParseCounts; publishedAt: string };

export const SAT_69B_HEADER = [
  'No',
  'RFC',
  'Nombre del Contribuyente',
  'Situación del contribuyente',
  'Número y fecha de oficio global de presunción SAT',
  'Publicación página SAT presuntos',
  'Número y fecha de oficio global de presunción DOF',
  'Publicación DOF presuntos',
  'Número y fecha de oficio global de contribuyentes que desvirtuaron SAT',
  'Publicación página SAT desvirtuados',
  'Número y fecha de oficio global de contribuyentes que desvirtuaron DOF',
  'Publicación DOF desvirtuados',
  'Número y fecha de oficio global de definitivos SAT',
  'Publicación página SAT definitivos',
  'Número y fecha de oficio global de definitivos DOF',
  'Publicación DOF definitivos',
  'Número y fecha de oficio global de sentencia favorable SAT',
  'Publicación página SAT sentencia favorable',
  'Número y fecha de oficio global de sentencia favorable DOF',
  'Publicación DOF sentencia favorable',
];

/** Names as SAT prints them: commas, doubled quotes, a line break, accents, Ñ and Windows-1252's € “ ” ’ –. */
const NAMES = [
  'COMERCIALIZADORA DEL BAJÍO, S.A. DE C.V.',
  'SERVICIOS "EL ÁGUILA" SA DE CV',
  'CONSTRUCTORA PEÑA & ASOCIADOS, S. DE R.L.\r\nDE C.V.',
  'JOSÉ MARÍA NÚÑEZ GÜEMES',
  'DISTRIBUIDORA €URO – “LOS ÁLAMOS” SA DE CV',
  'GRUPO O’FARRILL SC',
  'ASESORÍA INTEGRAL ÑUÑO SAPI DE CV',
];
const PREFIXES = ['ÑAN', 'A&C', 'COM', 'SEÑ', 'GRU', 'M&M', 'SER'];
const SITUATIONS: Sat69bSituation[] = ['definitivo', 'presunto', 'definitivo', 'desvirtuado', 'definitivo', 'sentencia-favorable'];
/** How SAT spells each situation in the file. */
export const SAT_SPELLING: Record<Sat69bSituation, string> = { presunto: 'Presunto', desvirtuado: 'Desvirtuado', definitivo: 'Definitivo', 'sentencia-favorable': 'Sentencia Favorable' };
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const legendOf = (style: 'long' | 'numeric', iso: string) => {
  const [y, m, d] = iso.split('-');
  return style === 'long' ? `Información actualizada al ${String(Number(d))} de ${MONTHS[Number(m) - 1] ?? ''} de ${y ?? ''}` : `Información actualizada al ${d ?? ''}/${m ?? ''}/${y ?? ''}`;
};
const PUBLISHED_AT = '2026-11-15';

const pad = (n: number) => String(n).padStart(2, '0');
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvLine = (cells: string[]) => cells.map(csvCell).join(',');

/** A valid, distinct RFC for i: personas morales (12) with Ñ and &, every 5th a persona física (13). */
export function rfcOf(i: number): string {
  const date = `${pad(i % 100)}${pad((Math.floor(i / 100) % 12) + 1)}${pad((Math.floor(i / 1200) % 28) + 1)}`;
  const homoclave = `${'ABCDEFGHJK'[Math.floor(i / 33600) % 10]}${String(i % 10)}${'0123456789A'[i % 11]}`;
  const prefix = PREFIXES[i % PREFIXES.length] ?? 'XAX';
  return i % 5 === 0 ? `${prefix}O${date}${homoclave}` : `${prefix}${date}${homoclave}`;
}

const dmy = (i: number, shift: number) => {
  const day = ((i + shift) % 28) + 1;
  const month = ((i + shift) % 12) + 1;
  return { text: `${pad(day)}/${pad(month)}/${String(2018 + (shift % 7))}`, iso: `${String(2018 + (shift % 7))}-${pad(month)}-${pad(day)}` };
};
const oficio = (i: number, shift: number) => `500-05-${String(2018 + (shift % 7))}-${String(16000 + i)} de fecha ${String((i % 28) + 1)} de junio de ${String(2018 + (shift % 7))}`;

function sat69bRecord(i: number, listed?: SatListedCompany): { cells: string[]; row: Omit<Sat69bRow, 'line'> } {
  const situation = listed?.situation ?? SITUATIONS[i % SITUATIONS.length] ?? 'definitivo';
  const name = listed?.name ?? `${NAMES[i % NAMES.length] ?? ''} ${String(i)}`;
  const rfc = listed?.rfc ?? rfcOf(i);
  const has = { presunto: true, desvirtuado: situation === 'desvirtuado', definitivo: situation === 'definitivo' || situation === 'sentencia-favorable', sentencia: situation === 'sentencia-favorable' };
  const group = (on: boolean, shift: number) => (on ? [oficio(i, shift), dmy(i, shift), oficio(i, shift + 1), dmy(i, shift + 1)] : [null, null, null, null]) as [string | null, { text: string; iso: string } | null, string | null, { text: string; iso: string } | null];
  const [p, d, f, s] = [group(has.presunto, 0), group(has.desvirtuado, 2), group(has.definitivo, 4), group(has.sentencia, 6)];
  const cells = [String(i + 1), i % 9 === 0 ? rfc.toLowerCase() : rfc, name, i % 4 === 0 ? SAT_SPELLING[situation].toUpperCase() : SAT_SPELLING[situation], ...[p, d, f, s].flatMap(([a, b, c, e]) => [a ?? '', b?.text ?? '', c ?? '', e?.text ?? ''])];
  const row = {
    no: String(i + 1),
    rfc,
    nombreContribuyente: name,
    situacionContribuyente: situation,
    nofPresuncionSAT: p[0], satPresuntos: p[1]?.iso ?? null, nofPresuncionDOF: p[2], dofPresuntos: p[3]?.iso ?? null,
    nofGlobalDesvirtuaronSAT: d[0], satDesvirtuados: d[1]?.iso ?? null, nofGlobalDesvirtuaronDOF: d[2], dofdesvirtuados: d[3]?.iso ?? null,
    nofGlobalDefinitivosSAT: f[0], satDefinitivos: f[1]?.iso ?? null, nofGlobalDefinitivosDOF: f[2], dofDefinitivos: f[3]?.iso ?? null,
    nofSentenciaFavorableSAT: s[0], satSentenciaFavorable: s[1]?.iso ?? null, nofSentenciaFavorableDOF: s[2], dofSentenciaFavorable: s[3]?.iso ?? null,
  };
  return { cells, row };
}

/** Writes the file line by line, tracking the line each record starts on, as the parser reports it. */
function assemble<Row>(
  options: SatFileOptions,
  title: string,
  header: string[],
  record: (i: number) => { cells: string[]; row: Omit<Row, 'line'> },
): GeneratedSatFile<Row> {
  const { rows = 40, preambleLines = 2, legend = 'long', suppressed = 3, filler = 4, invalid = 2, lineEnding = '\r\n', publishedAt = PUBLISHED_AT } = options;
  const width = header.length;
  const blank = ','.repeat(width - 1);
  const lines: string[] = [];
  const preamble = [csvLine([legendOf(legend, publishedAt), ...Array<string>(width - 1).fill('')]), csvLine([title])];
  for (let k = 0; k < preambleLines; k++) lines.push(preamble[k] ?? blank);
  lines.push(csvLine(header));
  const kept: Row[] = [];
  let line = lines.length + 1;
  const push = (cells: string[]) => {
    const text = csvLine(cells);
    lines.push(text);
    const start = line;
    line += text.split('\n').length;
    return start;
  };
  const every = (count: number) => (count > 0 ? Math.max(1, Math.floor(rows / count)) : Infinity);
  let [suppressedLeft, invalidLeft] = [suppressed, invalid];
  for (let i = 0; i < rows; i++) {
    const { cells, row } = record(i);
    kept.push({ ...row, line: push(cells) } as Row);
    if (suppressedLeft > 0 && i % every(suppressed) === 0) {
      suppressedLeft--;
      push(cells.map((cell, k) => (k === header.indexOf('RFC') ? 'XXXXXXXXXXXX' : cell)));
    }
    if (invalidLeft > 0 && (i + 1) % every(invalid) === 0) {
      invalidLeft--;
      push(cells.map((cell, k) => (k === header.indexOf('RFC') ? `RFC${String(i)}MAL` : cell)));
    }
  }
  // One filler line is truly empty, the rest are only separators, as SAT's files end.
  for (let k = 0; k < filler; k++) lines.push(k === 0 && filler > 1 ? '' : blank);
  const text = lines.join(lineEnding) + lineEnding;
  const counts = { read: rows + suppressed - suppressedLeft + invalid - invalidLeft + filler, kept: rows, suppressed: suppressed - suppressedLeft, filler, invalid: invalid - invalidLeft };
  return { bytes: iconv.encode(text, 'win1252'), rows: kept, counts, publishedAt };
}

/** The 69-B "Listado completo" with its 20 columns. */
export function sat69bFile(options: SatFileOptions = {}): GeneratedSatFile<Sat69bRow> {
  const listed = options.listed ?? [];
  const generated = options.rows ?? 40;
  return assemble<Sat69bRow>({ ...options, rows: generated + listed.length }, 'Listado completo de contribuyentes (artículo 69-B del Código Fiscal de la Federación)', SAT_69B_HEADER, (i) => sat69bRecord(i, i >= generated ? listed[i - generated] : undefined));
}

/** Two header layouts SAT has used for the article 69 files: names, order and amounts differ. */
export const SAT_69_HEADERS = {
  a: ['RFC', 'RAZÓN SOCIAL', 'TIPO PERSONA', 'SUPUESTO', 'FECHAS DE PRIMERA PUBLICACION', 'MONTO', 'FECHA DE PUBLICACIÓN (con monto de acuerdo a la Ley de Transparencia)', 'ENTIDAD FEDERATIVA'],
  b: ['Nombre, Denominación o Razón Social', 'RFC', 'Tipo de persona', 'Supuesto', 'Entidad', 'Fecha de publicación', 'Monto'],
} as const;

const STATES = ['CIUDAD DE MÉXICO', 'NUEVO LEÓN', 'MÉXICO', 'QUERÉTARO', 'YUCATÁN'];

function sat69Record(variant: 'a' | 'b') {
  return (i: number): { cells: string[]; row: Omit<Sat69Row, 'line'> } => {
    const name = `${NAMES[i % NAMES.length] ?? ''} ${String(i)}`;
    const first = dmy(i, 1);
    const second = dmy(i, 3);
    const cents = (i * 7919) % 100;
    const amount = `${String(1000 + i * 37)}.${pad(cents)}`;
    const formatted = `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const tipo = rfcOf(i).length === 13 ? 'Física' : 'Moral';
    const state = STATES[i % STATES.length] ?? '';
    const supuesto = i % 2 === 0 ? 'FIRMES' : 'EXIGIBLES';
    const cells =
      variant === 'a'
        ? [rfcOf(i), name, tipo, supuesto, first.text, formatted, second.text, state]
        : [name, rfcOf(i), tipo, supuesto, state, first.text, amount];
    const row = { rfc: rfcOf(i), razonSocial: name, tipoPersona: tipo, supuesto, fechaPrimeraPublicacion: first.iso, fechaPublicacion: variant === 'a' ? second.iso : null, monto: amount, entidadFederativa: state };
    return { cells, row };
  };
}

/** An article 69 file in one of the two header layouts. */
export function sat69File(variant: 'a' | 'b', options: SatFileOptions = {}): GeneratedSatFile<Sat69Row> {
  return assemble<Sat69Row>(options, 'Relación de contribuyentes incumplidos (artículo 69 del Código Fiscal de la Federación)', [...SAT_69_HEADERS[variant]], sat69Record(variant));
}

/** The same bytes in small chunks, as a download or an upload arrives, cutting records and quotes. */
export async function* inChunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
