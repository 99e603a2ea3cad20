import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client';
import { PGLITE_DUMP_FILE } from './backup-manifest';
import { openPgliteClient, pgliteDirOf } from './pglite-folder';
import { existsSync, readdirSync } from 'node:fs';

/** Loads the PGlite dump into DATA_DIR/db, which must not exist or be empty, and runs `check` on it. */
export async function restorePglite<T>(dataDir: string, source: string, check: (db: Db) => Promise<T>): Promise<T> {
  const dir = pgliteDirOf(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`La base PGlite ${dir} no está vacía: la restauración solo escribe en una base vacía.`);
  const dump = new Blob([new Uint8Array(await readFile(join(source, PGLITE_DUMP_FILE)))]);
  const { client, db } = await openPgliteClient(dir, dump);
  try {
    return await check(db);
  } finally {
    await client.close();
  }
}
