/**
 * `npm run restore -- <carpeta>`: brings a backup of `npm run backup` back into an empty database and
 * an empty data folder (same environment as the server), then checks row counts and file bytes.
 */
import { resolve } from 'node:path';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { loadEnv } from '../src/server/env';
import { runCommand } from './run-command';

async function main(argv: string[]): Promise<number> {
  if (!argv[0]) {
    console.error('Uso: npm run restore -- <carpeta del respaldo>');
    return 2;
  }
  const source = resolve(argv[0]);
  console.log(`Restaurando el respaldo ${source}`);
  const summary = await restoreBackup(loadEnv(), source, (message) => console.log(`• ${message}`));
  const rows = Object.values(summary.filas).reduce((sum, n) => sum + n, 0);
  console.log(`✔ Base restaurada: ${rows.toLocaleString('es-MX')} filas en ${Object.keys(summary.filas).length} tablas, iguales al manifiesto.`);
  if (summary.archivosSinBytes.length > 0) {
    console.error(`✘ ${summary.archivosSinBytes.length} archivos registrados no tienen sus bytes, p. ej. ${summary.archivosSinBytes.slice(0, 5).join(', ')}.`);
    return 1;
  }
  console.log('✔ Cada archivo registrado tiene sus bytes. Ya puede iniciar el servidor (npm start).');
  return 0;
}

runCommand(main);
