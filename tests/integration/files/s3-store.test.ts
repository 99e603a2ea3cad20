import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from '../../../src/server/storage/s3-blob-store';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { independentCid, multipartBody } from './multipart-body';

const BUCKET = 'avala-prueba';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * The S3 BlobStore against a real local S3 server (s3rver, started here on a random port with a
 * temporary directory), not a mock: the same requests MinIO, Ceph RGW or AWS would receive.
 */
describe('almacenamiento S3 compatible', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let t: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'avala-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${String(port)}`;
    t = await createTestApp({
      env: { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const store = () => createS3BlobStore({ bucket: BUCKET, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });

  it('guarda, lee y borra un objeto', async () => {
    const bytes = Buffer.from(`contenido ${randomUUID()}`);
    const blob = await store().put(bytes);
    expect(blob).toMatchObject({ size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(Buffer.compare((await store().get(blob.id)) ?? Buffer.alloc(0), bytes)).toBe(0);
    await store().delete(blob.id);
    expect(await store().get(blob.id)).toBeUndefined();
  });

  it('un id inexistente no existe y un id que no es UUID se rechaza', async () => {
    expect(await store().get(randomUUID())).toBeUndefined();
    await expect(store().get('../../etc/passwd')).rejects.toThrow('id de archivo inválido');
  });

  it('con S3_BUCKET la aplicación guarda las subidas en el bucket', async () => {
    const companyId = (await buildCompany(t.db)).id;
    const token = (await signIn(t.app, (await buildUser(t.db, { companyId })).email)).accessToken;
    const body = multipartBody({ kind: 'vault', companyId }, { name: 'acta.pdf', bytes: PDF });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/files', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const stored = json(response).respuesta;
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(stored).toMatchObject({ sha256, cid: independentCid(sha256), name: 'acta.pdf' });

    // The bytes are in the bucket itself, read back with a separate client.
    expect(Buffer.compare((await store().get(stored.id)) ?? Buffer.alloc(0), PDF)).toBe(0);
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/files/${stored.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
  });
});
