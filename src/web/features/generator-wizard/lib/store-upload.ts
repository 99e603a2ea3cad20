import { MENSAJES_OFFLINE } from '../../../../shared/labels/offline';
import { StorageQuotaError } from '../../../offline/offline-db';
import { putFile, sha256Hex } from '../../../offline/offline-files';
import { hasRoomFor } from '../../../offline/storage-info';
import { PhotoRejected } from './add-photo';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * Keeps a logo or annex on the device (checked by type and size) and returns what to queue.
 * `messages` may tell a wrong type apart from a file that is too large.
 */
export async function storeUpload(generatorId: string, file: File, allowed: readonly string[], maxBytes: number, messages: string | { type: string; size: string }) {
  const { type: typeMessage, size: sizeMessage } = typeof messages === 'string' ? { type: messages, size: messages } : messages;
  const invalidMessage = typeMessage;
  const extension = EXTENSIONS[file.type];
  if (!extension || !allowed.includes(extension)) throw new PhotoRejected(typeMessage);
  if (file.size > maxBytes || file.size === 0) throw new PhotoRejected(sizeMessage);
  if (!(await hasRoomFor(file.size))) throw new PhotoRejected(MENSAJES_OFFLINE.sinEspacio);
  const fileId = crypto.randomUUID();
  try {
    await putFile({ id: fileId, generatorId, blob: file, name: file.name, type: file.type, sha256: await sha256Hex(file), width: null, height: null, createdAt: Date.now() });
  } catch (error) {
    throw new PhotoRejected(error instanceof StorageQuotaError ? error.mensaje : invalidMessage);
  }
  return { fileId, name: file.name.slice(0, 200) || `archivo.${extension}`, extension };
}
