import type { FileType } from '../../storage/file-types';

const MB = 1024 * 1024;

/** Documents and vault files: the compliance features store them through POST /api/v1/files. */
export const DOCUMENT_TYPES: readonly FileType[] = ['pdf', 'png', 'jpeg', 'webp', 'xml', 'xlsx', 'docx', 'txt', 'csv'];

/** What each kind accepted by the generic upload route may be, and how large. */
export const UPLOAD_KINDS = {
  document: { allowed: DOCUMENT_TYPES, maxBytes: 25 * MB },
  vault: { allowed: DOCUMENT_TYPES, maxBytes: 25 * MB },
  payroll_xml: { allowed: ['xml'] as readonly FileType[], maxBytes: 25 * MB },
} as const satisfies Record<string, { allowed: readonly FileType[]; maxBytes: number }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The largest file any multipart route accepts; routes pass smaller per-route limits. */
export const MULTIPART_MAX_BYTES = 25 * MB;
