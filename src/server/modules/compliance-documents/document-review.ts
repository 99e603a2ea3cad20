import type { TDocumentHistoryEntry, TValidateDocumentRequest } from '../../../shared/contracts/compliance-documents.contract';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ServiceAccessPort, ServiceNeed } from '../services/service-access';
import { complianceDocumentsRepository } from './compliance-documents.repository';
import { decidedNotice, providerDeliverers } from './document-notices';
import { recordComplianceEvent } from '../vault/vault-filing';

/** Validation, deletion, reading and history of a service's documents (spec 2 §2, §4, §6). */
export function createDocumentReview(deps: { db: Db; files: FilesService; notifications: NotificationsService; services: ServiceAccessPort; now?: () => Date }) {
  const repo = complianceDocumentsRepository(deps.db);

  /** The document of the service (and of the requirement when the path names one); 404 otherwise. */
  async function documentOf(actor: Actor, serviceId: string, documentId: string, need: ServiceNeed, requirementId?: string) {
    const found = await deps.services.requireServiceAccess(actor, serviceId, need);
    const document = await repo.find(found.service.id, documentId);
    if (!document || (requirementId && document.requirementId !== requirementId)) throw new AppError('NOT_FOUND');
    return { ...found, document };
  }

  async function historyOf(documentId: string): Promise<TDocumentHistoryEntry[]> {
    const rows = await repo.history(documentId);
    return rows.map((e) => ({ id: e.id, action: e.action, user: e.user ?? e.company ?? '', comment: e.comment, date: e.createdAt.toISOString() }));
  }

  return {
    async validate(actor: Actor, serviceId: string, requirementId: string, body: TValidateDocumentRequest) {
      const { service, access: company, document } = await documentOf(actor, serviceId, body.uid, 'validate', requirementId);
      if (document.status !== 'REVIEW') throw new AppError('CONFLICT', { message: M.soloBajoRevision });
      const status = body.validationStatus.status;
      const comment = (body.validationStatus.comments ?? '').trim();
      const decided = await deps.db.transaction(async (tx) => {
        const r = complianceDocumentsRepository(tx);
        const row = await r.decide(service.id, document.id, { status, validationComment: comment, validatedBy: actor.userId, validatedAt: deps.now?.() ?? new Date() });
        if (!row) throw new AppError('CONFLICT', { message: M.soloBajoRevision });
        await r.addEvent({ documentId: row.id, action: status === 'ACCEPTED' ? 'VALIDATED' : 'REJECTED', userId: actor.userId, companyId: company.company.id, comment });
        await recordComplianceEvent(tx, { documentId: row.id, action: status === 'ACCEPTED' ? 'VALIDATE' : 'REJECT', userId: actor.userId, companyId: company.company.id });
        await recordAudit(tx, {
          action: status === 'ACCEPTED' ? 'compliance-document.accepted' : 'compliance-document.rejected',
          actorUserId: actor.userId,
          companyId: company.company.id,
          entity: 'compliance_document',
          entityId: row.id,
          details: { serviceId: service.id, comment },
        });
        const found = await r.requirementOfSet(service.setId, row.requirementId);
        const clientName = await r.companyName(service.clientCompanyId);
        await deps.notifications.notifyAudience(tx, providerDeliverers(service, row), decidedNotice(service, found?.stageId ?? '', row, clientName, found?.requirement.name ?? ''));
        return row;
      });
      deps.notifications.sendSoon();
      return decided;
    },

    async remove(actor: Actor, serviceId: string, requirementId: string, documentId: string) {
      const { service, access: company, document } = await documentOf(actor, serviceId, documentId, 'delete', requirementId);
      if (document.status === 'ACCEPTED') throw new AppError('CONFLICT', { message: M.aceptadoNoSeElimina });
      await deps.db.transaction(async (tx) => {
        const r = complianceDocumentsRepository(tx);
        await r.update(service.id, document.id, { deletedAt: deps.now?.() ?? new Date() });
        await r.addEvent({ documentId: document.id, action: 'DELETED', userId: actor.userId, companyId: company.company.id });
        await recordComplianceEvent(tx, { documentId: document.id, action: 'DELETE', userId: actor.userId, companyId: company.company.id, at: deps.now?.() });
        await recordAudit(tx, {
          action: 'compliance-document.deleted',
          actorUserId: actor.userId,
          companyId: company.company.id,
          entity: 'compliance_document',
          entityId: document.id,
          details: { serviceId: service.id, fileId: document.fileId },
        });
      });
    },

    /** The bytes, recorded in the history as viewed or downloaded. */
    async file(actor: Actor, serviceId: string, documentId: string, download: boolean) {
      const { access: company, document } = await documentOf(actor, serviceId, documentId, 'read');
      const row = await deps.files.findById(document.fileId);
      const bytes = row ? await deps.files.bytes(row.id) : undefined;
      if (!row || !bytes) throw new AppError('NOT_FOUND');
      await repo.addEvent({ documentId: document.id, action: download ? 'DOWNLOADED' : 'VIEWED', userId: actor.userId, companyId: company.company.id });
      return { row, bytes };
    },

    async history(actor: Actor, serviceId: string, documentId: string): Promise<TDocumentHistoryEntry[]> {
      const { document } = await documentOf(actor, serviceId, documentId, 'read');
      return historyOf(document.id);
    },

    /** For a caller that has authorized the reader (the expedient's file route): a VIEWED or DOWNLOADED line. */
    recordRead: (read: { documentId: string; userId: string; companyId: string; download: boolean }) =>
      repo.addEvent({ documentId: read.documentId, action: read.download ? 'DOWNLOADED' : 'VIEWED', userId: read.userId, companyId: read.companyId }),

    /** For a caller that has authorized the reader (the expedient's history route). */
    historyOf,
  };
}
