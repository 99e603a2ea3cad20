import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import type { Db } from '../db/client';
import { PG_DUMP_FILE, migrationLevel, rowCounts } from './backup-manifest';

const run = promisify(execFile);

/**
 * `pg_dump --format=custom` of the snapshot the row counts were read in (an exported snapshot held
 * open by this connection), so the manifest says exactly what the dump holds, even under live writes.
 */
export async function dumpPostgres(url: string, target: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    const db = drizzle({ client, casing: 'snake_case' }) as unknown as Db;
    const migraciones = await migrationLevel(db);
    const filas = await rowCounts(db);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${join(target, PG_DUMP_FILE)}`, `--dbname=${url}`], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: unknown) => {
      const detail = (error as { stderr?: string; message?: string }).stderr || (error as Error).message;
      throw new Error(`pg_dump falló: ${detail.trim()} (¿están instaladas las herramientas cliente de PostgreSQL 15 o posterior?)`);
    });
    await client.query('commit');
    return { kind: 'postgres' as const, migraciones, filas };
  } finally {
    await client.end();
  }
}
