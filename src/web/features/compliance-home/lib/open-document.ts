import type { TComplianceDocument } from '../../../../shared/contracts/compliance-documents.contract';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { showToast } from '../../../components/feedback/toast';
import { openAuthorizedFile } from '../../../lib/http/authorized-file';

/**
 * A document of a company's stage page or expedient, read through the expedient's file route (it
 * serves the company and its linked counterparts; the bearer token is needed: no plain link). It
 * opens in a new tab; a failure is a toast.
 */
export async function openCompanyDocument(companyId: string, document: TComplianceDocument) {
  if (!(await openAuthorizedFile(`/expedientes/${companyId}/documents/${document.id}/file`))) showToast('error', T.documentoNoDisponible);
}
