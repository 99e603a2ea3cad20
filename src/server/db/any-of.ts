import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: the ids travel as ONE array parameter. An IN list takes a parameter
 * per id, and the protocol stops at 65,535 of them: the risk board of a client with 100,000
 * providers asked for their filings that way and every computation of it failed.
 */
export const inUuids = (column: AnyColumn | SQL, ids: readonly string[]): SQL => sql`${column} = any(${sql.param([...ids])}::uuid[])`;

/** `inUuids` for a prepared statement: the ids are the array placeholder `name`. */
export const inUuidsPlaceholder = (column: AnyColumn | SQL, name: string): SQL => sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
