import type { TLinkedCompanies, TLinkedCompaniesQuery } from '../../../shared/contracts/company-links.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { accessibleCompanies } from '../companies/company-access';
import { companyLinksRepository, type LinkDirection } from './company-links.repository';

/** Providers and clients of a company, for its members only (another company's id is 404). */
export function createCompanyLinksService(deps: { db: Db }) {
  const repo = companyLinksRepository(deps.db);

  return {
    async list(actor: Actor, companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery): Promise<TLinkedCompanies> {
      const mine = await accessibleCompanies(deps.db, actor.userId);
      if (!mine.some((a) => a.company.id === companyId)) throw new AppError('NOT_FOUND');
      const { items, total, counts } = await repo.list(companyId, direction, query);
      return {
        total,
        counts,
        items: items.map(({ company, status }) => ({
          id: company.id,
          name: company.name,
          rfc: company.rfc,
          type: company.type,
          email: company.email,
          generadores: company.generadores,
          status,
          profilePictureId: company.profilePictureId,
        })),
      };
    },
  };
}
export type CompanyLinksService = ReturnType<typeof createCompanyLinksService>;
