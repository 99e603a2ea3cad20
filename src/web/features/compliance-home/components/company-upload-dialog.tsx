import type { TStageRequirement } from '../../../../shared/contracts/compliance-documents.contract';
import { UploadDocumentDialog } from '../../../components/compliance/upload-document-dialog';
import { showToast } from '../../../components/feedback/toast';
import { useUploadCompanyDocument } from '../api/upload-company-document.mutation';

/** The shared upload dialog (spec 2 §5) sending to the company's own stage. */
export function CompanyUploadDialog({ companyId, stageId, requirement, onClose }: { companyId: string; stageId: string; requirement: TStageRequirement; onClose: () => void }) {
  const upload = useUploadCompanyDocument(companyId, stageId);
  return <UploadDocumentDialog requirement={requirement} upload={upload} onUploaded={(mensaje) => showToast('success', mensaje)} onClose={onClose} />;
}
