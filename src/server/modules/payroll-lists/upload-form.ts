import type { FastifyRequest } from 'fastify';
import { WORKER_LIST_MAX_BYTES } from '../../../shared/domain/payroll-list-template';
import { readAll } from '../files/multipart';

export interface WorkerListForm {
  fields: Record<string, string | undefined>;
  file: { filename: string; bytes: Uint8Array } | undefined;
}

/**
 * The multipart body of a list upload: the text fields sent before the `file` part, and the file's
 * bytes read (one byte over the limit kept, so "too large" can be told) before any transaction opens.
 */
export async function readWorkerListForm(request: FastifyRequest): Promise<WorkerListForm> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: WORKER_LIST_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 } }) : undefined;
  if (!part) return { fields: {}, file: undefined };
  const fields: Record<string, string | undefined> = {};
  for (const [name, field] of Object.entries(part.fields as Record<string, unknown>)) {
    const f = field as { type?: string; value?: unknown } | undefined;
    if (f?.type === 'field' && typeof f.value === 'string') fields[name] = f.value;
  }
  const bytes = await readAll(part.file, WORKER_LIST_MAX_BYTES + 1);
  // A browser sends an empty, nameless part when no file was chosen.
  return { fields, file: part.fieldname === 'file' && part.filename ? { filename: part.filename, bytes } : undefined };
}
