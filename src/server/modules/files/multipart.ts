import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MULTIPART_MAX_BYTES } from './upload-limits';

/** A file part of a multipart body: its name and its stream, not yet read. */
export interface UploadFilePart {
  filename: string;
  stream: Readable;
}

/**
 * The `file` parts of a multipart upload as they arrive, at most `maxFiles` (nothing when the body
 * is not multipart). Each part is capped one byte over the largest accepted file, so the file
 * pipeline sees the excess and answers in Spanish. The caller reads each stream before the next part.
 */
export async function* uploadFileParts(request: FastifyRequest, maxFiles: number): AsyncGenerator<UploadFilePart> {
  if (!request.isMultipart()) return;
  for await (const part of request.files({ limits: { fileSize: MULTIPART_MAX_BYTES + 1, files: maxFiles, parts: maxFiles + 2 } })) yield { filename: part.filename, stream: part.file };
}

/**
 * The bytes of an uploaded part, read (capped by the multipart limit) before the database
 * transaction opens: holding a transaction while a slow client sends 25 MB would block PGlite's one
 * connection. The file pipeline still checks size, extension and magic bytes inside the transaction.
 * With keepBytes, at most that many bytes are kept (pass the limit + 1 to tell "too large").
 */
export async function readAll(stream: Readable, keepBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of stream) {
    // Past keepBytes the rest is drained, not kept: the next part of the body comes after it.
    if (kept >= keepBytes) continue;
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    const taken = bytes.subarray(0, keepBytes - kept);
    chunks.push(taken);
    kept += taken.length;
  }
  return Buffer.concat(chunks);
}
