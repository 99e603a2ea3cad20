import { DOCUMENTS_ZIP_NAME } from '../../../../shared/contracts/compliance-summary.contract';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

/** POST /expedientes/{companyId}/download: the expedient the user sees, as Documents.zip (spec 2 §9). */
export async function downloadExpedient(companyId: string): Promise<void> {
  const { blob } = await fetchAuthorizedFile(`/expedientes/${companyId}/download`, { body: {} });
  saveBlob(blob, DOCUMENTS_ZIP_NAME);
}
