import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TServiceDetail, TSocialObjectRequest } from '../../../../shared/contracts/services.contract';
import { apiEnvelope } from '../../../lib/api-client';
import { serviceStagesKeys } from './service-stages.keys';

/** PUT /services/{id}/osp/add: the provider's objeto social preponderante; resolves to the server's message and reloads the service. */
export function useSetSocialObject(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSocialObjectRequest) => (await apiEnvelope<TServiceDetail>('PUT', `/services/${serviceId}/osp/add`, body)).mensaje,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceStagesKeys.overview(serviceId) }),
  });
}
