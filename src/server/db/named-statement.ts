import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/**
 * `db.execute(query)` as a named statement: on PostgreSQL each connection parses its text once and,
 * after five runs, keeps the generic plan when it costs no more than the custom ones (a list page spent
 * ~1.5 ms planning its joins, as much as running them). Write its limits with `limitOffset`, or the
 * generic plan never wins (see there). PGlite runs the same text.
 *
 * Only for shapes whose best plan does not hang on a value: a text search (`like '%…%'`) plans by
 * its word's selectivity, and a generic plan would pick one walk for every word. (A typed date range
 * of the generators list qualifies: it is walked day by day on its own index, however wide.)
 * The name is the text's hash, so each shape (filters present or not) is its own statement.
 */
export async function executeNamed<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const internals = db as unknown as Internals;
  const built = internals.dialect.sqlToQuery(query);
  const name = `n_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const result = (await internals.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}

/** Rows of `query`, as a named statement when `named` (see executeNamed), else planned for its values. */
export async function executeRows<Row>(db: Executor, query: SQL, named: boolean): Promise<Row[]> {
  if (named) return executeNamed<Row>(db, query);
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * A LIMIT/OFFSET, written into the text when `literal` (a named statement's) and passed as values
 * otherwise. A generic plan does not know a LIMIT passed as a parameter and costs it as a tenth of the
 * rows: PostgreSQL then never took the generic plan of a generators page whose walk stops after 26
 * index entries (12 runs, 12 custom plans: planning was half of the database's time per request), and
 * forced to, that plan sorted 1.4 M rows. Named shapes write only counts bounded by the page size
 * and the offsets of the first pages (`namedPage`), so a connection keeps a few statements, not one
 * per page.
 */
export function limitOffset(limit: number, offset: number, literal: boolean): SQL {
  if (!literal) return sql`limit ${limit} offset ${offset}`;
  for (const n of [limit, offset]) if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`límite inválido: ${String(n)}`);
  return sql.raw(offset ? `limit ${String(limit)} offset ${String(offset)}` : `limit ${String(limit)}`);
}

/** The pages the pager offers by number (the first five): a jump further is planned for its offset. */
export const namedPage = (page: { offset: number; limit: number }) => page.offset < 5 * page.limit;
