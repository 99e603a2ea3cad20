import type { TVaultDocument, TVaultFolder } from '../../../shared/contracts/vault.contract';
import { extensionOfMime } from '../../storage/file-types';
import type { VaultFolderRow, VaultRepository } from './vault.repository';

type DocumentJoin = NonNullable<Awaited<ReturnType<VaultRepository['document']>>>;

/** The extension a document keeps on rename: the type its bytes were checked to be. */
export const documentExtension = (file: { ext: string | null; mime: string }): string => file.ext ?? extensionOfMime(file.mime) ?? '';

export const toFolderDto = (row: VaultFolderRow, readOnly: boolean): TVaultFolder => ({ id: row.id, name: row.name, kind: row.kind, parentId: row.parentId, readOnly });

export function toVaultDocumentDto(row: DocumentJoin, folderReadOnly: boolean): TVaultDocument {
  const d = row.document;
  return {
    id: d.id,
    fileId: d.fileId,
    name: d.name,
    mime: row.file.mime,
    size: row.file.size,
    sha256: row.file.sha256,
    cid: row.file.cid ?? '',
    createdAt: d.createdAt.toISOString(),
    uploadedBy: row.uploader ?? '',
    source: d.source,
    readOnly: folderReadOnly || d.source !== 'VAULT',
    extension: documentExtension(row.file),
    description: d.description,
    tags: d.tags,
    updatedAt: d.updatedAt?.toISOString() ?? null,
  };
}
