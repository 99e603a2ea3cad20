import { and, asc, count, eq, exists, ilike, not, or, type SQL } from 'drizzle-orm';
import type { TLinkedCompaniesQuery } from '../../../shared/contracts/company-links.contract';
import type { Executor } from '../../db/client';
import { companies, companyLinks, companyProducts } from '../../db/schema';

export type LinkDirection = 'providers' | 'clients';

/** `%needle%` for ILIKE with the user's wildcards escaped, so `50%` matches literally. */
function containing(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/**
 * Companies linked to `companyId`: its providers (it is the client of the link) or its clients.
 * Both directions are served by an index (the primary key starts with client_id; provider_id has its own).
 */
export function companyLinksRepository(db: Executor) {
  function conditions(companyId: string, direction: LinkDirection, query: Pick<TLinkedCompaniesQuery, 'search' | 'generadores'>): SQL[] {
    const own = direction === 'providers' ? companyLinks.clientId : companyLinks.providerId;
    const list: SQL[] = [eq(own, companyId)];
    if (query.search) {
      const needle = containing(query.search);
      list.push(or(ilike(companies.name, needle), ilike(companies.rfc, needle)) as SQL);
    }
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
    async list(companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery) {
      const other = direction === 'providers' ? companyLinks.providerId : companyLinks.clientId;
      const base = conditions(companyId, direction, query);
      const where = and(...base, ...(query.type ? [eq(companies.type, query.type)] : []));
      const [items, byType] = await Promise.all([
        db
          .select({ company: companies, status: companyLinks.status })
          .from(companyLinks)
          .innerJoin(companies, eq(companies.id, other))
          .where(where)
          .orderBy(asc(companies.name), asc(companies.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db
          .select({ type: companies.type, value: count() })
          .from(companyLinks)
          .innerJoin(companies, eq(companies.id, other))
          .where(and(...base))
          .groupBy(companies.type),
      ]);
      const counted = (type: string) => byType.find((r) => r.type === type)?.value ?? 0;
      const counts = { todos: counted('fisica') + counted('moral'), fisica: counted('fisica'), moral: counted('moral') };
      const total = query.type ? counted(query.type) : counts.todos;
      return { items, total, counts };
    },
  };
}
