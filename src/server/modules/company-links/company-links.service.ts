import type { TLinkedCompanies, TLinkedCompaniesQuery } from '../../../shared/contracts/company-links.contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { companyGuard } from '../../access/company-guard';
import { companyLinksRepository, type LinkDirection } from './company-links.repository';

/** Providers and clients of a company, for its members only (another company's id is 404). */
export function createCompanyLinksService(deps: { db: Db }) {
  const repo = companyLinksRepository(deps.db);
  const guard = companyGuard(deps.db);

  return {
    async list(actor: Actor, companyId: string, direction: LinkDirection, query: TLinkedCompaniesQuery): Promise<TLinkedCompanies> {
      await guard.requireCompany(actor, companyId, 'read');
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
