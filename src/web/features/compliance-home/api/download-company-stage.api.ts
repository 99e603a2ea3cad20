import type { TCompanyStageDownloadRequest } from '../../../../shared/contracts/compliance-progress.contract';
import { DOCUMENTS_ZIP_NAME } from '../../../../shared/contracts/compliance-summary.contract';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

/** POST /stage/companyId/{c}/stageTemplateId/{id}/download answers the ZIP bytes; saved as Documents.zip (spec 2 §9). */
export async function downloadCompanyStage(companyId: string, stageId: string, body: TCompanyStageDownloadRequest): Promise<void> {
  const { blob } = await fetchAuthorizedFile(`/stage/companyId/${companyId}/stageTemplateId/${stageId}/download`, { body });
  saveBlob(blob, DOCUMENTS_ZIP_NAME);
}
