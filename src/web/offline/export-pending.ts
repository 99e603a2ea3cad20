import { strToU8, zipSync, type Zippable } from 'fflate';
import { getFile } from './offline-files';
import { listEntries } from './outbox-store';

export const EXPORT_MANIFEST = 'pendientes.json';

/**
 * The escape hatch: everything not yet sent, as a ZIP the user can hand to support. The JSON lists
 * the entries (with their Idempotency-Key); `archivo` names the file in the ZIP that is the body's
 * `content` (photos as JPEG, base64 in the request).
 */
export async function exportPendingZip(): Promise<Blob> {
  const entries = (await listEntries()).filter((e) => e.state !== 'sent');
  const files: Zippable = {};
  const manifest = [];
  for (const entry of entries) {
    let archivo: string | null = null;
    if (entry.fileRef) {
      const file = await getFile(entry.fileRef);
      if (file) {
        const extension = file.type === 'image/jpeg' ? 'jpg' : (file.name.split('.').pop() ?? 'bin');
        archivo = `archivos/${file.id}.${extension}`;
        files[archivo] = new Uint8Array(await file.blob.arrayBuffer());
      }
    }
    manifest.push({ ...entry, archivo });
  }
  files[EXPORT_MANIFEST] = strToU8(JSON.stringify({ exportadoEn: new Date().toISOString(), entradas: manifest }, null, 2));
  const zipped = zipSync(files, { level: 0 });
  return new Blob([zipped.buffer as ArrayBuffer], { type: 'application/zip' });
}

