import type { Readable } from 'node:stream';
import { acceptsUploads } from '../../../shared/domain/compliance';
import { mexicoDayOf } from '../../../shared/domain/compliance-due';
import { uploadPeriodRange } from '../../../shared/domain/upload-period';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ServiceAccessPort } from '../services/service-access';
import { complianceDocumentsRepository } from './compliance-documents.repository';
import { clientReviewers, uploadedNotice } from './document-notices';
import { uploadComplianceDocument } from './upload-core';
import { fileComplianceDocument } from '../vault/vault-filing';

export { fieldErrors } from './upload-core';

export interface UploadInput {
  /** The multipart text fields sent before the file part. */
  fields: Record<string, string | undefined>;
  file: { stream: Readable; filename: string } | undefined;
}

/** POST /services/{id}/requirements/{requirementId}: the provider delivers a document for a period. */
export function createDocumentUpload(deps: { db: Db; files: FilesService; notifications: NotificationsService; services: ServiceAccessPort; now?: () => Date }) {
  const repo = complianceDocumentsRepository(deps.db);

  return async function upload(actor: Actor, serviceId: string, requirementId: string, input: UploadInput) {
    const { service, access: company } = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
    const found = await repo.requirementOfSet(service.setId, requirementId);
    if (!found) throw new AppError('NOT_FOUND');
    const { requirement, stageId } = found;
    if (!acceptsUploads(requirement.name)) throw new AppError('CONFLICT', { message: M.noRecibeDocumentos });

    const today = mexicoDayOf(deps.now?.() ?? new Date());
    const document = await uploadComplianceDocument(deps, actor, {
      companyId: service.providerCompanyId,
      serviceId: service.id,
      requirement,
      actorCompanyId: company.company.id,
      span: {
        range: uploadPeriodRange(service, today.toISOString().slice(0, 10)),
        once: requirement.delivery.kind === 'ONCE',
        today: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 },
      },
      afterInsert: async (tx, row, stored) => {
        await fileComplianceDocument(tx, { service, stageId, year: row.year, month: row.month, file: stored, documentId: row.id, userId: actor.userId });
        const providerName = await complianceDocumentsRepository(tx).companyName(service.providerCompanyId);
        await deps.notifications.notifyAudience(tx, clientReviewers(service), uploadedNotice(service, stageId, row, providerName, requirement.name));
      },
    }, input);
    deps.notifications.sendSoon();
    return document;
  };
}
