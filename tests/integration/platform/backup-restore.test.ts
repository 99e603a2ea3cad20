import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../../src/server/backup/create-backup';
import type { BackupManifest } from '../../../src/server/backup/backup-manifest';
import { restoreBackup } from '../../../src/server/backup/restore-backup';
import { openDatabase } from '../../../src/server/db/client';
import { backupEnv, failedLedgerChecks, seedVault, type Seeded } from './backup-world';

describe('respaldo y restauración sobre PGlite', () => {
  let base: string;
  let seeded: Seeded;
  let manifest: BackupManifest;
  let refusal: string | undefined;
  const origin = () => backupEnv(join(base, 'origen'));
  const target = () => backupEnv(join(base, 'destino'));

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'avala-respaldo-'));
    const database = await openDatabase({ pgliteDir: join(origin().dataDir, 'db') });
    await database.migrate();
    seeded = await seedVault(database.db, origin());
    // While it is open (as under a running server) the backup refuses; checked here to open PGlite once.
    refusal = await createBackup(origin(), join(base, 'en-uso')).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    await database.close();
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('se niega a respaldar mientras la base PGlite está abierta por otro proceso', () => {
    expect(refusal).toMatch(/está en uso\. Detenga el servidor/);
  });

  it('el respaldo guarda la base, los archivos y un manifiesto con sus conteos', async () => {
    manifest = await createBackup(origin(), join(base, 'respaldo'));
    expect(manifest.base).toBe('pglite');
    expect(manifest.migraciones).toBeGreaterThan(40);
    expect(manifest.filas).toMatchObject({ files: 3, ledger_entries: 6, companies: 1, users: 1 });
    expect(manifest.archivos).toEqual({ origen: 'carpeta', cantidad: 3, bytes: expect.any(Number) });
  });

  it('la restauración en una carpeta vacía devuelve las mismas filas, los bytes de cada archivo y un registro que verifica', async () => {
    const summary = await restoreBackup(target(), join(base, 'respaldo'));
    expect(summary.filas).toEqual(manifest.filas);
    expect(summary.archivosSinBytes).toEqual([]);

    const database = await openDatabase({ pgliteDir: join(target().dataDir, 'db') });
    try {
      await database.migrate();
      expect(await failedLedgerChecks(database.db, target(), seeded)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('se niega a restaurar sobre datos existentes', async () => {
    await expect(restoreBackup(target(), join(base, 'respaldo'))).rejects.toThrow(/no está vacía/);
  });
});
