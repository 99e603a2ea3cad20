import type { TOlderDocuments } from '../../../../shared/contracts/older-documents.contract';
import { api } from '../../../lib/api-client';

/** GET /stage/companyId/{c}/stageTemplateId/{id}/requirements/{requirementId}/documents?after=: older company-level documents. */
export const fetchOlderCompanyDocuments = (companyId: string, stageId: string, requirementId: string, after: string) =>
  api.get<TOlderDocuments>(`/stage/companyId/${companyId}/stageTemplateId/${stageId}/requirements/${requirementId}/documents`, { query: { after } });
