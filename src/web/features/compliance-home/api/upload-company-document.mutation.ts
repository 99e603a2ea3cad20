import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendDocumentUpload, type UploadDocumentInput } from '../../../components/compliance/send-document-upload';
import { complianceHomeKeys } from './compliance-home.keys';

/** POST /stage/companyId/{c}/stageTemplateId/{id}/requirements/{requirementId}: a document of the company's own stage. */
export function useUploadCompanyDocument(companyId: string, stageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => sendDocumentUpload(`/stage/companyId/${companyId}/stageTemplateId/${stageId}/requirements/${input.requirementId}`, input),
    // The stage page, the home cards' counters and the company's own expedient all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceHomeKeys.all }),
  });
}
