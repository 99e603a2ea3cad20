import imageCompression from 'browser-image-compression';
import { GENERATOR_LIMITS as L } from '../../shared/domain/generator';
import { sha256Hex } from './offline-files';

export interface CompressedPhoto {
  blob: Blob;
  width: number;
  height: number;
  sha256: string;
}

/** The largest size with the same aspect ratio that fits in 800×600 (never enlarges). */
export function fitWithin(width: number, height: number, maxWidth: number = L.photoMaxWidth, maxHeight: number = L.photoMaxHeight) {
  const scale = Math.min(maxWidth / width, maxHeight / height, 1);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

async function drawFitted(source: Blob): Promise<{ blob: Blob; width: number; height: number }> {
  const bitmap = await createImageBitmap(source);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height && source.type === 'image/jpeg') return { blob: source, ...size };
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', L.photoQuality));
    if (!blob) throw new Error('toBlob');
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}

/**
 * Camera or gallery image → JPEG at quality 0.7 within 800×600, plus its sha256 for the duplicate
 * check. browser-image-compression does the heavy resize on the main thread (its worker would load
 * a script from a CDN, which fails offline); its `maxWidthOrHeight` bounds only the longer side,
 * so a portrait 600×800 result is redrawn on a canvas to fit 450×600.
 */
export async function compressPhoto(file: File): Promise<CompressedPhoto> {
  const compressed = await imageCompression(file, {
    maxWidthOrHeight: L.photoMaxWidth,
    initialQuality: L.photoQuality,
    fileType: 'image/jpeg',
    maxSizeMB: L.photoMaxBytes / (1024 * 1024),
    useWebWorker: false,
  });
  const fitted = await drawFitted(compressed);
  return { ...fitted, sha256: await sha256Hex(fitted.blob) };
}
