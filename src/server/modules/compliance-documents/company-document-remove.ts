import { and, eq, isNull } from 'drizzle-orm';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { complianceDocuments as d } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { recordComplianceEvent } from '../vault/vault-filing';
import { complianceDocumentsRepository } from './compliance-documents.repository';

/**
 * Deletes a company-level document (spec 2 §7 DELETE /stage/companyId/{c}/stageTemplateId/{id}
 * /requirements/{reqUid}/documents/{docUid}). Like a service's: hidden, bytes and history kept, and an
 * accepted one stays. The caller (compliance-progress) has checked the member may delete.
 */
export function createCompanyDocumentRemove(deps: { db: Db; now?: () => Date }) {
  return async function removeCompany(actor: Actor, companyId: string, requirementId: string, documentId: string) {
    const mine = and(eq(d.id, documentId), eq(d.companyId, companyId), isNull(d.serviceId), eq(d.requirementId, requirementId), isNull(d.deletedAt));
    const [document] = await deps.db.select().from(d).where(mine).limit(1);
    if (!document) throw new AppError('NOT_FOUND');
    if (document.status === 'ACCEPTED') throw new AppError('CONFLICT', { message: M.aceptadoNoSeElimina });
    await deps.db.transaction(async (tx) => {
      await tx.update(d).set({ deletedAt: deps.now?.() ?? new Date() }).where(mine);
      await complianceDocumentsRepository(tx).addEvent({ documentId, action: 'DELETED', userId: actor.userId, companyId });
      // Its vault copy (Expediente de la empresa/…) leaves the listing; bytes and ledger history stay.
      await recordComplianceEvent(tx, { documentId, action: 'DELETE', userId: actor.userId, companyId, at: deps.now?.() });
      await recordAudit(tx, { action: 'compliance-document.deleted', actorUserId: actor.userId, companyId, entity: 'compliance_document', entityId: documentId, details: { fileId: document.fileId } });
    });
  };
}
