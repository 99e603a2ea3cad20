import { GENERATOR_LIMITS as L, type PhotoList } from '../../../../shared/domain/generator';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { MENSAJES_OFFLINE } from '../../../../shared/labels/offline';
import { StorageQuotaError } from '../../../offline/offline-db';
import { deleteFile, putFile } from '../../../offline/offline-files';
import { compressPhoto } from '../../../offline/photo-pipeline';
import { hasRoomFor } from '../../../offline/storage-info';
import type { DraftPhoto, WizardDraft } from './wizard-draft';
import { queuePhoto } from './wizard-outbox';

export class PhotoRejected extends Error {
  constructor(readonly mensaje: string) {
    super(mensaje);
    this.name = 'PhotoRejected';
  }
}

/** By its type, or by its name when the browser gives none (some gallery apps). */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type ? file.type.startsWith('image/') : /\.(jpe?g|png|webp|gif|bmp|heic|heif)$/i.test(file.name);
}

/**
 * One photo from camera or gallery: room check, compress to ≤ 800×600 JPEG, refuse a duplicate by
 * sha256, keep the Blob, queue its upload. If anything fails after the Blob was written it is
 * removed again, so there is never half a record.
 */
export async function addPhoto(draft: WizardDraft, list: PhotoList, file: File): Promise<DraftPhoto> {
  if (draft.photos.length >= L.maxPhotos) throw new PhotoRejected(M.limiteFotos);
  if (!isImageFile(file)) throw new PhotoRejected(M.noEsImagen);
  if (!(await hasRoomFor(file.size))) throw new PhotoRejected(MENSAJES_OFFLINE.sinEspacio);
  let compressed;
  try {
    compressed = await compressPhoto(file);
  } catch {
    throw new PhotoRejected(M.imagenInvalida);
  }
  if (draft.photos.some((p) => p.sha256 === compressed.sha256)) throw new PhotoRejected(M.imagenRepetida);

  const photo: DraftPhoto = { id: crypto.randomUUID(), list, ns: '', activities: '', sha256: compressed.sha256, local: true };
  try {
    await putFile({ id: photo.id, generatorId: draft.id, blob: compressed.blob, name: `${photo.id}.jpg`, type: 'image/jpeg', sha256: compressed.sha256, width: compressed.width, height: compressed.height, createdAt: Date.now() });
    await queuePhoto(draft, photo);
  } catch (error) {
    await deleteFile(photo.id).catch(() => undefined);
    throw new PhotoRejected(error instanceof StorageQuotaError ? error.mensaje : MENSAJES_OFFLINE.sinEspacio);
  }
  return photo;
}
