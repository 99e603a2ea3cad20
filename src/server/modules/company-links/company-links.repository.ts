import { sql, type SQL } from 'drizzle-orm';
import { LINK_SEARCH_COUNT_CAP, type TLinkedCompaniesQuery } from '../../../shared/contracts/company-links.contract';
import type { CompanyType } from '../../../shared/domain/enums';
import type { Executor } from '../../db/client';
import { executeRows, limitOffset, namedPage } from '../../db/named-statement';
import { foldedContaining } from '../../db/like';
import { companyLinkCounts, companyLinks } from '../../db/schema';

export type LinkDirection = 'providers' | 'clients';

export type LinkCounts = { todos: number; fisica: number; moral: number };

/** Which rows of the list: after the cursor `[name, id]` (keyset) or skipping `offset`; `limit` one past the page. */
type PageWindow = { after?: readonly [string, string] | undefined; offset: number; limit: number };

/** One link of a page: the other company's card columns and the caller's own settings for it. */
export interface LinkRow {
  company: { id: string; name: string; rfc: string; type: CompanyType; email: string; generadores: boolean; profilePictureId: string | null; updatedData: boolean };
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  invitedBy: string | null;
  reference: string | null;
  active: boolean;
}

type PageRow = {
  id: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  invited_by: string | null;
  reference: string | null;
  active: boolean;
  company_name: string;
  rfc: string;
  type: CompanyType;
  email: string;
  generadores: boolean;
  profile_picture_id: string | null;
  updated_data: boolean;
};

/** The chips' counts as `counting` returns them (`n`: a search's matches, counted to the cap + 1). */
type CountRow = { n: number | null; fisica: number; moral: number };

/** The caller's own columns of the link: the client keeps clientRef/clientActive for its provider, and vice versa. */
export const ownSettings = (direction: LinkDirection) =>
  direction === 'providers'
    ? { reference: companyLinks.clientRef, active: companyLinks.clientActive }
    : { reference: companyLinks.providerRef, active: companyLinks.providerActive };

/**
 * Companies linked to `companyId`: its providers (it is the client of the link) or its clients.
 * Both directions are served by an index (the primary key starts with client_id; provider_id has its own).
 */
