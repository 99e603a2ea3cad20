import { and, eq, sql } from 'drizzle-orm';
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

const rfcsWanted = (column: typeof sat69Entries.rfc | typeof sat69bEntries.rfc) => sql`${column} = any(${sql.placeholder('rfcs')}::text[])`;

// Every list page of counterparts asks: one statement text whatever the number of RFCs, prepared once per connection.
const current69bOf = preparedPerExecutor((db) =>
  db
    .select({ publishedAt: satListSnapshots.publishedAt, createdAt: satListSnapshots.createdAt, entry: sat69bEntries })
    .from(satListCurrent)
    .innerJoin(satListSnapshots, eq(satListSnapshots.id, satListCurrent.snapshotId))
    .leftJoin(sat69bEntries, and(eq(sat69bEntries.snapshotId, satListCurrent.snapshotId), rfcsWanted(sat69bEntries.rfc)))
    .where(eq(satListCurrent.kind, '69B'))
    .prepare('sat_standing_69b'),
);
const current69Of = preparedPerExecutor((db) =>
  db
    .select({ rfc: sat69Entries.rfc, list: sat69Entries.list, fechaPublicacion: sat69Entries.fechaPublicacion, publishedAt: satListSnapshots.publishedAt })
    .from(satListCurrent)
    .innerJoin(sat69Entries, eq(sat69Entries.snapshotId, satListCurrent.snapshotId))
    .innerJoin(satListSnapshots, eq(satListSnapshots.id, satListCurrent.snapshotId))
    .where(and(eq(satListCurrent.kind, '69'), rfcsWanted(sat69Entries.rfc)))
    .prepare('sat_standing_69'),
);

/**
 * Read port of the SAT lists (issue 23): the blacklist label and its hover for a set of RFCs, from
 * the current snapshots only (joined through sat_list_current, so never half an import). Two
 * indexed queries whatever the number of RFCs; an RFC on no list gets NO PERTENECE once a 69-B
 * list exists, BAJO REVISIÓN (null) before.
 */
export function satStandingReader(db: Db) {
  return {
    async of(rfcs: readonly string[]): Promise<Map<string, SatStanding>> {
      const wanted = [...new Set(rfcs.map(key).filter(Boolean))];
      const result = new Map<string, SatStanding>();
      if (wanted.length === 0) return result;
      // The current 69-B list's dates and the RFCs' entries in it in one statement: one row with a
      // null entry when none of them is listed, none at all before the first 69-B import.
      const [rows69b, rows69] = await Promise.all([current69bOf(db).execute({ rfcs: wanted }), current69Of(db).execute({ rfcs: wanted })]);
      const [current69b] = rows69b;
      const checkedAt = current69b ? dmy(current69b.publishedAt ?? current69b.createdAt.toISOString().slice(0, 10)) : null;
      const by69b = groupBy(
        rows69b.flatMap((r) => (r.entry ? [r.entry] : [])),
        (e) => e.rfc,
      );
      const by69 = groupBy(rows69, (r) => r.rfc);
      for (const rfc of wanted) {
        const mine69b = by69b.get(rfc) ?? [];
        const mine69 = by69.get(rfc) ?? [];
        const situations69b = mine69b.map((e) => ({ situation: e.situacionContribuyente, date: situationDate(e) }));
        result.set(rfc, {
          blacklist: blacklistOf({ has69bList: Boolean(current69b), situations69b }),
          situations69b: situations69b.map((s) => s.situation),
          blacklistDetail: {
            checkedAt,
            listings: [
              ...situations69b.map((s) => ({ list: '69b', label: `${M.listado69b}: ${SAT_69B_SITUATION_LABELS[s.situation]}`, date: dmy(s.date) })),
              ...mine69.map((r) => ({ list: r.list, label: M.articulo69(SAT_69_LIST_LABELS[r.list as Sat69ListName] ?? r.list), date: dmy(r.fechaPublicacion ?? r.publishedAt) })),
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
