import { PROFILE_PICTURE, type TProfilePictureRequest } from '../../../../shared/contracts/companies.contract';
import { blobToBase64 } from '../../../lib/base64';

/** Twice the 160 px it is shown at, so it stays sharp on high-density screens. */
export const PROFILE_PICTURE_MAX_PX = PROFILE_PICTURE.displayPx * 2;

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

/** The size that fits within `max` × `max`, keeping the proportions and never enlarging. */
export function fitWithin(width: number, height: number, max: number = PROFILE_PICTURE_MAX_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** PNG stays PNG (it may be transparent); any other picture becomes JPEG. */
export function outputFormatOf(mime: string): { mime: 'image/png' | 'image/jpeg'; extension: 'png' | 'jpg' } {
  return mime === 'image/png' ? { mime: 'image/png', extension: 'png' } : { mime: 'image/jpeg', extension: 'jpg' };
}

/** The file name with the extension of what is actually sent. */
export function pictureName(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || 'foto';
  return `${stem.slice(0, 190)}.${extension}`;
}

export interface ResizedPicture {
  request: TProfilePictureRequest;
  /** The resized image, for the preview. */
  blob: Blob;
}

/**
 * Decodes the chosen file, scales it down to at most 320 px on a canvas and encodes it again: the
 * server gets a small picture (name, extension and base64 content only, spec 1 §5) and metadata
 * such as the camera's location does not travel. A file that does not decode is not an image.
 */
export async function resizeProfilePicture(file: File, max: number = PROFILE_PICTURE_MAX_PX): Promise<ResizedPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new NotAnImageError();
  }
  const size = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new NotAnImageError();
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();

  const format = outputFormatOf(file.type);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, format.mime, 0.9));
  if (!blob) throw new NotAnImageError();
  return { blob, request: { name: pictureName(file.name, format.extension), extension: format.extension, content: await blobToBase64(blob) } };
}
