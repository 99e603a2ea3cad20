import { and, eq, isNull } from 'drizzle-orm';
import type { TValidateDocumentRequest } from '../../../shared/contracts/compliance-documents.contract';
import { AVISOS_DOCUMENTOS as A, MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { monthName } from '../../../shared/labels/months';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { complianceDocuments as d } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { recordComplianceEvent } from '../vault/vault-filing';
import { complianceDocumentsRepository } from './compliance-documents.repository';

/**
 * Validates or rejects a company-level document (one delivered on the company's own stage page).
 * The caller (compliance-progress, PUT /expedientes/{companyId}/requirements/{requirementId}) has
 * checked that `reviewerCompanyId` is a client with an accepted link to the company and that the
 * actor may validate for it; see the decision on compliance-progress.service `validateCompanyDocument`.
 */
export function createCompanyDocumentReview(deps: { db: Db; notifications: NotificationsService; now?: () => Date }) {
  return async function reviewCompany(actor: Actor, target: { companyId: string; requirementId: string; requirementName: string; reviewerCompanyId: string; path: string }, body: TValidateDocumentRequest) {
    const mine = and(eq(d.id, body.uid), eq(d.companyId, target.companyId), isNull(d.serviceId), eq(d.requirementId, target.requirementId), isNull(d.deletedAt));
    const [document] = await deps.db.select().from(d).where(mine).limit(1);
    if (!document) throw new AppError('NOT_FOUND');
    if (document.status !== 'REVIEW') throw new AppError('CONFLICT', { message: M.soloBajoRevision });
    const status = body.validationStatus.status;
    const comment = (body.validationStatus.comments ?? '').trim();
    const decided = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(d)
        .set({ status, validationComment: comment, validatedBy: actor.userId, validatedAt: deps.now?.() ?? new Date() })
        .where(and(mine, eq(d.status, 'REVIEW')))
        .returning();
      if (!row) throw new AppError('CONFLICT', { message: M.soloBajoRevision });
      const r = complianceDocumentsRepository(tx);
      await r.addEvent({ documentId: row.id, action: status === 'ACCEPTED' ? 'VALIDATED' : 'REJECTED', userId: actor.userId, companyId: target.reviewerCompanyId, comment });
      await recordComplianceEvent(tx, { documentId: row.id, action: status === 'ACCEPTED' ? 'VALIDATE' : 'REJECT', userId: actor.userId, companyId: target.reviewerCompanyId });
      await recordAudit(tx, {
        action: status === 'ACCEPTED' ? 'compliance-document.accepted' : 'compliance-document.rejected',
        actorUserId: actor.userId,
        companyId: target.reviewerCompanyId,
        entity: 'compliance_document',
        entityId: row.id,
        details: { companyId: target.companyId, comment },
      });
      const reviewerName = await r.companyName(target.reviewerCompanyId);
      const period = `${monthName(row.month)} ${row.year}`;
      const rejected = status === 'REJECTED';
      await deps.notifications.notifyAudience(
        tx,
        { companyId: target.companyId, roles: ['Administrador', 'Colaborador'], userIds: [row.uploadedBy] },
        {
          type: A.tipo,
          text: rejected ? A.rechazadoTexto(reviewerName, target.requirementName, period, comment) : A.aceptadoTexto(reviewerName, target.requirementName, period),
          subText: reviewerName,
          path: target.path,
          subject: rejected ? A.asunto.rechazado(target.requirementName) : A.asunto.aceptado(target.requirementName),
        },
      );
      return row;
    });
    deps.notifications.sendSoon();
    return decided;
  };
}
