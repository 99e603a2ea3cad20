import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface StoredBlob {
  id: string;
  size: number;
  sha256: string;
}

/** One object in the store; `leftover` is a temporary write a crash left behind (filesystem only). */
export interface ListedBlob {
  id: string;
  modifiedAt: Date;
  leftover: boolean;
}

/** Where file bytes live. Ids are generated here, never taken from a user-supplied name or path. */
export interface BlobStore {
  put(bytes: Uint8Array): Promise<StoredBlob>;
  get(id: string): Promise<Buffer | undefined>;
  delete(id: string): Promise<void>;
  /** Every object, in no particular order, for the orphan sweep. */
  list(): AsyncIterable<ListedBlob>;
  /** Removes what `list` reported as a leftover of `id`. */
  deleteLeftover(id: string): Promise<void>;
}

const ID = /^[0-9a-f-]{36}$/;

const subfolders = async (path: string) =>
  (await readdir(path, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

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
    async *list() {
      for (const a of await subfolders(root)) {
        for (const b of await subfolders(join(root, a))) {
          const folder = join(root, a, b);
          for (const name of await readdir(folder).catch(() => [])) {
            const id = name.endsWith('.tmp') ? name.slice(0, -4) : name;
            if (!ID.test(id)) continue;
            const info = await stat(join(folder, name)).catch(() => undefined);
            if (info) yield { id, modifiedAt: info.mtime, leftover: name !== id };
          }
        }
      }
    },
    async deleteLeftover(id) {
      await rm(`${pathOf(id)}.tmp`, { force: true });
    },
  };
}
