import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SatAnalysisChip, TSatAnalysisCounts } from '../../../shared/contracts/sat-analysis.contract';
import type { Sat69bSituation } from '../../../shared/domain/sat-lists';
import type { Product } from '../../../shared/domain/enums';
import type { Db } from '../../db/client';
import { foldedContaining } from '../../db/like';
import { companyProducts, satListCurrent, satListSnapshots } from '../../db/schema';

/** One provider with its place on the current lists, as the query answers it (dates ISO). */
export type SatAnalysisDbRow = {
  id: string;
  name: string;
  rfc: string;
  status: 'PENDING' | 'ACCEPTED';
  situation: Sat69bSituation | null;
  sat_presuntos: string | null;
  dof_presuntos: string | null;
  sat_desvirtuados: string | null;
  dof_desvirtuados: string | null;
  sat_definitivos: string | null;
  dof_definitivos: string | null;
  sat_sentencia_favorable: string | null;
  dof_sentencia_favorable: string | null;
  /** The article 69 entries: list key and its publication date (the entry's, else the snapshot's). */
  lists69: { list: string; date: string | null }[] | null;
  rank: number;
  services: number;
};

/** Where a keyset page of the export resumes: the last row's sort key. */
export type SatAnalysisCursor = { rank: number; name: string; id: string };

/** The chip's condition over the standing CTE `s`. */
const CHIP_WHERE: Record<SatAnalysisChip, SQL> = {
  TODOS: sql`true`,
  DEFINITIVO: sql`s.situation = 'definitivo'`,
  PRESUNTO: sql`s.situation = 'presunto'`,
  DESVIRTUADO: sql`s.situation = 'desvirtuado'`,
  SENTENCIA_FAVORABLE: sql`s.situation = 'sentencia-favorable'`,
  ARTICULO_69: sql`s.lists69 is not null`,
  SIN_COINCIDENCIAS: sql`s.situation is null and s.lists69 is null`,
};

/**
 * The company's providers (the providers screen's set: every link but a rejected invitation) with
 * their entry on the current 69-B list and their article 69 entries, read through sat_list_current
 * so a query never sees half an import. Each provider costs two index lookups by RFC (sat_69b_entries
 * and sat_69_entries are indexed on rfc, snapshot); the search uses the links' folded search column
 * and its trigram index (migration 0045), so nothing is filtered in JS. An RFC SAT lists twice
 * answers its Definitivo entry first (the one that decides PERTENECE).
 * rank: 0 PERTENECE (Definitivo), 1 on another list, 2 on none — the screen's order.
 */
function standing(companyId: string, q: string | undefined): SQL {
  const filters: SQL[] = [sql`l.client_id = ${companyId}`, sql`l.status <> 'REJECTED'`];
  if (q) filters.push(sql`l.provider_search like ${foldedContaining(q)}`);
  return sql`
    select l.provider_id as id, l.provider_name as name, c.rfc, l.status, b.situation,
      b.sat_presuntos, b.dof_presuntos, b.sat_desvirtuados, b.dof_desvirtuados,
      b.sat_definitivos, b.dof_definitivos, b.sat_sentencia_favorable, b.dof_sentencia_favorable,
      a.lists69,
      case when b.situation = 'definitivo' then 0 when b.situation is not null or a.lists69 is not null then 1 else 2 end as rank
    from company_links l
    join companies c on c.id = l.provider_id
    left join lateral (
      select e.situacion_contribuyente as situation,
        e.sat_presuntos::text as sat_presuntos, e.dof_presuntos::text as dof_presuntos,
        e.sat_desvirtuados::text as sat_desvirtuados, e.dof_desvirtuados::text as dof_desvirtuados,
        e.sat_definitivos::text as sat_definitivos, e.dof_definitivos::text as dof_definitivos,
        e.sat_sentencia_favorable::text as sat_sentencia_favorable, e.dof_sentencia_favorable::text as dof_sentencia_favorable
      from sat_list_current cur
      join sat_69b_entries e on e.snapshot_id = cur.snapshot_id
      where cur.kind = '69B' and e.rfc = upper(btrim(c.rfc))
      order by case e.situacion_contribuyente when 'definitivo' then 0 when 'presunto' then 1 when 'sentencia-favorable' then 2 else 3 end, e.line
      limit 1
    ) b on true
    left join lateral (
      select json_agg(json_build_object('list', e.list, 'date', coalesce(e.fecha_publicacion, sn.published_at)::text) order by e.list, e.line) as lists69
      from sat_list_current cur
      join sat_list_snapshots sn on sn.id = cur.snapshot_id
      join sat_69_entries e on e.snapshot_id = cur.snapshot_id
      where cur.kind = '69' and e.rfc = upper(btrim(c.rfc))
    ) a on true
    where ${sql.join(filters, sql` and `)}`;
}

