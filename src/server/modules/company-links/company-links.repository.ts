import { and, asc, count, eq, exists, gt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { TLinkedCompaniesQuery } from '../../../shared/contracts/company-links.contract';
import type { Executor } from '../../db/client';
import { foldedContaining } from '../../db/like';
import { companies, companyLinkCounts, companyLinks, companyProducts } from '../../db/schema';

export type LinkDirection = 'providers' | 'clients';

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
  function conditions(companyId: string, direction: LinkDirection, query: Pick<TLinkedCompaniesQuery, 'search' | 'generadores' | 'active'>): SQL[] {
    const own = direction === 'providers' ? companyLinks.clientId : companyLinks.providerId;
    const settings = ownSettings(direction);
    // A rejected invitation leaves its row (history) but no counterpart; inviting again reuses it.
    const list: SQL[] = [eq(own, companyId), ne(companyLinks.status, 'REJECTED')];
    // The expression of companies_search_trgm_idx: name and RFC folded (no case, no accents); or the caller's own number.
    if (query.search) {
      const like = foldedContaining(query.search);
      // A union of matching ids, not an OR across the two tables: each side keeps its own index (the
      // trigram one for names), and avala_fold never runs on every link of a large company.
      const other = direction === 'providers' ? companyLinks.providerId : companyLinks.clientId;
      const otherOfRef = sql.raw(direction === 'providers' ? 'r.provider_id' : 'r.client_id');
      const ownOfRef = sql.raw(direction === 'providers' ? 'r.client_id' : 'r.provider_id');
      const refOfRef = sql.raw(direction === 'providers' ? 'r.client_ref' : 'r.provider_ref');
      list.push(sql`${other} in (
        select c.id from companies c where avala_fold(c.name || ' ' || c.rfc) like ${like}
        union
        select ${otherOfRef} from company_links r where ${ownOfRef} = ${companyId} and ${refOfRef} is not null and avala_fold(${refOfRef}) like ${like})`);
    }
    if (query.active !== undefined) list.push(eq(settings.active, query.active));
    if (query.generadores !== undefined) {
      // Providers carry the generadores flag; clients have the GENERADORES product enabled.
      const generators =
        direction === 'providers'
          ? eq(companies.generadores, true)
          : exists(db.select({ one: companyProducts.companyId }).from(companyProducts).where(and(eq(companyProducts.companyId, companies.id), eq(companyProducts.product, 'GENERADORES'))));
      list.push(query.generadores ? generators : not(generators));
    }
    return list;
  }

  return {
    /**
     * One page by name, after the cursor `[name, id]` (keyset) or skipping `offset`; `limit` one past the page.
     * With `typeCounts` (a first page with no `type` chip) every row also carries the chips' counts
     * over the whole filtered set, as window counts: a search joins its matches once, not twice.
     */
    page(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery, page: { after?: readonly [string, string] | undefined; offset: number; limit: number; typeCounts?: boolean }) {
      const other = direction === 'providers' ? companyLinks.providerId : companyLinks.clientId;
      const where = [...conditions(companyId, direction, query), ...(query.type ? [eq(companies.type, query.type)] : [])];
      if (page.after) where.push(or(gt(companies.name, page.after[0]), and(eq(companies.name, page.after[0]), gt(companies.id, page.after[1]))) as SQL);
      const counted = (type: string) => (page.typeCounts ? sql<number>`(count(*) filter (where ${companies.type} = ${type}) over ())::int` : sql<null>`null`);
      return db
        .select({ company: companies, status: companyLinks.status, invitedBy: companyLinks.invitedByCompanyId, ...ownSettings(direction), fisica: counted('fisica'), moral: counted('moral') })
        .from(companyLinks)
        .innerJoin(companies, eq(companies.id, other))
        .where(and(...where))
        .orderBy(asc(companies.name), asc(companies.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The chips' counts (Todos / Físicas / Morales) over the filtered set, before `type`. */
    async counts(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery) {
      const other = direction === 'providers' ? companyLinks.providerId : companyLinks.clientId;
      // Unfiltered (or by the active flag only): the counters of migration 0037, four rows at most.
      const byType = !query.search && query.generadores === undefined
        ? await db
            .select({ type: companyLinkCounts.type, value: sql<number>`sum(${companyLinkCounts.n})::int` })
            .from(companyLinkCounts)
            .where(and(eq(companyLinkCounts.companyId, companyId), eq(companyLinkCounts.direction, direction), query.active === undefined ? undefined : eq(companyLinkCounts.active, query.active)))
            .groupBy(companyLinkCounts.type)
        : await db
        .select({ type: companies.type, value: count() })
        .from(companyLinks)
        .innerJoin(companies, eq(companies.id, other))
        .where(and(...conditions(companyId, direction, query)))
        .groupBy(companies.type);
      const counted = (type: string) => byType.find((r) => r.type === type)?.value ?? 0;
      return { todos: counted('fisica') + counted('moral'), fisica: counted('fisica'), moral: counted('moral') };
    },
  };
}
