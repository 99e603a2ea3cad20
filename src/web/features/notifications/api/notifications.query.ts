import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS } from '../../../../shared/contracts/notifications.contract';
import { api } from '../../../lib/api-client';
import { nextNotificationsPage, type NotificationsPage } from '../lib/notification-pages';

export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
};

/**
 * Unread count for the bell badge, polled every 25 s (spec 2 §9). TanStack Query pauses the
 * interval while the tab is hidden (refetchIntervalInBackground false) and refetches on return.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...notificationsKeys.all, 'size'] as const,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/notifications/size', { signal }),
    refetchInterval: NOTIFICATIONS.pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: NOTIFICATIONS.pollMs,
  });

/** Read or unread notifications, 15 per page; `Ver más` fetches the next page by its cursor. */
export const notificationsListQuery = (read: boolean) =>
  infiniteQueryOptions({
    queryKey: [...notificationsKeys.lists(), { read }] as const,
    queryFn: ({ signal, pageParam }) =>
      api.get<NotificationsPage>('/notifications', { signal, query: { read, size: NOTIFICATIONS.pageSize, after: pageParam || undefined } }),
    initialPageParam: '',
    getNextPageParam: (_last, pages) => nextNotificationsPage(pages),
  });
