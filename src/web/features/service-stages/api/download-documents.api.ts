import { DOCUMENTS_ZIP_NAME, type TDownloadDocumentsRequest } from '../../../../shared/contracts/compliance-summary.contract';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

/** POST /services/{id}/stages/{stageId}/download answers the ZIP bytes (not an envelope); saved as Documents.zip (spec 2 §9). */
export async function downloadStageDocuments(serviceId: string, stageId: string, body: TDownloadDocumentsRequest): Promise<void> {
  const { blob } = await fetchAuthorizedFile(`/services/${serviceId}/stages/${stageId}/download`, { body });
  saveBlob(blob, DOCUMENTS_ZIP_NAME);
}
