import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NoticeKind } from '../../../shared/contracts/compliance-progress.contract';

/**
 * Informational dialogs of the home (spec 2 §2: the REPSE notice, the maintenance notice). Shown
 * while `startsAt <= now < endsAt`; the platform edits the rows, no release is needed to move a date.
 * Owned by the compliance-progress module.
 */
export const platformNotices = pgTable(
  'platform_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<NoticeKind>().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_notices_window_idx').on(t.startsAt, t.endsAt)],
);
