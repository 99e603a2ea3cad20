import { NOTIFICATIONS, type TNotification } from '../../../../shared/contracts/notifications.contract';

export interface NotificationsPage {
  items: TNotification[];
  total: number;
}

/** Page index to ask for next (`Ver más` adds 15), or undefined once everything is loaded. */
export function nextNotificationsPage(pages: NotificationsPage[], pageSize: number = NOTIFICATIONS.pageSize): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total && last.items.length === pageSize ? pages.length : undefined;
}

/** The loaded pages as one list, without repeats (a notification can shift pages between fetches). */
export function flattenNotifications(pages: NotificationsPage[]): TNotification[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.items).filter((n) => !seen.has(n.id) && Boolean(seen.add(n.id)));
}

/** The list after `id` was marked read: it leaves the unread list and the total drops by one. */
export function withoutNotification(pages: NotificationsPage[], id: string): NotificationsPage[] {
  const present = pages.some((page) => page.items.some((n) => n.id === id));
  if (!present) return pages;
  return pages.map((page) => ({ items: page.items.filter((n) => n.id !== id), total: Math.max(0, page.total - 1) }));
}
