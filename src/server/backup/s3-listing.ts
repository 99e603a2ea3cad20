import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env';
import { blobStoreFromEnv } from '../storage/blob-store-from-env';

export interface ListedObject {
  key: string;
  size: number;
  etag: string;
}

/**
 * The bucket's objects at backup time. The bytes stay in the bucket (write-once blobs under
 * generated ids; its own versioning or replication protects them): the listing proves what existed.
 */
export async function listBucket(env: Env): Promise<ListedObject[]> {
  const store = blobStoreFromEnv(env) as ReturnType<typeof blobStoreFromEnv> & { client?: S3Client };
  if (!store.client || !env.S3_BUCKET) throw new Error('S3_BUCKET no está configurado.');
  const objects: ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await store.client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0, etag: o.ETag ?? '' });
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}
