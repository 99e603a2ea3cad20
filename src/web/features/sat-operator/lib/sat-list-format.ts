import { SAT_LIST_KEYS, type SatListKey, type TSatSnapshot } from '../../../../shared/contracts/sat-lists.contract';
import { formatDateTime } from '../../../../shared/mx/dates';
import { PANTALLA_LISTAS_SAT as T, SAT_69_LIST_LABELS } from '../../../../shared/labels/sat-lists';

/** 'Listado 69-B' or 'Artículo 69: Firmes'. */
export const satListLabel = (list: SatListKey) => (list === '69b' ? T.lista69b : `${T.articulo69}: ${SAT_69_LIST_LABELS[list]}`);

/** The selector's options, 69-B first, then the article 69 lists in SAT's order. */
export const SAT_LIST_OPTIONS = SAT_LIST_KEYS.map((value) => ({ value, label: satListLabel(value) }));

/** A date-only ISO value (2026-11-15) as 15/11/2026, with no time zone shift; '---' when missing. */
export function formatListDate(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}` : T.sinFecha;
}

/** The current snapshots in the selector's order (69-B first). */
export const byListOrder = (snapshots: TSatSnapshot[]) => snapshots.toSorted((a, b) => SAT_LIST_KEYS.indexOf(a.list) - SAT_LIST_KEYS.indexOf(b.list));

export const importedAt = (snapshot: Pick<TSatSnapshot, 'createdAt'>) => formatDateTime(snapshot.createdAt);
