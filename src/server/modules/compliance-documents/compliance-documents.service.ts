import type { Db } from '../../db/client';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createDocumentReview } from './document-review';
import { createDocumentUpload } from './document-upload';
import { createStageView } from './stage-view';

/** Owner of compliance_documents and document_events: a service's stages, uploads and reviews. */
export function createComplianceDocumentsService(deps: { db: Db; files: FilesService; notifications: NotificationsService; now?: () => Date }) {
  const view = createStageView(deps);
  const review = createDocumentReview(deps);
  return {
    overview: view.overview,
    stage: view.stage,
    upload: createDocumentUpload(deps),
    validate: review.validate,
    remove: review.remove,
    file: review.file,
    history: review.history,
  };
}
export type ComplianceDocumentsService = ReturnType<typeof createComplianceDocumentsService>;
