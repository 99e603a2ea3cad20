import type { FastifyRequest } from 'fastify';
import { MULTIPART_MAX_BYTES } from '../files/upload-limits';
import type { UploadInput } from './document-upload';

/** The text fields that arrived before the file part. */
function textFields(fields: Record<string, unknown>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, field] of Object.entries(fields)) {
    const f = field as { type?: string; value?: unknown } | undefined;
    if (f?.type === 'field' && typeof f.value === 'string') out[name] = f.value;
  }
  return out;
}

/** A document upload's multipart body: the fields sent first and the `file` part (its stream, not yet read). */
export async function readUploadPart(request: FastifyRequest): Promise<UploadInput> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: MULTIPART_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 } }) : undefined;
  const file = part?.fieldname === 'file' ? { stream: part.file, filename: part.filename } : undefined;
  return { fields: part ? textFields(part.fields as Record<string, unknown>) : {}, file };
}
