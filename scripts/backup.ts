/**
 * `npm run backup [-- <carpeta>]`: a consistent backup of the database and the files, with the same
 * environment as the server (DATA_DIR, DATABASE_URL, S3_*). Without a folder, ./respaldos/avala-<fecha>.
 */
import { resolve } from 'node:path';
import { createBackup } from '../src/server/backup/create-backup';
import { loadEnv } from '../src/server/env';
import { runCommand } from './run-command';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('es-MX', { maximumFractionDigits: 1 });

async function main(argv: string[]): Promise<number> {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const target = resolve(argv[0] ?? `respaldos/avala-${stamp}`);
  console.log(`Respaldo de Avala en ${target}`);
  const manifest = await createBackup(env, target, (message) => console.log(`• ${message}`));
  const rows = Object.values(manifest.filas).reduce((sum, n) => sum + n, 0);
  const files = manifest.archivos;
  console.log(`✔ Respaldo terminado: ${rows.toLocaleString('es-MX')} filas en ${Object.keys(manifest.filas).length} tablas, migración ${manifest.migraciones}.`);
  console.log(
    files.origen === 'carpeta'
      ? `  Archivos copiados: ${files.cantidad.toLocaleString('es-MX')} (${megabytes(files.bytes)} MB).`
      : `  Archivos en el bucket ${files.bucket}: ${files.cantidad.toLocaleString('es-MX')} listados (${megabytes(files.bytes)} MB); sus bytes permanecen en el bucket.`,
  );
  console.log(`  Para restaurar: npm run restore -- ${target}`);
  return 0;
}

runCommand(main);