export function satAnalysisRepository(db: Db) {
  return {
    async hasProduct(companyId: string, product: Product): Promise<boolean> {
      const [row] = await db
        .select({ product: companyProducts.product })
        .from(companyProducts)
        .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.product, product)));
      return Boolean(row);
    },

    /** The snapshots the rows are read from, 69-B first. */
    async currentLists() {
      return db
        .select({ kind: satListSnapshots.kind, list: satListSnapshots.list, publishedAt: satListSnapshots.publishedAt, createdAt: satListSnapshots.createdAt })
        .from(satListCurrent)
        .innerJoin(satListSnapshots, eq(satListSnapshots.id, satListCurrent.snapshotId))
        .orderBy(asc(satListCurrent.kind), asc(satListCurrent.list));
    },

    /** Per chip, over the company's providers that match the search (the chip itself ignored). */
    async counts(companyId: string, q: string | undefined): Promise<TSatAnalysisCounts> {
      const result = (await db.execute(sql`
        with s as (${standing(companyId, q)})
        select count(*)::int as "TODOS",
          (count(*) filter (where ${CHIP_WHERE.DEFINITIVO}))::int as "DEFINITIVO",
          (count(*) filter (where ${CHIP_WHERE.PRESUNTO}))::int as "PRESUNTO",
          (count(*) filter (where ${CHIP_WHERE.DESVIRTUADO}))::int as "DESVIRTUADO",
          (count(*) filter (where ${CHIP_WHERE.SENTENCIA_FAVORABLE}))::int as "SENTENCIA_FAVORABLE",
          (count(*) filter (where ${CHIP_WHERE.ARTICULO_69}))::int as "ARTICULO_69",
          (count(*) filter (where ${CHIP_WHERE.SIN_COINCIDENCIAS}))::int as "SIN_COINCIDENCIAS"
        from s`)) as unknown as { rows: TSatAnalysisCounts[] };
      const [row] = result.rows;
      if (!row) throw new Error('sat analysis: counts returned nothing');
      return row;
    },

    /**
     * Rows of a chip in the screen's order (PERTENECE, then other listed, then by name), skipping
     * `offset` (the screen's pages) or after `cursor` (the export's keyset batches).
     */
    async rows(companyId: string, filter: { q: string | undefined; chip: SatAnalysisChip }, page: { offset?: number; after?: SatAnalysisCursor; limit: number }): Promise<SatAnalysisDbRow[]> {
      const where: SQL[] = [CHIP_WHERE[filter.chip]];
      if (page.after) where.push(sql`(s.rank, s.name, s.id) > (${page.after.rank}, ${page.after.name}, ${page.after.id}::uuid)`);
      const result = (await db.execute(sql`
        with s as (${standing(companyId, filter.q)})
        select s.*,
          (select count(*)::int from services sv where sv.client_company_id = ${companyId} and sv.provider_company_id = s.id and sv.status <> 'REJECTED') as services
        from s
        where ${sql.join(where, sql` and `)}
        order by s.rank, s.name, s.id
        limit ${page.limit} offset ${page.offset ?? 0}`)) as unknown as { rows: SatAnalysisDbRow[] };
      return result.rows;
    },
  };
}
export type SatAnalysisRepository = ReturnType<typeof satAnalysisRepository>;
