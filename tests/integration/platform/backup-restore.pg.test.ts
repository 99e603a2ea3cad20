import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../../src/server/backup/create-backup';
import type { BackupManifest } from '../../../src/server/backup/backup-manifest';
import { restoreBackup } from '../../../src/server/backup/restore-backup';
import { openDatabase } from '../../../src/server/db/client';
import { files } from '../../../src/server/db/schema';
import { backupEnv, failedLedgerChecks, seedVault, writeVaultFile, type Seeded } from './backup-world';
import { untilNoSessions } from '../../fixtures/postgres-sessions';

/** A throwaway database on the test server, and a way to drop it. */
async function throwawayDatabase(adminUrl: string) {
  const name = `avala_r_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await untilNoSessions(client, name);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe('respaldo y restauración sobre PostgreSQL', () => {
  let base: string;
  let seeded: Seeded;
  let manifest: BackupManifest;
  let written = 0;
  let source: Awaited<ReturnType<typeof throwawayDatabase>>;
  let destination: Awaited<ReturnType<typeof throwawayDatabase>>;
  const origin = () => backupEnv(join(base, 'origen'), source.url);
  const target = () => backupEnv(join(base, 'destino'), destination.url);

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('Esta prueba necesita PostgreSQL: npm run test:pg');
    base = await mkdtemp(join(tmpdir(), 'avala-respaldo-pg-'));
    source = await throwawayDatabase(adminUrl);
    destination = await throwawayDatabase(adminUrl);
    const database = await openDatabase({ url: source.url, pgliteDir: '' });
    await database.migrate();
    seeded = await seedVault(database.db, origin());
    // Uploads keep arriving while the backup runs, as on a live server; the backup must not wait for them.
    const stop = new AbortController();
    let n = 10;
    const writer = (async () => {
      while (!stop.signal.aborted) await writeVaultFile(database.db, origin(), seeded.owner, n++);
    })();
    try {
      manifest = await createBackup(origin(), join(base, 'respaldo'));
    } finally {
      stop.abort();
      await writer;
      await database.close();
    }
    written = n - 10;
  });
  afterAll(async () => {
    await source?.drop();
    await destination?.drop();
    await rm(base, { recursive: true, force: true });
  });

  it('el respaldo durante escrituras toma pg_dump y luego los archivos: nunca menos archivos que filas', () => {
    expect(written).toBeGreaterThan(0);
    expect(manifest.base).toBe('postgres');
    expect(manifest.migraciones).toBeGreaterThan(40);
    expect(manifest.filas).toMatchObject({ companies: 1, users: 1 });
    const rows = manifest.filas.files ?? 0;
    expect(rows).toBeGreaterThanOrEqual(3);
    expect(manifest.filas.ledger_entries).toBe(2 * rows);
    expect(manifest.archivos.cantidad).toBeGreaterThanOrEqual(rows);
  });

  it('la restauración en una base vacía devuelve las mismas filas, los bytes de cada archivo y un registro que verifica', async () => {
    const summary = await restoreBackup(target(), join(base, 'respaldo'));
    expect(summary.filas).toEqual(manifest.filas);
    expect(summary.archivosSinBytes).toEqual([]);

    const database = await openDatabase({ url: destination.url, pgliteDir: '' });
    try {
      await database.migrate();
      expect(await database.db.$count(files)).toBe(manifest.filas.files);
      expect(await failedLedgerChecks(database.db, target(), seeded)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('se niega a restaurar sobre una base con datos', async () => {
    const emptyFolder = backupEnv(join(base, 'otra-carpeta'), destination.url);
    await expect(restoreBackup(emptyFolder, join(base, 'respaldo'))).rejects.toThrow(/base de datos de destino no está vacía/);
  });
});
