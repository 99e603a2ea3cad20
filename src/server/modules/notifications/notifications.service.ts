import { NOTIFICATIONS, type TNotification } from '../../../shared/contracts/notifications.contract';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { MailService } from '../../mail/mail.service';
import { noticeMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { notificationsRepository, type NotificationRow } from './notifications.repository';

function toDto(row: NotificationRow): TNotification {
  return { id: row.id, type: row.type, text: row.text, subText: row.subText, createdAt: row.createdAt.toISOString(), action: row.action ?? null, read: row.readAt !== null };
}

/** Who in a company hears about an event: members with one of the roles, plus named users and addresses. */
export interface Audience {
  companyId: string;
  roles: readonly string[];
  userIds?: readonly (string | null | undefined)[];
  emails?: readonly (string | null | undefined)[];
}

/** One event told in the app and by mail; `path` is where the app opens it. */
export interface Notice {
  type: string;
  text: string;
  subText: string;
  path: string;
  subject: string;
  /** Lines only the mail carries after `text` (e.g. the list of a daily digest). */
  mailDetails?: string;
}

export function createNotificationsService(deps: { db: Db; mail?: MailService; publicUrl?: string }) {
  const repo = notificationsRepository(deps.db);
  return {
    async list(actor: Actor, query: { read: boolean; page: number; size: number; after?: string | undefined }) {
      const after = query.after ? decodeTimeCursor(query.after) : undefined;
      const rows = await repo.page(actor.userId, query.read, { after, offset: after ? 0 : query.page * query.size, limit: query.size + 1 });
      const items = rows.slice(0, query.size);
      const last = items.at(-1);
      return {
        items: items.map(({ row }) => toDto(row)),
        total: after ? null : await repo.count(actor.userId, query.read, NOTIFICATIONS.countCap),
        nextCursor: rows.length > query.size && last ? encodeCursor([last.sortKey, last.row.id]) : null,
      };
    },
    /** The bell's badge: it reads "99+" beyond 99, so counting stops at 100. */
    async unread(actor: Actor) {
      return { unread: await repo.count(actor.userId, false, 100) };
    },
    async markRead(actor: Actor, id: string) {
      const row = await repo.markRead(actor.userId, id, new Date());
      if (!row) throw new AppError('NOT_FOUND');
      return toDto(row);
    },
    async markAllRead(actor: Actor) {
      return { updated: await repo.markAllRead(actor.userId, new Date()) };
    },
    /** For other modules: tell one user something happened. */
    async notify(input: { userId: string; companyId?: string; type: string; text: string; subText?: string; path?: string }) {
      await repo.create({ userId: input.userId, companyId: input.companyId, type: input.type, text: input.text, subText: input.subText ?? '', action: input.path ? { path: input.path } : null });
    },

    /**
     * Tells an audience about an event: one notification row and one mail per person, written with
     * the caller's transaction so they exist only if the change they report commits. Call
     * `sendSoon()` after the commit. Returns the recipients' user ids.
     */
    async notifyAudience(tx: Executor, audience: Audience, notice: Notice): Promise<string[]> {
      const clean = (values: readonly (string | null | undefined)[] | undefined) => (values ?? []).filter((v): v is string => Boolean(v));
      const people = await notificationsRepository(tx).audience(audience.companyId, { roles: audience.roles, userIds: clean(audience.userIds), emails: clean(audience.emails) });
      const url = new URL(notice.path, deps.publicUrl ?? 'http://localhost').toString();
      for (const person of people) {
        await notificationsRepository(tx).create({ userId: person.id, companyId: audience.companyId, type: notice.type, text: notice.text, subText: notice.subText, action: { path: notice.path } });
        if (deps.mail) await deps.mail.enqueue({ to: person.email, ...noticeMail({ name: person.name, subject: notice.subject, text: notice.mailDetails ? `${notice.text}\n\n${notice.mailDetails}` : notice.text, url }) }, tx as Db);
      }
      return people.map((p) => p.id);
    },

    /** After committing a transaction that called notifyAudience: send its mail now. */
    sendSoon(): void {
      deps.mail?.sendSoon();
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
