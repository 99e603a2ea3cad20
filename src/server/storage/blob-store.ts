import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface StoredBlob {
  id: string;
  size: number;
  sha256: string;
}

/** Where file bytes live. Ids are generated here, never taken from a user-supplied name or path. */
export interface BlobStore {
  put(bytes: Uint8Array): Promise<StoredBlob>;
  get(id: string): Promise<Buffer | undefined>;
  delete(id: string): Promise<void>;
}

const ID = /^[0-9a-f-]{36}$/;

/** Files under `root/ab/cd/<id>`, written to a temporary name first so a crash never leaves half a file. */
export function createFileBlobStore(root: string): BlobStore {
  const pathOf = (id: string) => {
    if (!ID.test(id)) throw new Error('id de archivo inválido');
    return join(root, id.slice(0, 2), id.slice(2, 4), id);
  };
  return {
    async put(bytes) {
      const id = randomUUID();
      const path = pathOf(id);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.tmp`, bytes);
      await rename(`${path}.tmp`, path);
      return { id, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    async get(id) {
      try {
        return await readFile(pathOf(id));
      } catch {
        return undefined;
      }
    },
    async delete(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}
