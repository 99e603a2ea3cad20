import type { TOlderDocuments } from '../../../../shared/contracts/older-documents.contract';
import { api } from '../../../lib/api-client';

/** GET /expedientes/{c}/requirements/{requirementId}/documents?after=: older documents the expedient shows this viewer. */
export const fetchOlderExpedientDocuments = (companyId: string, requirementId: string, after: string) =>
  api.get<TOlderDocuments>(`/expedientes/${companyId}/requirements/${requirementId}/documents`, { query: { after } });
