import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid(),
    companyId: uuid(),
    action: text().notNull(),
    entity: text(),
    entityId: text(),
    ip: text(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_company_at_idx').on(t.companyId, t.at), index('audit_log_actor_idx').on(t.actorUserId)],
);

/** Server-wide settings, e.g. the generated token-signing secret when JWT_SECRET is not set. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
