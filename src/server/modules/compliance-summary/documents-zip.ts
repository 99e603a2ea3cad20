import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { createZipEntryNamer } from './zip-entry-names';

export interface ZipDocument {
  requirementId: string;
  year: number;
  month: number;
  name: string;
  extension: string;
  fileId: string;
}

/**
 * Documents.zip as a stream: documents are fed one at a time, waiting for the socket to drain
 * between files, so 500 documents never sit in memory at once. Entries are `{requisito}/{año}-{mes}/{nombre}`.
 */
export function streamDocumentsZip(input: {
  documents: readonly ZipDocument[];
  names: ReadonlyMap<string, string>;
  bytes: (fileId: string) => Promise<Uint8Array | undefined>;
  onError?: ((error: unknown) => void) | undefined;
  /** Another layout (the expedient's); called once per entry, in order, and must keep names unique. */
  entryName?: ((doc: ZipDocument) => string) | undefined;
}): Readable {
  const out = new PassThrough();
  async function pump() {
    const zip = new Zip((error, chunk, final) => {
      if (error) return void out.destroy(error);
      out.write(chunk);
      if (final) out.end();
    });
    const nameOf = createZipEntryNamer();
    for (const doc of input.documents) {
      if (out.destroyed) return;
      const bytes = await input.bytes(doc.fileId);
      // A row whose bytes are gone (a blob store restored from an older backup) is left out, not fatal.
      if (!bytes) continue;
      const entry = new ZipPassThrough(input.entryName ? input.entryName(doc) : nameOf({ requirement: input.names.get(doc.requirementId) ?? 'requisito', year: doc.year, month: doc.month, name: doc.name, extension: doc.extension }));
      zip.add(entry);
      entry.push(bytes, true);
      // A client that hangs up closes the stream instead of draining it: stop either way.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve).once('close', resolve));
    }
    zip.end();
  }
  pump().catch((error: unknown) => {
    input.onError?.(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
