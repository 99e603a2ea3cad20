import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';
import { copyBlobs, countBlobs } from './blob-folder';
import { BACKUP_FORMAT, FILES_DIR, MANIFEST_FILE, PGLITE_DUMP_FILE, S3_LISTING_FILE, type BackupManifest } from './backup-manifest';
import { dumpPostgres } from './postgres-dump';
import { dumpPglite } from './pglite-dump';
import { listBucket } from './s3-listing';
import { countOf } from '../../shared/text/count';

export type Progress = (message: string) => void;

/**
 * Writes a backup into `target` (a new or empty folder): the database first, then the files, so
 * every row of the dump finds its blob (blobs are write-once under generated ids: the copy may hold
 * a few more, never fewer). The manifest goes last: a folder without it is an unfinished backup.
 */
export async function createBackup(env: Env, target: string, progress: Progress = () => {}): Promise<BackupManifest> {
  if (existsSync(target) && (await readdir(target)).length > 0) throw new Error(`La carpeta de respaldo ${target} ya existe y no está vacía; indique una carpeta nueva.`);
  await mkdir(target, { recursive: true });
  const fecha = new Date().toISOString();

  progress(env.DATABASE_URL ? 'Respaldando la base PostgreSQL (pg_dump)…' : 'Respaldando la base PGlite…');
  const database = env.DATABASE_URL ? await dumpPostgres(env.DATABASE_URL, target) : await dumpPglite(env.dataDir, join(target, PGLITE_DUMP_FILE));
  progress(`Base respaldada: ${countOf(Object.keys(database.filas).length, 'tabla', 'tablas')}, ${countOf(database.migraciones, 'migración', 'migraciones')}.`);

  let archivos: BackupManifest['archivos'];
  if (env.S3_BUCKET) {
    progress(`Listando el bucket S3 ${env.S3_BUCKET}…`);
    const objects = await listBucket(env);
    await writeFile(join(target, S3_LISTING_FILE), JSON.stringify(objects));
    archivos = { origen: 's3', bucket: env.S3_BUCKET, cantidad: objects.length, bytes: objects.reduce((sum, o) => sum + o.size, 0) };
  } else {
    progress('Copiando los archivos…');
    await copyBlobs(join(env.dataDir, 'files'), join(target, FILES_DIR));
    archivos = { origen: 'carpeta', ...(await countBlobs(join(target, FILES_DIR))) };
  }

  const manifest: BackupManifest = { formato: BACKUP_FORMAT, fecha, base: database.kind, migraciones: database.migraciones, filas: database.filas, archivos };
  await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
