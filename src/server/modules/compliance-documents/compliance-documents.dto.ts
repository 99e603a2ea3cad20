import type { TComplianceDocument } from '../../../shared/contracts/compliance-documents.contract';
import type { ComplianceDocumentRow } from './compliance-documents.repository';

/** The columns a document's answer reads (a stage reads only these for its many documents). */
export type DocumentDtoSource = Pick<ComplianceDocumentRow, 'id' | 'fileId' | 'name' | 'extension' | 'description' | 'year' | 'month' | 'expiresOn' | 'createdAt' | 'status' | 'validationComment' | 'validatedAt'>;

export function toDocumentDto(row: DocumentDtoSource): TComplianceDocument {
  return {
    id: row.id,
    fileId: row.fileId,
    name: row.name,
    extension: row.extension,
    description: row.description,
    year: row.year,
    month: row.month,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    validationStatus: { status: row.status, comments: row.validationComment, date: row.validatedAt?.toISOString() ?? null },
  };
}
