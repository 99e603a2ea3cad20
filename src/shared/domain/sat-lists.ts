/**
 * The SAT's published lists of articles 69 and 69-B of the CFF (DOMAIN-MX "SAT lists", issue 23).
 * A 69-B row carries the SAT detail record's field names of spec 2 §3, plus the DOF oficio of each
 * situation, which the published file has and the record does not; its situation is a key, shown
 * through SAT_69B_SITUATION_LABELS ('definitivo' → 'Definitivo', which spec 2 §4 reads as PERTENECE).
 */

/** Situations of the 69-B list; the Spanish name of each (SAT's "Definitivo"…) is in labels/sat-lists. */
export const SAT_69B_SITUATIONS = ['presunto', 'desvirtuado', 'definitivo', 'sentencia-favorable'] as const;
export type Sat69bSituation = (typeof SAT_69B_SITUATIONS)[number];

/** The article 69 files; the Spanish name of each is in labels/sat-lists. */
export const SAT_69_LISTS = ['firmes', 'exigibles', 'no-localizados', 'sentencias', 'cancelados', 'condonados', 'eliminados'] as const;
export type Sat69ListName = (typeof SAT_69_LISTS)[number];

/** Every value is the cell's text trimmed, or null when the cell is empty; dates are ISO (yyyy-mm-dd). */
export type Sat69bRow = {
  line: number;
  no: string | null;
  rfc: string;
  nombreContribuyente: string;
  situacionContribuyente: Sat69bSituation;
  nofPresuncionSAT: string | null;
  satPresuntos: string | null;
  nofPresuncionDOF: string | null;
  dofPresuntos: string | null;
  nofGlobalDesvirtuaronSAT: string | null;
  satDesvirtuados: string | null;
  nofGlobalDesvirtuaronDOF: string | null;
  dofdesvirtuados: string | null;
  nofGlobalDefinitivosSAT: string | null;
  satDefinitivos: string | null;
  nofGlobalDefinitivosDOF: string | null;
  dofDefinitivos: string | null;
  nofSentenciaFavorableSAT: string | null;
  satSentenciaFavorable: string | null;
  nofSentenciaFavorableDOF: string | null;
  dofSentenciaFavorable: string | null;
};

/** Amounts are numeric strings without currency signs or thousands separators ("1234567.89"). */
export type Sat69Row = {
  line: number;
  rfc: string;
  razonSocial: string;
  tipoPersona: string | null;
  supuesto: string | null;
  fechaPrimeraPublicacion: string | null;
  fechaPublicacion: string | null;
  monto: string | null;
  entidadFederativa: string | null;
};

/** read = kept + suppressed + filler + invalid: every record after the header. */
export type SatParseCounts = { read: number; kept: number; suppressed: number; filler: number; invalid: number };

/** A few rejected rows to show the operator; line is the file's line where the row starts. */
export type SatInvalidSample = { line: number; rfc: string };

export type Sat69bParse = { publishedAt: string | null; rows: Sat69bRow[]; counts: SatParseCounts; invalidSamples: SatInvalidSample[] };
export type Sat69Parse = { list: Sat69ListName; publishedAt: string | null; rows: Sat69Row[]; counts: SatParseCounts; invalidSamples: SatInvalidSample[] };
