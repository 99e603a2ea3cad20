import type { FileType } from '../../storage/file-types';

const MB = 1024 * 1024;

/** Documents and vault files: the compliance features store them through POST /api/v1/files. */
export const DOCUMENT_TYPES: readonly FileType[] = ['pdf', 'png', 'jpeg', 'webp', 'xml', 'xlsx', 'docx', 'txt', 'csv'];

/** What each kind accepted by the generic upload route may be, and how large. */
export const UPLOAD_KINDS = {
  document: { allowed: DOCUMENT_TYPES, maxBytes: 25 * MB },
  vault: { allowed: DOCUMENT_TYPES, maxBytes: 25 * MB },
  // A real CFDI de nómina weighs a few KB (tens with many concepts); 2 MB leaves room for any, and
  // keeps a crafted XML (a 20 MB attribute) away from the parser and the vault.
  payroll_xml: { allowed: ['xml'] as readonly FileType[], maxBytes: 2 * MB },
} as const satisfies Record<string, { allowed: readonly FileType[]; maxBytes: number }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The largest file any multipart route accepts; routes pass smaller per-route limits. */
export const MULTIPART_MAX_BYTES = 25 * MB;

/**
 * The SAT's official lists (issue 23, operator only): the article 69 "Firmes" CSV runs to tens of
 * MB. Not a files-pipeline kind: SAT publishes Windows-1252, and the pipeline's csv/txt check
 * accepts only UTF-8 text; the import keeps the sha256 of the bytes instead of the original.
 */
export const SAT_LIST_MAX_BYTES = 50 * MB;
