import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/**
 * `db.execute(query)` as a named statement: on PostgreSQL each connection parses and plans its text
 * once and, after five runs, keeps the generic plan when it costs no more than the custom ones (a list
 * page spends ~1.5 ms planning its joins, as much as running them). PGlite runs the same text.
 *
 * Only for shapes whose best plan does not hang on a value: a text search (`like '%…%'`) or a date
 * range plans by its values' selectivity, and a generic plan would pick one walk for every word.
 * The name is the text's hash, so each shape (filters present or not) is its own statement.
 */
export async function executeNamed<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const internals = db as unknown as Internals;
  const built = internals.dialect.sqlToQuery(query);
  const name = `n_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const result = (await internals.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
