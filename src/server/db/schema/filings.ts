import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FilingKind } from '../../../shared/domain/filing-periods';
import { companies } from './companies';
import { files } from './files';
import { users } from './users';

/**
 * The acknowledgement (acuse) of a four-monthly ICSOE or SISUB filing a provider uploaded, owned by
 * the filings module (issue 24). One per provider, period and kind: a new upload replaces it.
 */
export const filingAcknowledgements = pgTable(
  'filing_acknowledgements',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    /** 1 = January–April, 2 = May–August, 3 = September–December. */
    period: integer().notNull(),
    kind: text().$type<FilingKind>().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('filing_acknowledgements_key').on(t.providerId, t.year, t.period, t.kind),
    index('filing_acknowledgements_period_idx').on(t.year, t.period),
  ],
);
