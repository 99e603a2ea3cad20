import { bigint, boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * How many counterparts a company has per direction, counterpart type, the company's own active
 * flag and the generators line (links not REJECTED): the chips' counts of the providers/clients lists without counting
 * thousands of links on every first page. Kept by the triggers of its migration (any write to
 * company_links or to a company's type), never by the app.
 */
export const companyLinkCounts = pgTable(
  'company_link_counts',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    direction: text().$type<'providers' | 'clients'>().notNull(),
    type: text().$type<'fisica' | 'moral'>().notNull(),
    active: boolean().notNull(),
    /** The counterpart is in the generators line (company_links.provider_generadores / client_generadores, migration 0057). */
    generadores: boolean().notNull().default(false),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.direction, t.type, t.active, t.generadores] })],
);
