import type { TLinkedCompanies, TLinkedCompaniesQuery } from '../../../shared/contracts/company-links.contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { companyGuard } from '../../access/company-guard';
import { companyLinksRepository, type LinkDirection } from './company-links.repository';
import { decodeNameCursor, encodeCursor } from '../../lib/keyset-cursor';
import { counterpartCardsRepository } from './counterpart-cards.repository';
import { cardFields } from './counterpart-card';
import { standingKey, UNKNOWN_STANDING, type SatStandingReader } from '../sat-lists/sat-standing.reader';

/** Providers and clients of a company, for its members only (another company's id is 404). */
export function createCompanyLinksService(deps: { db: Db; satStanding: SatStandingReader; now?: () => Date }) {
  const repo = companyLinksRepository(deps.db);
  const cardsRepo = counterpartCardsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const guard = companyGuard(deps.db);

  return {
    async list(actor: Actor, companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery): Promise<TLinkedCompanies> {
      await guard.requireCompany(actor, companyId, 'read');
      const after = query.after ? decodeNameCursor(query.after) : undefined;
      const page = { after, offset: after ? 0 : query.page * query.size, limit: query.size + 1 };
      // The page comes with, on a filter set's first ask, its chips' counts: one statement.
      const { rows, counts: counted } = await repo.page(companyId, direction, query, page, !after);
      const items = rows.slice(0, query.size);
      const last = items.at(-1)?.company;
      // The page's cards (a prepared statement: folded into the page's, its planning cost more than
      // the round trip it saved), SAT standings and, when the page is empty, the chips' counts (other
      // chips may still have rows) go out together.
      const [cardRows, standings, counts] = await Promise.all([
        cardsRepo.forPage(companyId, items.map((i) => i.company.id)),
        deps.satStanding.of(items.map((i) => i.company.rfc)),
        counted !== undefined ? counted : after ? null : repo.counts(companyId, direction, query),
      ]);
      const cards = new Map(cardRows.map((c) => [c.id, c]));
      return {
        total: counts ? (query.type ? counts[query.type] : counts.todos) : null,
        counts,
        countsCapped: !after && counts === null,
        nextCursor: rows.length > query.size && last ? encodeCursor([last.name, last.id]) : null,
        items: items.map(({ company, status, invitedBy, reference, active }) => ({
          id: company.id,
          name: company.name,
          rfc: company.rfc,
          type: company.type,
          email: company.email,
          generadores: company.generadores,
          status,
          profilePictureId: company.profilePictureId,
          ...cardFields(cards.get(company.id), { companyId, status, invitedBy, updatedData: company.updatedData, reference, active }, now(), standings.get(standingKey(company.rfc)) ?? UNKNOWN_STANDING),
        })),
      };
    },
  };
}
export type CompanyLinksService = ReturnType<typeof createCompanyLinksService>;
