import { cp, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const BLOB_ID = /^[0-9a-f-]{36}$/;

/** Blob files under a filesystem store's root (`ab/cd/<id>`), leaving out `.tmp` leftovers of an upload. */
export async function countBlobs(root: string): Promise<{ cantidad: number; bytes: number }> {
  let cantidad = 0;
  let bytes = 0;
  if (!existsSync(root)) return { cantidad, bytes };
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !BLOB_ID.test(entry.name)) continue;
    cantidad += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { cantidad, bytes };
}

/** Copies the finished blobs of a filesystem store; a `.tmp` (an upload still being written) stays behind. */
export async function copyBlobs(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await cp(from, to, { recursive: true, filter: (source) => !source.endsWith('.tmp') });
}

export const blobPath = (root: string, id: string) => join(root, id.slice(0, 2), id.slice(2, 4), id);
