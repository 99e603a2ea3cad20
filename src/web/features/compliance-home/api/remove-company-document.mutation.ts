import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { complianceHomeKeys } from './compliance-home.keys';

/** DELETE …/requirements/{requirementId}/documents/{documentId} of the company's stage; resolves to the server's message. */
export function useRemoveCompanyDocument(companyId: string, stageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { requirementId: string; documentId: string }) =>
      (await apiEnvelope<null>('DELETE', `/stage/companyId/${companyId}/stageTemplateId/${stageId}/requirements/${input.requirementId}/documents/${input.documentId}`, undefined)).mensaje,
    onSettled: () => queryClient.invalidateQueries({ queryKey: complianceHomeKeys.all }),
  });
}
