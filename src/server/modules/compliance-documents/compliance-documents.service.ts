import type { Db } from '../../db/client';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ServiceAccessPort } from '../services/service-access';
import { createCompanyDocumentRemove } from './company-document-remove';
import { createCompanyDocumentReview } from './company-document-review';
import { createCompanyDocumentUpload } from './company-document-upload';
import { createDocumentReview } from './document-review';
import { createDocumentUpload } from './document-upload';
import { createOlderDocuments } from './older-documents';
import { createStageView } from './stage-view';

/** Owner of compliance_documents and document_events: a service's stages, uploads and reviews. */
export function createComplianceDocumentsService(deps: { db: Db; files: FilesService; notifications: NotificationsService; services: ServiceAccessPort; now?: () => Date }) {
  const view = createStageView(deps);
  const review = createDocumentReview(deps);
  const older = createOlderDocuments(deps);
  return {
    stage: view.stage,
    olderDocuments: older.ofService,
    olderCompanyDocuments: older.ofCompany,
    upload: createDocumentUpload(deps),
    /** A company-level document (its own stage page): no service. */
    uploadCompany: createCompanyDocumentUpload(deps),
    removeCompany: createCompanyDocumentRemove(deps),
    /** A linked client validates or rejects a company-level document (from the expedient). */
    reviewCompany: createCompanyDocumentReview(deps),
    validate: review.validate,
    remove: review.remove,
    file: review.file,
    history: review.history,
    /** A document read from a company's expedient: its history line and its history (the expedient authorizes). */
    recordRead: review.recordRead,
    historyOf: review.historyOf,
  };
}
export type ComplianceDocumentsService = ReturnType<typeof createComplianceDocumentsService>;
