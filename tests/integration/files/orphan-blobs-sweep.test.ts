import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../../src/server/jobs/job-runner';
import { JOB_TYPES } from '../../../src/server/jobs/job-types';
import { createFilesService } from '../../../src/server/modules/files/files.service';
import { createOrphanBlobSweep } from '../../../src/server/modules/files/orphan-blobs-sweep.job';
import { createFileBlobStore, type BlobStore } from '../../../src/server/storage/blob-store';
import { createS3BlobStore } from '../../../src/server/storage/s3-blob-store';
import { buildCompany } from '../../fixtures/factories';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const HOUR = 3_600_000;
const BUCKET = 'avala-limpieza';

async function countOf(blobs: BlobStore) {
  let n = 0;
  for await (const _ of blobs.list()) n += 1;
  return n;
}

describe('limpieza de archivos huérfanos', () => {
  let t: TestApp;
  let companyId: string;
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db)).id;
    s3Dir = await mkdtemp(join(tmpdir(), 'avala-s3-limpieza-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    endpoint = `http://127.0.0.1:${String((await s3.run()).port)}`;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  /** A file stored through the pipeline: its blob has a row. */
  const storedFile = async (blobs: BlobStore) => {
    const files = createFilesService({ db: t.db, blobs });
    const row = await files.storeUpload({ actor: null, companyId, kind: 'vault', source: PDF, filename: 'acta.pdf', allowed: ['pdf'], maxBytes: 1_000_000 });
    return row.id;
  };
  const sweepOf = (blobs: BlobStore, now?: () => Date) =>
    createOrphanBlobSweep({ db: t.db, blobs, jobs: createJobRunner({ db: t.db }), now, pauseMs: 0, batchSize: 2 });

  it('en disco borra el huérfano y el .tmp viejos; conserva el huérfano reciente y todo archivo con fila', async () => {
    const root = await mkdtemp(join(tmpdir(), 'avala-limpieza-'));
    const blobs = createFileBlobStore(root);
    const pathOf = (id: string) => join(root, id.slice(0, 2), id.slice(2, 4), id);
    const age = (path: string, hours: number) => utimes(path, new Date(Date.now() - hours * HOUR), new Date(Date.now() - hours * HOUR));

    const withRowOld = await storedFile(blobs);
    await age(pathOf(withRowOld), 30 * 24);
    const withRowYoung = await storedFile(blobs);
    const oldOrphan = (await blobs.put(Buffer.from('huérfano viejo'))).id;
    await age(pathOf(oldOrphan), 25);
    const youngOrphan = (await blobs.put(Buffer.from('huérfano reciente'))).id;
    const oldTmp = (await blobs.put(Buffer.from('escritura cortada'))).id;
    await blobs.delete(oldTmp);
    await writeFile(`${pathOf(oldTmp)}.tmp`, 'medio archivo');
    await age(`${pathOf(oldTmp)}.tmp`, 25);
    const youngTmp = (await blobs.put(Buffer.from('subida en curso'))).id;
    await blobs.delete(youngTmp);
    await writeFile(`${pathOf(youngTmp)}.tmp`, 'subida en curso');

    expect(await sweepOf(blobs).sweep()).toBe(2);

    expect(await blobs.get(oldOrphan)).toBeUndefined();
    expect(await blobs.get(youngOrphan)).toBeDefined();
    expect(await blobs.get(withRowOld)).toBeDefined();
    expect(await blobs.get(withRowYoung)).toBeDefined();
    const folderOf = (id: string) => readdir(join(root, id.slice(0, 2), id.slice(2, 4)));
    expect(await folderOf(oldTmp)).not.toContain(`${oldTmp}.tmp`);
    expect(await folderOf(youngTmp)).toContain(`${youngTmp}.tmp`);
    await rm(root, { recursive: true, force: true });
  });

  it('en S3 borra el huérfano pasado el periodo de gracia y nunca un objeto con fila', async () => {
    const blobs = createS3BlobStore({ bucket: BUCKET, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    const withRow = await storedFile(blobs);
    const orphan = (await blobs.put(Buffer.from('huérfano'))).id;

    // Today both are younger than the grace period: nothing goes.
    expect(await sweepOf(blobs).sweep()).toBe(0);
    expect(await blobs.get(orphan)).toBeDefined();

    // 25 hours later the orphan goes, the file with a row stays.
    expect(await sweepOf(blobs, () => new Date(Date.now() + 25 * HOUR)).sweep()).toBe(1);
    expect(await blobs.get(orphan)).toBeUndefined();
    expect(await blobs.get(withRow)).toBeDefined();
  });

  it('se encola una vez por día como trabajo, aunque lo pidan varios procesos', async () => {
    const blobs = createFileBlobStore(await mkdtemp(join(tmpdir(), 'avala-limpieza-')));
    const runner = createJobRunner({ db: t.db });
    const sweep = createOrphanBlobSweep({ db: t.db, blobs, jobs: runner, pauseMs: 0 });
    expect(await Promise.all([sweep.scheduleToday(), sweep.scheduleToday()])).toEqual(expect.arrayContaining([true, false]));
    expect((await runner.runDue({ types: [JOB_TYPES.filesSweepOrphans] })).map((r) => r.outcome)).toEqual(['done']);
  });

  it('no borra nada si hay más huérfanos que archivos en uso (otra base de datos)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'avala-limpieza-'));
    const blobs = createFileBlobStore(root);
    const strangers = await Promise.all(Array.from({ length: 101 }, (_, i) => blobs.put(Buffer.from(`ajeno ${String(i)}`))));
    const later = () => new Date(Date.now() + 25 * HOUR);
    await expect(sweepOf(blobs, later).sweep()).rejects.toThrow(/No se borró nada/);
    expect(await countOf(blobs)).toBe(strangers.length);
    await rm(root, { recursive: true, force: true });
  });
});
