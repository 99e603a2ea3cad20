import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStageAuthorization } from '../../../../shared/contracts/stage-authorization.contract';
import { api, apiEnvelope } from '../../../lib/api-client';
import { serviceStagesKeys } from './service-stages.keys';

// Under the service's key: a document upload, decision or deletion (which may revoke an authorization) reloads it too.
const authorizationsKey = (serviceId: string) => [...serviceStagesKeys.service(serviceId), 'authorizations'] as const;

/** GET /services/{id}/stages/authorizations: each stage's authorization state and whether the viewer may authorize it. */
export const stageAuthorizationsQuery = (serviceId: string) =>
  queryOptions({
    queryKey: authorizationsKey(serviceId),
    queryFn: ({ signal }) => api.get<TStageAuthorization[]>(`/services/${serviceId}/stages/authorizations`, { signal }),
  });

/** PATCH /services/{id}/stages/{stageId}/authorize; resolves to the server's Spanish message. */
export function useAuthorizeStage(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stageId: string) => (await apiEnvelope<TStageAuthorization>('PATCH', `/services/${serviceId}/stages/${stageId}/authorize`, undefined)).mensaje,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authorizationsKey(serviceId) }),
  });
}
