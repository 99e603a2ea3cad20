import { z } from '../domain/zod-locale';
import { OLDER_DOCUMENTS_PAGE, ZComplianceDocument } from './compliance-documents.contract';
import { envelope } from './envelope';

/**
 * "Ver documentos anteriores" (spec 2 §2 requirement card): the stage view carries the newest
 * DOCUMENTS_PER_REQUIREMENT of a requirement; older ones come page by page, in the same order
 * (year, month, upload, id — all descending). `after` is the id of the last document already
 * shown (the stage view's last one, then each page's `nextCursor`): the server resolves its sort
 * key in SQL, so the cursor needs no timestamp round trip.
 */
export const ZOlderDocumentsQuery = z.object({
  after: z.uuid(),
  size: z.coerce.number().int().min(1).max(OLDER_DOCUMENTS_PAGE).default(OLDER_DOCUMENTS_PAGE),
});
export type TOlderDocumentsQuery = z.infer<typeof ZOlderDocumentsQuery>;

export const ZOlderDocuments = z.object({ items: z.array(ZComplianceDocument), nextCursor: z.uuid().nullable() });
export type TOlderDocuments = z.infer<typeof ZOlderDocuments>;
export const ZOlderDocumentsResponse = envelope(ZOlderDocuments);
