import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationLevel, rowCounts } from './backup-manifest';
import { openPgliteClient, pgliteDirOf, pgliteInUse } from './pglite-folder';

/**
 * PGlite's own dump of its folder (`dumpDataDir`), taken with the server stopped: PGlite is one
 * process's database, and copying its folder under a running server could catch half a write.
 */
export async function dumpPglite(dataDir: string, file: string) {
  const dir = pgliteDirOf(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`No hay una base PGlite en ${dir}: revise DATA_DIR (o DATABASE_URL si usa PostgreSQL).`);
  if (pgliteInUse(dir)) {
    throw new Error(
      `La base PGlite (${dir}) está en uso. Detenga el servidor y vuelva a ejecutar el respaldo. ` +
        'Si el servidor ya está detenido tras una caída, inícielo y deténgalo una vez para cerrar la base limpiamente.',
    );
  }
  const { client, db } = await openPgliteClient(dir);
  try {
    const migraciones = await migrationLevel(db);
    const filas = await rowCounts(db);
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return { kind: 'pglite' as const, migraciones, filas };
  } finally {
    await client.close();
  }
}
