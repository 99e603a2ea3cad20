import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import type { Db } from '../db/client';
import { PG_DUMP_FILE } from './backup-manifest';

const run = promisify(execFile);

/** Tables outside PostgreSQL's own schemas: a database with any is not empty. */
async function userTableCount(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
  return rows[0]?.n ?? 0;
}

/** `pg_restore` of the dump into an empty database (one transaction: all or nothing), then `check` on it. */
export async function restorePostgres<T>(url: string, source: string, check: (db: Db) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    if ((await userTableCount(client)) > 0) throw new Error('La base de datos de destino no está vacía: cree una base nueva (createdb) y vuelva a intentar.');
    await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, join(source, PG_DUMP_FILE)], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: unknown) => {
      const detail = (error as { stderr?: string; message?: string }).stderr || (error as Error).message;
      throw new Error(`pg_restore falló: ${detail.trim()}`);
    });
    return await check(drizzle({ client, casing: 'snake_case' }) as unknown as Db);
  } finally {
    await client.end();
  }
}
