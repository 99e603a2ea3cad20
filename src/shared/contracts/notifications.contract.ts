import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/** Notifications menu (spec 2 §2): 15 per page, polled every 25 s, text cut at 90 characters. */
/** `countCap`: the bell shows "99+", so nobody needs an exact count of thousands of unread notifications. */
export const NOTIFICATIONS = { pageSize: 15, pollMs: 25_000, textMax: 90, countCap: 1000 } as const;

export const ZNotification = z.object({
  id: z.uuid(),
  type: z.string(),
  text: z.string(),
  subText: z.string(),
  createdAt: z.iso.datetime(),
  action: z.object({ path: z.string() }).nullable(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationsQuery = z.object({
  read: z.stringbool().default(false),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS.pageSize),
  /** The previous page's `nextCursor` ("Ver más"): the next page by keyset, without counting again. */
  after: z.string().max(600).optional(),
});
/** `total` is counted on the first page only (null after), up to NOTIFICATIONS.countCap; `nextCursor` is null on the last page. */
export const ZNotificationsResponse = envelope(z.object({ items: z.array(ZNotification), total: z.number().int().nullable(), nextCursor: z.string().nullable() }));
export const ZNotificationsSizeResponse = envelope(z.object({ unread: z.number().int() }));
export const ZNotificationIdParams = z.object({ id: z.uuid() });
export const ZNotificationResponse = envelope(ZNotification);
/** PATCH /notifications/read-all ("Marcar todas como leídas"): how many were marked. */
export const ZNotificationsReadAllResponse = envelope(z.object({ updated: z.number().int() }));
