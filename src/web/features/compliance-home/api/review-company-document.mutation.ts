import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TValidateDocumentRequest } from '../../../../shared/contracts/compliance-documents.contract';
import { apiEnvelope } from '../../../lib/api-client';
import { complianceHomeKeys } from './compliance-home.keys';

/** PUT /expedientes/{companyId}/requirements/{requirementId}: a linked client decides; resolves to the server's message. */
export function useReviewCompanyDocument(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { requirementId: string; body: TValidateDocumentRequest }) =>
      (await apiEnvelope<unknown>('PUT', `/expedientes/${companyId}/requirements/${input.requirementId}`, input.body)).mensaje,
    onSettled: () => queryClient.invalidateQueries({ queryKey: complianceHomeKeys.all }),
  });
}
