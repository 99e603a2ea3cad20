import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendDocumentUpload, type UploadDocumentInput } from '../../../components/compliance/send-document-upload';
import { serviceStagesKeys } from './service-stages.keys';

/** POST /services/{id}/requirements/{requirementId}: the provider delivers a document for a period. */
export function useUploadDocument(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => sendDocumentUpload(`/services/${serviceId}/requirements/${input.requirementId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceStagesKeys.service(serviceId) }),
  });
}
