import type { SQL } from 'drizzle-orm';
import type { TOlderDocuments, TOlderDocumentsQuery } from '../../../shared/contracts/older-documents.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ServiceAccessPort } from '../services/service-access';
import { complianceDocumentsRepository } from './compliance-documents.repository';
import { toDocumentDto } from './compliance-documents.dto';

/** "Ver documentos anteriores": pages of a requirement's older documents, on a service or company-level. */
export function createOlderDocuments(deps: { db: Db; services: ServiceAccessPort }) {
  const repo = complianceDocumentsRepository(deps.db);

  async function page(owner: { serviceId: string } | { companyId: string; scope?: SQL }, requirementId: string, query: TOlderDocumentsQuery): Promise<TOlderDocuments> {
    const rows = await repo.olderDocuments(owner, requirementId, query.after, query.size + 1);
    const items = rows.slice(0, query.size);
    return { items: items.map(toDocumentDto), nextCursor: rows.length > query.size ? (items.at(-1)?.id ?? null) : null };
  }

  return {
    /** GET /services/{id}/requirements/{requirementId}/documents: readers of the service. */
    async ofService(actor: Actor, serviceId: string, requirementId: string, query: TOlderDocumentsQuery) {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      if (!(await repo.requirementOfSet(service.setId, requirementId))) throw new AppError('NOT_FOUND');
      return page({ serviceId: service.id }, requirementId, query);
    },

    /**
     * A company's documents; the caller has authorized the reader: its own company-level ones (the
     * stage page), or those an expedient `scope` shows (SQL over the alias `d`).
     */
    ofCompany: (companyId: string, requirementId: string, query: TOlderDocumentsQuery, scope?: SQL) => page(scope ? { companyId, scope } : { companyId }, requirementId, query),
  };
}
