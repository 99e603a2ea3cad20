import { customType, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A transaction id (PostgreSQL xid8), read as text: the board compares it with a snapshot in SQL only. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which providers' risk facts a transaction changed, per client (issue 24): written only by the
 * triggers of migration 0055 on every table the risk board reads, read by the board to recompute
 * just those providers. Never written by the app.
 */
export const riskMarks = pgTable(
  'risk_marks',
  {
    clientId: uuid().notNull(),
    providerId: uuid().notNull(),
    xact: xid8()
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'risk_marks_pk', columns: [t.clientId, t.xact, t.providerId] }), index('risk_marks_created_idx').on(t.createdAt)],
);
