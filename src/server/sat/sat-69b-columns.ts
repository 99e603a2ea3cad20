import { SAT_69B_SITUATIONS, type Sat69bRow, type Sat69bSituation } from '../../shared/domain/sat-lists';
import { headerText } from './sat-row-rules';

export type Sat69bField = Exclude<keyof Sat69bRow, 'line'>;
export type Sat69bColumns = Partial<Record<Sat69bField, number>> & Record<'rfc' | 'nombreContribuyente' | 'situacionContribuyente', number>;

type SituationGroup = { oficioSat: Sat69bField; paginaSat: Sat69bField; oficioDof: Sat69bField; publicacionDof: Sat69bField };

/** Each situation's four columns, found by a word of the header that only that situation uses. */
const NOMBRE = headerText('nombre del contribuyente');
const SITUACION = headerText('situación del contribuyente');
const PUBLICACION = headerText('publicación');
const GROUPS: [string, SituationGroup][] = [
  ['presun', { oficioSat: 'nofPresuncionSAT', paginaSat: 'satPresuntos', oficioDof: 'nofPresuncionDOF', publicacionDof: 'dofPresuntos' }],
  ['desvirtu', { oficioSat: 'nofGlobalDesvirtuaronSAT', paginaSat: 'satDesvirtuados', oficioDof: 'nofGlobalDesvirtuaronDOF', publicacionDof: 'dofdesvirtuados' }],
  ['definitiv', { oficioSat: 'nofGlobalDefinitivosSAT', paginaSat: 'satDefinitivos', oficioDof: 'nofGlobalDefinitivosDOF', publicacionDof: 'dofDefinitivos' }],
  ['sentencia', { oficioSat: 'nofSentenciaFavorableSAT', paginaSat: 'satSentenciaFavorable', oficioDof: 'nofSentenciaFavorableDOF', publicacionDof: 'dofSentenciaFavorable' }],
];

/** Fields holding a publication date (converted to ISO); the oficio columns keep their text. */
export const SAT_69B_DATE_FIELDS: ReadonlySet<Sat69bField> = new Set(GROUPS.flatMap(([, group]) => [group.paginaSat, group.publicacionDof]));

function fieldOf(header: string): Sat69bField | null {
  if (header === 'rfc') return 'rfc';
  if (/^(no\.?|num\.?|numero|#)$/.test(header)) return 'no';
  if (header.includes(NOMBRE)) return 'nombreContribuyente';
  if (header.includes(SITUACION)) return 'situacionContribuyente';
  const group = GROUPS.find(([word]) => header.includes(word))?.[1];
  if (!group) return null;
  const dof = /\bdof\b/.test(header);
  if (header.includes('oficio')) return dof ? group.oficioDof : group.oficioSat;
  if (header.includes(PUBLICACION)) return dof ? group.publicacionDof : group.paginaSat;
  return null;
}

/** The column of each field when this record is the 69-B header, else null. The first column named so wins. */
export function sat69bColumnsOf(cells: string[]): Sat69bColumns | null {
  const columns: Partial<Record<Sat69bField, number>> = {};
  cells.forEach((cell, index) => {
    const field = fieldOf(headerText(cell));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const { rfc, nombreContribuyente, situacionContribuyente } = columns;
  if (rfc === undefined || nombreContribuyente === undefined || situacionContribuyente === undefined) return null;
  return { ...columns, rfc, nombreContribuyente, situacionContribuyente };
}

const SITUATION_PREFIXES: [string, Sat69bSituation][] = SAT_69B_SITUATIONS.map((situation) => [situation.slice(0, 7), situation]);

/** "DEFINITIVO", "Definitivos", "Sentencia Favorable" → 'definitivo', 'sentencia-favorable'; null for anything else. */
export function situationOf(text: string | null): Sat69bSituation | null {
  if (!text) return null;
  // Situation words carry no accents: a plain lower case is enough, and far cheaper per row than folding.
  const lower = text.toLowerCase();
  return SITUATION_PREFIXES.find(([prefix]) => lower.startsWith(prefix))?.[1] ?? null;
}
