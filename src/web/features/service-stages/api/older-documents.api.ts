import type { TOlderDocuments } from '../../../../shared/contracts/older-documents.contract';
import { api } from '../../../lib/api-client';

/** GET /services/{id}/requirements/{requirementId}/documents?after=: the requirement card's older documents. */
export const fetchOlderServiceDocuments = (serviceId: string, requirementId: string, after: string) =>
  api.get<TOlderDocuments>(`/services/${serviceId}/requirements/${requirementId}/documents`, { query: { after } });
