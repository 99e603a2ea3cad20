/**
 * Lower case without accents, the form searches and header matches compare in ("revision" finds
 * "Bajo Revisión", "pena" finds "PEÑA"). The database's twin is avala_fold() (migration 0017).
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX');
}
