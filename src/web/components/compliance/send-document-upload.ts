import type { TComplianceDocument } from '../../../shared/contracts/compliance-documents.contract';
import { uploadWithProgress } from '../../lib/http/upload-with-progress';

export interface UploadDocumentInput {
  requirementId: string;
  month: number;
  year: number;
  description: string;
  expiresOn?: string;
  file: File;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

/** POSTs a document upload to `path` as multipart: the fields first, then the file (what the server reads). */
export function sendDocumentUpload(path: string, input: UploadDocumentInput): Promise<{ respuesta: TComplianceDocument; mensaje: string }> {
  const form = new FormData();
  form.append('month', String(input.month));
  form.append('year', String(input.year));
  form.append('description', input.description);
  if (input.expiresOn) form.append('expiresOn', input.expiresOn);
  form.append('file', input.file, input.file.name);
  return uploadWithProgress<TComplianceDocument>(path, form, input.onProgress);
}
