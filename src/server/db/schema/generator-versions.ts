import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GeneratorStatus } from '../../../shared/domain/generator';
import { generators } from './generators';
import { users } from './users';

/**
 * A generator's review history, owned by the generators module: one row per event of a version
 * (sent for review, approved, rejected, paid). Sending a rejected generator again opens version n+1,
 * so earlier versions, their reasons and who decided stay readable.
 */
export const generatorVersions = pgTable(
  'generator_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    generatorId: uuid()
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: text().$type<GeneratorStatus>().notNull(),
    comment: text().notNull().default(''),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generator_versions_generator_idx').on(t.generatorId, t.version, t.createdAt)],
);
