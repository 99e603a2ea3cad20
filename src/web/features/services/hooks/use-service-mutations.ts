import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateServiceRequest, TUpdateServiceRequest } from '../../../../shared/contracts/services.contract';
import { MENSAJES_SERVICIOS as M } from '../../../../shared/labels/services';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { authorizeService, createService, deleteService, servicesKeys, updateService } from '../api/services.api';

/**
 * The dialog's writes. Each success refreshes every services query (lists, detail) through the
 * keys of services.api.ts. Create and update leave their errors to the form (409 on the name field).
 */
export function useServiceMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: servicesKeys.all });
  const done = async () => {
    await refresh();
    showToast('success', M.operacionCompletada);
  };

  return {
    create: useMutation({ mutationFn: (body: TCreateServiceRequest) => createService(body), onSuccess: done }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: TUpdateServiceRequest }) => updateService(id, body), onSuccess: done }),
    remove: useMutation({
      mutationFn: (id: string) => deleteService(id),
      onSuccess: done,
      onError: (error) => showToast('error', isApiError(error) && !error.isNetworkError ? error.mensaje : M.errorBorrar),
    }),
    authorize: useMutation({
      mutationFn: ({ id, accept }: { id: string; accept: boolean }) => authorizeService(id, accept),
      onSuccess: done,
      onError: (error) => showToast('error', errorMessage(error)),
    }),
  };
}