export function companyLinksRepository(db: Executor) {
  const sides = (direction: LinkDirection) =>
    direction === 'providers'
      ? { other: sql.raw('provider'), ownColumn: sql.raw('client_id'), otherColumn: sql.raw('provider_id'), refColumn: sql.raw('client_ref'), activeColumn: sql.raw('client_active') }
      : { other: sql.raw('client'), ownColumn: sql.raw('provider_id'), otherColumn: sql.raw('client_id'), refColumn: sql.raw('provider_ref'), activeColumn: sql.raw('provider_active') };

  /**
   * The page's links read by their whole key with the card's company columns, in the order picked
   * (`picked`: own, id, name). Each link is one lateral lookup on the key `picked` carries, so no
   * plan can read a side's links by one column: joined on a parameter, a named statement's generic
   * plan estimated 38 links for "own side = $2" and hashed all 100,000 of a large client's links
   * (75 ms); joined on the page's ids, the planner may read the other side's links by the company
   * and filter them.
   */
  const pickedRows = (direction: LinkDirection) => {
    const { ownColumn, otherColumn, refColumn, activeColumn } = sides(direction);
    return sql`select p.id, p.name as picked_name, l.status, l.invited_by, l.reference, l.active,
        c.name as company_name, c.rfc, c.type, c.email, c.generadores, c.profile_picture_id, c.updated_data
      from picked p
      cross join lateral (
        select k.status, k.invited_by_company_id as invited_by, k.${refColumn} as reference, k.${activeColumn} as active from company_links k
        where k.${ownColumn} = p.own and k.${otherColumn} = p.id limit 1) l
      join companies c on c.id = p.id`;
  };

  const toLinkRow = (r: PageRow): LinkRow => ({
    company: { id: r.id, name: r.company_name, rfc: r.rfc, type: r.type, email: r.email, generadores: r.generadores, profilePictureId: r.profile_picture_id, updatedData: r.updated_data },
    status: r.status,
    invitedBy: r.invited_by,
    reference: r.reference,
    active: r.active,
  });

  /**
   * One page by name, from the caller's links alone: each link carries the other side's name, type,
   * folded search text and generators flag, and the btree (own side, name, id) carries them all in
   * its INCLUDE (migration 0063), so the page's rows are picked by an index-only walk in list order
   * (or, for a rare search word, by the composite trigram index). Only the picked rows are then read
   * whole, with the card's few company columns, in the same statement. With `withCounts`
   * (a filter set's first ask) the chips' counts come in it too, each part with its own plan; an
   * empty page leaves them undefined: the other chips may still have matches, counted apart.
   */
  async function linkPage(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery, page: PageWindow, withCounts = false): Promise<{ rows: LinkRow[]; counts: LinkCounts | null | undefined }> {
    // The counts are a materialized CTE: as a subquery beside a page estimated at one row, the
    // planner put them inside the join and counted a search's matches once per row (21 × 0.3 ms).
    const counted = withCounts ? sql`, k.n, k.fisica, k.moral from (${pickedRows(direction)}) page, counts k` : sql` from (${pickedRows(direction)}) page`;
    const statement = sql`
      with ${picking(companyId, direction, query, page)}${withCounts ? sql`, counts as materialized (${counting(companyId, direction, query)})` : sql``}
      select page.*${counted}
      order by page.picked_name, page.id`;
    const rows = await executeRows<PageRow & CountRow>(db, statement, isNamed(query, page));
    const [first] = rows;
    return { rows: rows.map(toLinkRow), counts: withCounts && first ? countsOf(first, query) : undefined };
  }

  // A search's best walk depends on its word (see executeNamed): planned for each one; so is a jump past the first pages (its offset).
  const isNamed = (query: TLinkedCompaniesQuery, page: PageWindow) => !query.search && namedPage(page);

  /** The `picked` CTE: the page's ids and names, walked in list order (the chip and the cursor included). */
  function picking(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery, page: PageWindow): SQL {
    const { other, ownColumn, otherColumn } = sides(direction);
    const where = [
      ...filters(companyId, direction, query),
      ...(query.type ? [sql`l.${other}_type = ${query.type}`] : []),
      ...(page.after ? [sql`(l.${other}_name, l.${otherColumn}) > (${page.after[0]}, ${page.after[1]}::uuid)`] : []),
    ];
    return sql`picked as (
        select l.${ownColumn} as own, l.${otherColumn} as id, l.${other}_name as name from company_links l
        where ${sql.join(where, sql` and `)}
        order by l.${other}_name, l.${otherColumn}
        ${limitOffset(page.limit, page.offset, isNamed(query, page))})`;
  }

  /**
   * A search's chip counts over its first LINK_SEARCH_COUNT_CAP + 1 matches, in whatever order the
   * planner reads them (a count in name order walked 50,000 index entries for «garcia» among the
   * generators' providers, whose matches sit late in the alphabet; the trigram index reads 3,300).
   * Without a search, the counters of migrations 0037 and 0057 (eight rows at most).
   */
  function counting(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery): SQL {
    const { other } = sides(direction);
    if (!query.search) {
      const byType = (type: string) => sql`coalesce(sum(k.n) filter (where k.type = ${type}), 0)::int`;
      const where = [
        sql`k.company_id = ${companyId}`,
        sql`k.direction = ${direction}`,
        ...(query.active !== undefined ? [sql`k.active = ${query.active}`] : []),
        ...(query.generadores !== undefined ? [sql`k.generadores = ${query.generadores}`] : []),
      ];
      return sql`select null::int as n, ${byType('fisica')} as fisica, ${byType('moral')} as moral from ${companyLinkCounts} k where ${sql.join(where, sql` and `)}`;
    }
    return sql`select count(*)::int as n, (count(*) filter (where m.type = 'fisica'))::int as fisica, (count(*) filter (where m.type = 'moral'))::int as moral
      from (select l.${other}_type as type from company_links l where ${sql.join(filters(companyId, direction, query), sql` and `)} limit ${LINK_SEARCH_COUNT_CAP + 1}) m`;
  }

  /** The chips' counts of a `counting` row; null when a search matched more than the cap (its count stopped there). */
  const countsOf = (row: CountRow, query: TLinkedCompaniesQuery): LinkCounts | null =>
    query.search && row.n !== null && row.n > LINK_SEARCH_COUNT_CAP ? null : { todos: row.fisica + row.moral, fisica: row.fisica, moral: row.moral };

  /** The filters of a page and of its search's count, on the link's own columns (alias `l`). */
  function filters(companyId: string, direction: LinkDirection, query: Pick<TLinkedCompaniesQuery, 'search' | 'generadores' | 'active'>): SQL[] {
    const { other, ownColumn, activeColumn } = sides(direction);
    // A rejected invitation leaves its row (history) but no counterpart; inviting again reuses it.
    const list: SQL[] = [sql`l.${ownColumn} = ${companyId}`, sql`l.status <> 'REJECTED'`];
    // The other side's name and RFC, or the caller's own number for it, folded (no case, no accents).
    if (query.search) list.push(sql`l.${other}_search like ${foldedContaining(query.search)}`);
    if (query.active !== undefined) list.push(sql`l.${activeColumn} = ${query.active}`);
    // Providers carry the generadores flag; clients have the GENERADORES product (copied onto the link).
    if (query.generadores !== undefined) list.push(sql`l.${other}_generadores = ${query.generadores}`);
    return list;
  }

  return {
    /** One page by name, after the cursor `[name, id]` (keyset) or skipping `offset`; `limit` one past the page. */
    page: linkPage,

    /**
     * The chips' counts (Todos / Físicas / Morales) over the filtered set, before `type`; null when a
     * search matches more than LINK_SEARCH_COUNT_CAP (its count stops there).
     */
    async counts(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery): Promise<LinkCounts | null> {
      const [row] = ((await db.execute(counting(companyId, direction, query))) as unknown as { rows: CountRow[] }).rows;
      return row ? countsOf(row, query) : null;
    },
  };
}
