import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Tags of a company (Administración › Empresas; spec 3 §3 Company.tags), owned by the tags module.
 * Free text as typed, unique per company without regard to case; lists filter on lower(tag).
 */
export const companyTags = pgTable(
  'company_tags',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_tags_company_tag_key').on(t.companyId, sql`lower(${t.tag})`), index('company_tags_tag_idx').on(sql`lower(${t.tag})`, t.companyId)],
);
