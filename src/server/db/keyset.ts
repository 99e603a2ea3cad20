import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A timestamp (a column, or an aliased one as SQL) as sortable text with its microseconds, in UTC: what time-ordered cursors carry. */
export function utcSortKey(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
}

/** Rows strictly after `cursor` in `time DESC, id DESC` order: one index range, whatever the page number. */
export function olderThan(time: AnyColumn, id: AnyColumn, cursor: readonly [sortKey: string, id: string]): SQL {
  return sql`(${time}, ${id}) < ((${cursor[0]}::timestamp at time zone 'UTC'), ${cursor[1]}::uuid)`;
}
