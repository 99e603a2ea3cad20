import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKeys, unreadCountQuery } from './notifications.query';

/** PATCH /notifications/read-all ("Marcar todas como leídas"): the badge drops to zero and both lists reload. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch<{ updated: number }>('/notifications/read-all'),
    onSuccess: () => {
      queryClient.setQueryData(unreadCountQuery().queryKey, (old) => (old ? { unread: 0 } : old));
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
