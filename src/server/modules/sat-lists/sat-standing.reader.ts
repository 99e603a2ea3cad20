import { sql } from 'drizzle-orm';
import type { TBlacklistDetail } from '../../../shared/contracts/sat-standing.contract';
import type { Sat69ListName, Sat69bSituation } from '../../../shared/domain/sat-lists';
import { blacklistOf, situationDate } from '../../../shared/domain/sat-standing';
import { MENSAJES_CONSULTA_SAT as M, SAT_69B_SITUATION_LABELS, SAT_69_LIST_LABELS } from '../../../shared/labels/sat-lists';
import type { Db } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { sat69Entries, sat69bEntries, satListCurrent, satListSnapshots } from '../../db/schema';
import { formatIsoDayOrNull } from '../../../shared/mx/dates';

/** `situations69b`: the company's situations in the current 69-B (for rules beyond the label, e.g. the risk board's Presunto). */
export type SatStanding = { blacklist: boolean | null; blacklistDetail: TBlacklistDetail; situations69b: Sat69bSituation[] };

/** ISO date → dd/mm/aaaa. */
const dmy = formatIsoDayOrNull;
const key = (rfc: string) => rfc.trim().toUpperCase();
/** Map.groupBy is not in Node 20. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const rfcsWanted = sql`any(${sql.placeholder('rfcs')}::text[])`;

/** A 69-B entry's fields the standing needs. */
type Entry69b = Parameters<typeof situationDate>[0] & { rfc: string };
type Entry69 = { rfc: string; list: string; listedOn: string | null; publishedAt: string | null };

// Every list page of counterparts asks, and users/me: one statement (the current 69-B list's dates,
// the RFCs' 69-B entries and their 69 entries, as JSON), one text whatever the number of RFCs,
// prepared once per connection.
const standingOf = preparedPerExecutor((db) =>
  db
    .select({
      list69b: sql<[publishedAt: string | null, createdDay: string] | null>`(select json_build_array(s.published_at, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD'))
        from ${satListCurrent} c join ${satListSnapshots} s on s.id = c.snapshot_id where c.kind = '69B' limit 1)`,
      entries69b: sql<Entry69b[]>`(select coalesce(json_agg(json_build_object('rfc', e.rfc, 'situacionContribuyente', e.situacion_contribuyente,
          'dofPresuntos', e.dof_presuntos, 'satPresuntos', e.sat_presuntos, 'dofdesvirtuados', e.dof_desvirtuados, 'satDesvirtuados', e.sat_desvirtuados,
          'dofDefinitivos', e.dof_definitivos, 'satDefinitivos', e.sat_definitivos, 'dofSentenciaFavorable', e.dof_sentencia_favorable,
          'satSentenciaFavorable', e.sat_sentencia_favorable)), '[]')
        from ${satListCurrent} c join ${sat69bEntries} e on e.snapshot_id = c.snapshot_id where c.kind = '69B' and e.rfc = ${rfcsWanted})`,
      entries69: sql<Entry69[]>`(select coalesce(json_agg(json_build_object('rfc', e.rfc, 'list', e.list, 'listedOn', e.fecha_publicacion, 'publishedAt', s.published_at)), '[]')
        from ${satListCurrent} c join ${sat69Entries} e on e.snapshot_id = c.snapshot_id join ${satListSnapshots} s on s.id = c.snapshot_id
        where c.kind = '69' and e.rfc = ${rfcsWanted})`,
    })
    .from(sql`(values (1)) as one(x)`)
    .prepare('sat_standing_of'),
);

/**
 * Read port of the SAT lists (issue 23): the blacklist label and its hover for a set of RFCs, from
 * the current snapshots only (joined through sat_list_current, so never half an import). One
 * statement whatever the number of RFCs; an RFC on no list gets NO PERTENECE once a 69-B
 * list exists, BAJO REVISIÓN (null) before.
 */
export function satStandingReader(db: Db) {
  return {
    async of(rfcs: readonly string[]): Promise<Map<string, SatStanding>> {
      const wanted = [...new Set(rfcs.map(key).filter(Boolean))];
      const result = new Map<string, SatStanding>();
      if (wanted.length === 0) return result;
      const [row] = await standingOf(db).execute({ rfcs: wanted });
      const list69b = row?.list69b ?? null;
      const checkedAt = list69b ? dmy(list69b[0] ?? list69b[1]) : null;
      const by69b = groupBy(row?.entries69b ?? [], (e) => e.rfc);
      const by69 = groupBy(row?.entries69 ?? [], (r) => r.rfc);
      for (const rfc of wanted) {
        const mine69b = by69b.get(rfc) ?? [];
        const mine69 = by69.get(rfc) ?? [];
        const situations69b = mine69b.map((e) => ({ situation: e.situacionContribuyente, date: situationDate(e) }));
        result.set(rfc, {
          blacklist: blacklistOf({ has69bList: Boolean(list69b), situations69b }),
          situations69b: situations69b.map((s) => s.situation),
          blacklistDetail: {
            checkedAt,
            listings: [
              ...situations69b.map((s) => ({ list: '69b', label: `${M.listado69b}: ${SAT_69B_SITUATION_LABELS[s.situation]}`, date: dmy(s.date) })),
              ...mine69.map((r) => ({ list: r.list, label: M.articulo69(SAT_69_LIST_LABELS[r.list as Sat69ListName] ?? r.list), date: dmy(r.listedOn ?? r.publishedAt) })),
            ],
          },
        });
      }
      return result;
    },
  };
}
export type SatStandingReader = ReturnType<typeof satStandingReader>;

/** The standing of an RFC the reader was not asked about, or of an empty RFC: nothing known yet. */
export const UNKNOWN_STANDING: SatStanding = { blacklist: null, blacklistDetail: { listings: [], checkedAt: null }, situations69b: [] };
export const standingKey = key;
