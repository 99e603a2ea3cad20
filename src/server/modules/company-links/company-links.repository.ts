import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TLinkedCompaniesQuery } from '../../../shared/contracts/company-links.contract';
import type { CompanyType } from '../../../shared/domain/enums';
import type { Executor } from '../../db/client';
import { foldedContaining } from '../../db/like';
import { companyLinkCounts, companyLinks } from '../../db/schema';

export type LinkDirection = 'providers' | 'clients';

type PageRow = {
  id: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  invited_by: string | null;
  reference: string | null;
  active: boolean;
  fisica: number | null;
  moral: number | null;
  company_name: string;
  rfc: string;
  type: CompanyType;
  email: string;
  generadores: boolean;
  profile_picture_id: string | null;
  updated_data: boolean;
};

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
      ? { own: companyLinks.clientId, search: companyLinks.providerSearch, otherType: companyLinks.providerType, ownColumn: sql.raw('client_id'), otherColumn: sql.raw('provider_id'), refColumn: sql.raw('client_ref'), activeColumn: sql.raw('client_active') }
      : { own: companyLinks.providerId, search: companyLinks.clientSearch, otherType: companyLinks.clientType, ownColumn: sql.raw('provider_id'), otherColumn: sql.raw('client_id'), refColumn: sql.raw('provider_ref'), activeColumn: sql.raw('provider_active') };

  function conditions(companyId: string, direction: LinkDirection, query: Pick<TLinkedCompaniesQuery, 'search' | 'generadores' | 'active'>): SQL[] {
    const { own, search } = sides(direction);
    const settings = ownSettings(direction);
    // A rejected invitation leaves its row (history) but no counterpart; inviting again reuses it.
    const list: SQL[] = [eq(own, companyId), ne(companyLinks.status, 'REJECTED')];
    // The other side's name and RFC, or the caller's own number for it, folded (no case, no accents).
    if (query.search) list.push(sql`${search} like ${foldedContaining(query.search)}`);
    if (query.active !== undefined) list.push(eq(settings.active, query.active));
    // Providers carry the generadores flag; clients have the GENERADORES product (copied onto the link).
    if (query.generadores !== undefined) list.push(eq(direction === 'providers' ? companyLinks.providerGeneradores : companyLinks.clientGeneradores, query.generadores));
    return list;
  }

  /**
   * One page by name, from the caller's links alone: each link carries the other side's name, type,
   * folded search text (migration 0045) and generators flag (0057); the btree (own side, name, id) of migration 0057 walks
   * them in list order and the composite trigram index finds a search's matches, without touching
   * companies. With `typeCounts` (a search) the chips are counted before the chip (type) and the
   * cursor narrow the rows. The page's own rows then join companies for the card's few columns.
   */
  async function linkPage(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery, page: { after?: readonly [string, string] | undefined; offset: number; limit: number; typeCounts?: boolean | undefined }) {
    const { ownColumn, otherColumn, refColumn, activeColumn } = sides(direction);
    const other = sql.raw(direction === 'providers' ? 'provider' : 'client');
    const filters: SQL[] = [sql`l.${ownColumn} = ${companyId}`, sql`l.status <> 'REJECTED'`];
    if (query.search) filters.push(sql`l.${other}_search like ${foldedContaining(query.search)}`);
    if (query.active !== undefined) filters.push(sql`l.${activeColumn} = ${query.active}`);
    if (query.generadores !== undefined) filters.push(sql`l.${other}_generadores = ${query.generadores}`);
    // The chip and the cursor, on the link's columns or on the counted rows' (`j`).
    const narrowing = (name: SQL, id: SQL, type: SQL): SQL[] => [
      ...(query.type ? [sql`${type} = ${query.type}`] : []),
      ...(page.after ? [sql`(${name}, ${id}) > (${page.after[0]}, ${page.after[1]}::uuid)`] : []),
    ];
    const select = (counts: SQL) => sql`
        select l.${otherColumn} as id, l.${other}_name as name, l.status, l.invited_by_company_id as invited_by,
          l.${refColumn} as reference, l.${activeColumn} as active, ${counts}
        from company_links l`;
    const chosen = page.typeCounts
      ? // The chips count every match before the chip and the cursor narrow them: one pass, window counts.
        sql`
          with j as (${select(sql`(count(*) filter (where l.${other}_type = 'fisica') over ())::int as fisica, (count(*) filter (where l.${other}_type = 'moral') over ())::int as moral, l.${other}_type as type`)}
            where ${sql.join(filters, sql` and `)})
          select j.id, j.name, j.status, j.invited_by, j.reference, j.active, j.fisica, j.moral from j
          where ${sql.join([sql`true`, ...narrowing(sql`j.name`, sql`j.id`, sql`j.type`)], sql` and `)}
          order by j.name, j.id
          limit ${page.limit} offset ${page.offset}`
      : sql`
          ${select(sql`null::int as fisica, null::int as moral`)}
          where ${sql.join([...filters, ...narrowing(sql`l.${other}_name`, sql`l.${otherColumn}`, sql`l.${other}_type`)], sql` and `)}
          order by l.${other}_name, l.${otherColumn}
          limit ${page.limit} offset ${page.offset}`;
    // The card's few company columns for the chosen rows only, in the same round trip.
    const found = (await db.execute(sql`
      select p.id, p.status, p.invited_by, p.reference, p.active, p.fisica, p.moral,
        c.name as company_name, c.rfc, c.type, c.email, c.generadores, c.profile_picture_id, c.updated_data
      from (${chosen}) p join companies c on c.id = p.id
      order by p.name, p.id`)) as unknown as { rows: PageRow[] };
    return found.rows.map((r) => ({
      company: { id: r.id, name: r.company_name, rfc: r.rfc, type: r.type, email: r.email, generadores: r.generadores, profilePictureId: r.profile_picture_id, updatedData: r.updated_data },
      status: r.status,
      invitedBy: r.invited_by,
      reference: r.reference,
      active: r.active,
      fisica: r.fisica,
      moral: r.moral,
    }));
  }

  return {
    /**
     * One page by name, after the cursor `[name, id]` (keyset) or skipping `offset`; `limit` one past the page.
     * With `typeCounts` every row also carries the chips' counts over the whole filtered set.
     */
    page: linkPage,

    /** The chips' counts (Todos / Físicas / Morales) over the filtered set, before `type`. */
    async counts(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery) {
      const { otherType } = sides(direction);
      // Without a search: the counters of migrations 0037 and 0057, eight rows at most.
      const byType = !query.search
        ? await db
            .select({ type: companyLinkCounts.type, value: sql<number>`sum(${companyLinkCounts.n})::int` })
            .from(companyLinkCounts)
            .where(
              and(
                eq(companyLinkCounts.companyId, companyId),
                eq(companyLinkCounts.direction, direction),
                query.active === undefined ? undefined : eq(companyLinkCounts.active, query.active),
                query.generadores === undefined ? undefined : eq(companyLinkCounts.generadores, query.generadores),
              ),
            )
            .groupBy(companyLinkCounts.type)
        : await db
            .select({ type: otherType, value: count() })
            .from(companyLinks)
            .where(and(...conditions(companyId, direction, query)))
            .groupBy(otherType);
      const counted = (type: string) => byType.find((r) => r.type === type)?.value ?? 0;
      return { todos: counted('fisica') + counted('moral'), fisica: counted('fisica'), moral: counted('moral') };
    },
  };
}
