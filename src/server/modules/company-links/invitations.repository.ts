import { and, asc, eq, exists, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { TCandidatesQuery } from '../../../shared/contracts/invitations.contract';
import type { Executor } from '../../db/client';
import { foldedContaining } from '../../db/like';
import { companies, companyLinks } from '../../db/schema';

export interface Pair {
  clientId: string;
  providerId: string;
}

/** The link rows of collaboration invitations and the add dialog's company picker. */
export function invitationsRepository(db: Executor) {
  const pairIs = (pair: Pair) => and(eq(companyLinks.clientId, pair.clientId), eq(companyLinks.providerId, pair.providerId));

  return {
    async find(pair: Pair) {
      const [row] = await db.select().from(companyLinks).where(pairIs(pair));
      return row;
    },

    /** Either direction between two companies (a company may be both client and provider of another). */
    async between(a: string, b: string) {
      return db
        .select()
        .from(companyLinks)
        .where(or(and(eq(companyLinks.clientId, a), eq(companyLinks.providerId, b)), and(eq(companyLinks.clientId, b), eq(companyLinks.providerId, a))));
    },

    /** A new PENDING link; a REJECTED one is reopened. False when a live link already exists. */
    async invite(pair: Pair, invitedBy: string): Promise<boolean> {
      const rows = await db
        .insert(companyLinks)
        .values({ ...pair, status: 'PENDING', invitedByCompanyId: invitedBy })
        .onConflictDoUpdate({
          target: [companyLinks.clientId, companyLinks.providerId],
          set: { status: 'PENDING', invitedByCompanyId: invitedBy, answeredAt: null, createdAt: sql`now()` },
          setWhere: eq(companyLinks.status, 'REJECTED'),
        })
        .returning({ clientId: companyLinks.clientId });
      return rows.length === 1;
    },

    async answer(pair: Pair, accepted: boolean, now: Date): Promise<boolean> {
      const rows = await db
        .update(companyLinks)
        .set({ status: accepted ? 'ACCEPTED' : 'REJECTED', answeredAt: now })
        .where(and(pairIs(pair), eq(companyLinks.status, 'PENDING')))
        .returning({ clientId: companyLinks.clientId });
      return rows.length === 1;
    },

    async remove(pair: Pair, onlyPending: boolean): Promise<boolean> {
      const rows = await db
        .delete(companyLinks)
        .where(and(pairIs(pair), onlyPending ? eq(companyLinks.status, 'PENDING') : ne(companyLinks.status, 'REJECTED')))
        .returning({ clientId: companyLinks.clientId });
      return rows.length === 1;
    },

    /**
     * Companies `companyId` may invite to `side`: registered (not TEMP), named, not itself, not
     * linked already on that side (a rejected link does not count), and with the generadores flag
     * asked for. Ordered by name; `limit` one past the page.
     */
    candidates(companyId: string, query: TCandidatesQuery, limit: number, offset: number) {
      const linked =
        query.side === 'providers'
          ? and(eq(companyLinks.clientId, companyId), eq(companyLinks.providerId, companies.id))
          : and(eq(companyLinks.providerId, companyId), eq(companyLinks.clientId, companies.id));
      const where: SQL[] = [
        ne(companies.id, companyId),
        ne(companies.status, 'TEMP'),
        sql`btrim(${companies.name}) <> ''`,
        eq(companies.archived, false),
        not(exists(db.select({ one: sql`1` }).from(companyLinks).where(and(linked, ne(companyLinks.status, 'REJECTED'))))),
      ];
      if (query.search) where.push(sql`${companies.searchFolded} like ${foldedContaining(query.search)}`);
      if (query.generadores !== undefined) where.push(eq(companies.generadores, query.generadores));
      return db
        .select({ id: companies.id, name: companies.name, rfc: companies.rfc, type: companies.type, generadores: companies.generadores })
        .from(companies)
        .where(and(...where))
        .orderBy(asc(companies.name), asc(companies.id))
        .limit(limit)
        .offset(offset);
    },

    async companyName(id: string) {
      const [row] = await db.select({ name: companies.name, status: companies.status }).from(companies).where(eq(companies.id, id));
      return row;
    },
  };
}
