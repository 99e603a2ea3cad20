import { createHash, randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** MinIO, Ceph RGW and local servers want `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  forcePathStyle?: boolean;
}

/**
 * Blobs as objects in an S3-compatible bucket (AWS, MinIO, Ceph RGW), keyed `files/<id>` with
 * generated ids only. Checksums are sent only when the operation requires them: several
 * S3-compatible servers reject the SDK's default CRC32 trailers.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (id: string) => {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('id de archivo inválido');
    return `files/${id}`;
  };
  return {
    client,
    async put(bytes) {
      const id = randomUUID();
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: keyOf(id), Body: bytes, ContentLength: bytes.byteLength, ContentType: 'application/octet-stream' }));
      return { id, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    async get(id) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(id) }));
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async delete(id) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(id) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: 'files/', ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const id = object.Key?.slice('files/'.length) ?? '';
          if (/^[0-9a-f-]{36}$/.test(id) && object.LastModified) yield { id, modifiedAt: object.LastModified, leftover: false };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    // A PUT is atomic on S3: a crash leaves no partial object behind.
    async deleteLeftover() {},
  };
}
