import type { TNotification } from '../../../shared/contracts/notifications.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { notificationsRepository, type NotificationRow } from './notifications.repository';

function toDto(row: NotificationRow): TNotification {
  return { id: row.id, type: row.type, text: row.text, subText: row.subText, createdAt: row.createdAt.toISOString(), action: row.action ?? null, read: row.readAt !== null };
}

export function createNotificationsService(deps: { db: Db }) {
  const repo = notificationsRepository(deps.db);
  return {
    async list(actor: Actor, query: { read: boolean; page: number; size: number }) {
      const { items, total } = await repo.page(actor.userId, query.read, query.page, query.size);
      return { items: items.map(toDto), total };
    },
    async unread(actor: Actor) {
      return { unread: await repo.unreadCount(actor.userId) };
    },
    async markRead(actor: Actor, id: string) {
      const row = await repo.markRead(actor.userId, id, new Date());
      if (!row) throw new AppError('NOT_FOUND');
      return toDto(row);
    },
    /** For other modules: tell one user something happened. */
    async notify(input: { userId: string; companyId?: string; type: string; text: string; subText?: string; path?: string }) {
      await repo.create({ userId: input.userId, companyId: input.companyId, type: input.type, text: input.text, subText: input.subText ?? '', action: input.path ? { path: input.path } : null });
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
