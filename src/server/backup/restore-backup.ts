import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';
import { blobPath, copyBlobs } from './blob-folder';
import { FILES_DIR, MANIFEST_FILE, S3_LISTING_FILE, fileIds, rowCounts, type BackupManifest } from './backup-manifest';
import { restorePglite } from './pglite-restore';
import { restorePostgres } from './postgres-restore';
import type { ListedObject } from './s3-listing';
import type { Progress } from './create-backup';
import type { Db } from '../db/client';

export interface RestoreSummary {
  manifest: BackupManifest;
  filas: Record<string, number>;
  archivosSinBytes: string[];
}

async function readManifest(source: string): Promise<BackupManifest> {
  const path = join(source, MANIFEST_FILE);
  if (!existsSync(path)) throw new Error(`${source} no es un respaldo completo: falta ${MANIFEST_FILE}.`);
  return JSON.parse(await readFile(path, 'utf8')) as BackupManifest;
}

async function refuseNonEmptyFolder(dir: string) {
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new Error(`La carpeta ${dir} no está vacía: la restauración solo escribe en una carpeta de datos vacía.`);
}

/**
 * Brings a backup back into an empty database and data folder, then checks it: the row count of
 * every table equals the manifest's, and every `files` row has its bytes.
 */
export async function restoreBackup(env: Env, source: string, progress: Progress = () => {}): Promise<RestoreSummary> {
  const manifest = await readManifest(source);
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.base !== kind) throw new Error(`El respaldo es de ${manifest.base === 'pglite' ? 'PGlite' : 'PostgreSQL'} y la configuración actual usa ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}.`);
  if (manifest.archivos.origen === 'carpeta') await refuseNonEmptyFolder(join(env.dataDir, 'files'));

  progress(`Restaurando la base ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} del ${manifest.fecha}…`);
  const check = async (db: Db) => {
    const filas = await rowCounts(db);
    const ids = await fileIds(db);
    if (manifest.archivos.origen === 'carpeta') {
      progress('Copiando los archivos…');
      await copyBlobs(join(source, FILES_DIR), join(env.dataDir, 'files'));
      return { filas, archivosSinBytes: ids.filter((id) => !existsSync(blobPath(join(env.dataDir, 'files'), id))) };
    }
    const listed = JSON.parse(await readFile(join(source, S3_LISTING_FILE), 'utf8')) as ListedObject[];
    const keys = new Set(listed.map((o) => o.key.split('/').pop()));
    return { filas, archivosSinBytes: ids.filter((id) => !keys.has(id)) };
  };
  const { filas, archivosSinBytes } = env.DATABASE_URL ? await restorePostgres(env.DATABASE_URL, source, check) : await restorePglite(env.dataDir, source, check);

  const differing = Object.keys({ ...manifest.filas, ...filas }).filter((table) => manifest.filas[table] !== filas[table]);
  if (differing.length > 0) throw new Error(`La base restaurada no coincide con el manifiesto en: ${differing.join(', ')}.`);
  return { manifest, filas, archivosSinBytes };
}
