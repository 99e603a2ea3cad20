import { sql } from 'drizzle-orm';
import type { Db, DbKind } from '../db/client';

export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifiesto.json';
export const PG_DUMP_FILE = 'base.dump';
export const PGLITE_DUMP_FILE = 'base-pglite.tar.gz';
export const FILES_DIR = 'archivos';
export const S3_LISTING_FILE = 's3-listado.json';

export interface BackupManifest {
  formato: typeof BACKUP_FORMAT;
  fecha: string;
  base: DbKind;
  /** Migrations applied (drizzle's journal) when the dump was taken. */
  migraciones: number;
  /** Rows per table of the public schema, as seen by the dump's snapshot or just after it. */
  filas: Record<string, number>;
  /** Where the file bytes are: copied into the archive, or listed from the S3 bucket. */
  archivos: { origen: 'carpeta'; cantidad: number; bytes: number } | { origen: 's3'; bucket: string; cantidad: number; bytes: number };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function migrationLevel(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function publicTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return counts;
}

/** Ids of every `files` row: each must have its bytes in the restored store. */
export async function fileIds(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select id from files order by id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
