import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '../../../../shared/contracts/notifications.contract';
import { api } from '../../../lib/api-client';
import { withoutNotification } from '../lib/notification-pages';
import { notificationsKeys, notificationsListQuery, unreadCountQuery } from './notifications.query';

/** PATCH /notifications/{id}: it leaves the unread list at once, then the read list and the badge refresh. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch<TNotification>(`/notifications/${id}`),
    onSuccess: (_data, id) => {
      queryClient.setQueryData(notificationsListQuery(false).queryKey, (old) =>
        old ? { ...old, pages: withoutNotification(old.pages, id) } : old,
      );
      queryClient.setQueryData(unreadCountQuery().queryKey, (old) => (old ? { unread: Math.max(0, old.unread - 1) } : old));
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
