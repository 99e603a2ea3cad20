import type { TComplianceDocument } from '../../../shared/contracts/compliance-documents.contract';
import type { ComplianceDocumentRow } from './compliance-documents.repository';

export function toDocumentDto(row: ComplianceDocumentRow): TComplianceDocument {
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
