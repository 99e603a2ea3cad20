import type { Db } from '../../db/client';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ServiceAccessPort } from '../services/service-access';
import { createCompanyDocumentRemove } from './company-document-remove';
import { createCompanyDocumentUpload } from './company-document-upload';
import { createDocumentReview } from './document-review';
import { createDocumentUpload } from './document-upload';
import { createStageView } from './stage-view';

/** Owner of compliance_documents and document_events: a service's stages, uploads and reviews. */
export function createComplianceDocumentsService(deps: { db: Db; files: FilesService; notifications: NotificationsService; services: ServiceAccessPort; now?: () => Date }) {
  const view = createStageView(deps);
  const review = createDocumentReview(deps);
  return {
    stage: view.stage,
    upload: createDocumentUpload(deps),
    /** A company-level document (its own stage page): no service. */
    uploadCompany: createCompanyDocumentUpload(deps),
    removeCompany: createCompanyDocumentRemove(deps),
    validate: review.validate,
    remove: review.remove,
    file: review.file,
    history: review.history,
  };
}
export type ComplianceDocumentsService = ReturnType<typeof createComplianceDocumentsService>;
