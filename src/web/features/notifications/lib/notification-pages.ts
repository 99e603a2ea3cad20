import type { TNotification } from '../../../../shared/contracts/notifications.contract';

export interface NotificationsPage {
  items: TNotification[];
  /** Counted on the first page only (null on the pages after it). */
  total: number | null;
  /** Opens the next page ("Ver más"); null on the last one. */
  nextCursor: string | null;
}

/** The cursor `Ver más` asks with, or undefined once everything is loaded; '' asks for the first page. */
export function nextNotificationsPage(pages: NotificationsPage[]): string | undefined {
  if (pages.length === 0) return '';
  return pages.at(-1)?.nextCursor ?? undefined;
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
  return pages.map((page) => ({ ...page, items: page.items.filter((n) => n.id !== id), total: page.total === null ? null : Math.max(0, page.total - 1) }));
}
