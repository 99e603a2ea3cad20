import type { Sat69ListName, Sat69bSituation } from './sat-lists';

/**
 * A company's place on the SAT lists now: where it appears in the current snapshots. The 69-B
 * entry carries the date of the situation it has (the DOF publication, else the SAT page's); an
 * article 69 entry its publication date, else the snapshot's.
 */
export type SatStandingFacts = {
  /** Whether any 69-B list has been imported: without one nothing can be said (BAJO REVISIÓN). */
  has69bList: boolean;
  situations69b: { situation: Sat69bSituation; date: string | null }[];
  lists69: { list: Sat69ListName; date: string | null }[];
};

/**
 * The blacklist label rule of spec 2 §4: true = PERTENECE (Definitivo under 69-B, which makes its
 * invoices non-deductible), false = NO PERTENECE (any other situation, an article 69 list, or no
 * list at all), null = BAJO REVISIÓN (no 69-B list imported yet: never a guess).
 */
export function blacklistOf(facts: Pick<SatStandingFacts, 'has69bList' | 'situations69b'>): boolean | null {
  if (!facts.has69bList) return null;
  return facts.situations69b.some((s) => s.situation === 'definitivo');
}

/** The date a 69-B entry is known by for its situation: the DOF publication, else the SAT page's. */
export function situationDate(
  entry: {
    situacionContribuyente: Sat69bSituation;
    dofPresuntos: string | null;
    satPresuntos: string | null;
    dofdesvirtuados: string | null;
    satDesvirtuados: string | null;
    dofDefinitivos: string | null;
    satDefinitivos: string | null;
    dofSentenciaFavorable: string | null;
    satSentenciaFavorable: string | null;
  },
): string | null {
  switch (entry.situacionContribuyente) {
    case 'presunto':
      return entry.dofPresuntos ?? entry.satPresuntos;
    case 'desvirtuado':
      return entry.dofdesvirtuados ?? entry.satDesvirtuados;
    case 'definitivo':
      return entry.dofDefinitivos ?? entry.satDefinitivos;
    case 'sentencia-favorable':
      return entry.dofSentenciaFavorable ?? entry.satSentenciaFavorable;
  }
}
