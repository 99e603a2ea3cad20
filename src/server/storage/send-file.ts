import type { FastifyReply } from 'fastify';
import { contentDisposition, downloadName } from './content-disposition';

/**
 * A stored file's bytes to a signed-in viewer: shown inline or saved as a download, never sniffed
 * into another type, never cached (a later permission change must apply at once).
 */
export function sendPrivateFile(reply: FastifyReply, file: { name: string; mime: string; ext?: string | null }, bytes: Uint8Array, download: boolean) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', downloadName(file.name, file)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
