import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';

/** PGlite's data folder under DATA_DIR, as the server opens it. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'db');

/**
 * PGlite writes `postmaster.pid` when it opens its folder and removes it on a clean close: while it
 * is there a server (or a crashed one) holds the folder, and a copy could catch half a write.
 */
export function pgliteInUse(dir: string): boolean {
  return existsSync(join(dir, 'postmaster.pid'));
}

/** Opens a PGlite folder (or loads a dump into an empty one) with the extensions the migrations create. */
export async function openPgliteClient(dir: string, loadDataDir?: Blob): Promise<{ client: PGlite; db: Db }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { pg_trgm, unaccent, btree_gin }, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  return { client, db: drizzle({ client, casing: 'snake_case' }) as unknown as Db };
}
