import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TComplianceDocument, TValidateDocumentRequest } from '../../../../shared/contracts/compliance-documents.contract';
import { apiEnvelope } from '../../../lib/api-client';
import { serviceStagesKeys } from './service-stages.keys';

export type DocumentAction =
  | { kind: 'validate'; requirementId: string; body: TValidateDocumentRequest }
  | { kind: 'delete'; requirementId: string; documentId: string };

function request(serviceId: string, action: DocumentAction) {
  if (action.kind === 'validate') return apiEnvelope<TComplianceDocument>('PUT', `/services/${serviceId}/requirements/${action.requirementId}`, action.body);
  return apiEnvelope<null>('DELETE', `/services/${serviceId}/requirements/${action.requirementId}/documents/${action.documentId}`, undefined);
}

/** Validate, reject or delete; resolves to the server's Spanish message and reloads the stage. */
export function useDocumentAction(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: DocumentAction) => (await request(serviceId, action)).mensaje,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceStagesKeys.service(serviceId) }),
  });
}
