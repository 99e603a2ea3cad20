import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendDocumentUpload, type UploadDocumentInput } from '../../../components/compliance/send-document-upload';
import { reportsKeys } from './reports.keys';

/** POST /reportes/{companyId}/requirements/{requirementId}?serviceId=…: a report document of one service. */
export function useUploadReportDocument(providerId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => sendDocumentUpload(`/reportes/${providerId}/requirements/${input.requirementId}?serviceId=${serviceId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}
