import { UploadDocumentDialog as DocumentUploadDialog } from '../../../components/compliance/upload-document-dialog';
import type { TStageRequirement } from '../../../../shared/contracts/compliance-documents.contract';
import { useUploadDocument } from '../api/upload-document.mutation';
import { stageToast } from '../lib/stage-toast';

/** The shared upload dialog (spec 2 §5) sending to the service's requirement, within the service's span. */
export function UploadDocumentDialog({ serviceId, service, requirement, onClose }: { serviceId: string; service: { startDate: string; endDate: string | null }; requirement: TStageRequirement; onClose: () => void }) {
  const upload = useUploadDocument(serviceId);
  return <DocumentUploadDialog requirement={requirement} upload={upload} span={service} onUploaded={(mensaje) => stageToast('success', mensaje)} onClose={onClose} />;
}
