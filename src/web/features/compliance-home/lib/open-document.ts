import type { TComplianceDocument } from '../../../../shared/contracts/compliance-documents.contract';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { showToast } from '../../../components/feedback/toast';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';

/**
 * A document of a company's stage page or expedient, read through the expedient's file route (it
 * serves the company and its linked counterparts; the bearer token is needed: no plain link). It
 * opens in a new tab; a failure is a toast.
 */
export async function openCompanyDocument(companyId: string, document: TComplianceDocument) {
  // Opened before the await: a popup opened after it would be blocked.
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchAuthorizedFile(`/expedientes/${companyId}/documents/${document.id}/file`);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
    showToast('error', T.documentoNoDisponible);
  }
}
