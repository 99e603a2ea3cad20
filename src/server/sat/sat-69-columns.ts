import type { Sat69Row } from '../../shared/domain/sat-lists';
import { headerText } from './sat-row-rules';

export type Sat69Field = Exclude<keyof Sat69Row, 'line'>;
export type Sat69Columns = Partial<Record<Sat69Field, number>> & Record<'rfc' | 'razonSocial', number>;

/** Words as headers spell them, folded once the way every header cell is. */
const has = (header: string, ...words: string[]) => words.every((word) => header.includes(headerText(word)));

/**
 * Header names vary between the article 69 files ("RAZÓN SOCIAL" or "Nombre, Denominación o Razón
 * Social", "ENTIDAD FEDERATIVA" or "Entidad"), so each field is recognised by the words its names
 * share. Order matters: "FECHA DE PUBLICACIÓN (con monto …)" is a date, not the amount.
 */
const SYNONYMS: Record<Sat69Field, (header: string) => boolean> = {
  rfc: (h) => /^rfc\b/.test(h),
  fechaPrimeraPublicacion: (h) => has(h, 'primera publicación'),
  fechaPublicacion: (h) => has(h, 'fecha', 'publicación'),
  monto: (h) => has(h, 'monto') || has(h, 'importe') || has(h, 'cantidad'),
  tipoPersona: (h) => has(h, 'tipo', 'persona') || has(h, 'tipo de contribuyente'),
  supuesto: (h) => has(h, 'supuesto'),
  entidadFederativa: (h) => has(h, 'entidad') || h === 'estado',
  razonSocial: (h) => has(h, 'razón social') || has(h, 'denominación') || has(h, 'nombre') || h === 'contribuyente',
};
const MATCHERS = Object.entries(SYNONYMS) as [Sat69Field, (header: string) => boolean][];

/** The column of each field when this record is an article 69 header, else null. The first column named so wins. */
export function sat69ColumnsOf(cells: string[]): Sat69Columns | null {
  const columns: Partial<Record<Sat69Field, number>> = {};
  cells.forEach((cell, index) => {
    const header = headerText(cell);
    const field = MATCHERS.find(([, matches]) => matches(header))?.[0];
    if (field && columns[field] === undefined) columns[field] = index;
  });
  // A file with a single "Fecha de publicación" column publishes the first publication there.
  if (columns.fechaPrimeraPublicacion === undefined && columns.fechaPublicacion !== undefined) {
    columns.fechaPrimeraPublicacion = columns.fechaPublicacion;
    delete columns.fechaPublicacion;
  }
  const { rfc, razonSocial } = columns;
  if (rfc === undefined || razonSocial === undefined) return null;
  return { ...columns, rfc, razonSocial };
}
