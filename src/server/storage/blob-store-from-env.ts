import { join } from 'node:path';
import type { Env } from '../env';
import { createFileBlobStore, type BlobStore } from './blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** S3-compatible storage when S3_BUCKET is set, otherwise files on disk under DATA_DIR/files. */
export function blobStoreFromEnv(env: Env): BlobStore {
  if (!env.S3_BUCKET) return createFileBlobStore(join(env.dataDir, 'files'));
  return createS3BlobStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
