import { FORBIDDEN_FILE_NAME_CHARS, VAULT_DOCUMENT_LIMITS as L, VAULT_SHARED_PAGE_SIZE, VAULT_DOCUMENT_SOURCES, VAULT_FOLDER_KINDS, VAULT_LEDGER_ACTIONS, vaultTagKey } from '../domain/vault';
import { z } from '../domain/zod-locale';
import { MENSAJES_BOVEDA as M } from '../labels/vault';
import { envelope } from './envelope';

export const ZVaultCompanyParams = z.object({ companyId: z.uuid() });
export const ZVaultFolderQuery = z.object({ folderId: z.uuid().optional() });
export const ZVaultDocumentParams = z.object({ companyId: z.uuid(), documentId: z.uuid() });
export const ZVaultFolderParams = z.object({ companyId: z.uuid(), folderId: z.uuid() });
export const ZVaultFileQuery = z.object({ download: z.enum(['0', '1']).optional() });
export const ZBlockchainParams = z.object({ fileId: z.uuid() });

export const ZCreateVaultFolderRequest = z.object({
  name: z.string().trim().min(1, M.nombreRequerido).max(120, M.nombreLargo),
  parentId: z.uuid().nullable().optional(),
});
export type TCreateVaultFolderRequest = z.infer<typeof ZCreateVaultFolderRequest>;

export const ZVaultFolder = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(VAULT_FOLDER_KINDS),
  parentId: z.uuid().nullable(),
  /** Made by the server (Contratos, service filing) or seen through a shared service: no writes. */
  readOnly: z.boolean(),
});
export type TVaultFolder = z.infer<typeof ZVaultFolder>;

export const ZVaultDocument = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  cid: z.string(),
  createdAt: z.string(),
  uploadedBy: z.string(),
  source: z.enum(VAULT_DOCUMENT_SOURCES),
  readOnly: z.boolean(),
  /** The file's extension (kept on rename: the bytes never change), without the dot; '' when unknown. */
  extension: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Last PUT /document, null when never edited. */
  updatedAt: z.string().nullable(),
});
export type TVaultDocument = z.infer<typeof ZVaultDocument>;

export const ZVaultFolderView = z.object({
  /** null at the root of the company's vault. */
  folder: ZVaultFolder.nullable(),
  breadcrumbs: z.array(z.object({ id: z.uuid(), name: z.string() })),
  folders: z.array(ZVaultFolder),
  documents: z.array(ZVaultDocument),
  /** The viewer may create folders, upload and delete here. */
  canWrite: z.boolean(),
});
export type TVaultFolderView = z.infer<typeof ZVaultFolderView>;
export const ZVaultFolderViewResponse = envelope(ZVaultFolderView);
export const ZVaultFolderResponse = envelope(ZVaultFolder);
/** «Compartidos conmigo»: a page of the shared service folders by name; `search` matches the service's name (no case or accents). */
export const ZVaultSharedQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(VAULT_SHARED_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});
export type TVaultSharedQuery = z.infer<typeof ZVaultSharedQuery>;
export const ZVaultSharedFolder = ZVaultFolder.extend({ ownerName: z.string() });
export type TVaultSharedFolder = z.infer<typeof ZVaultSharedFolder>;
/** `total` counts no further than VAULT_SHARED_COUNT_CAP (VAULT_SHARED_SEARCH_CAP with a search, whose pages stop there); `totalCapped` says there are more. */
export const ZVaultSharedPage = z.object({ items: z.array(ZVaultSharedFolder), total: z.number().int(), totalCapped: z.boolean(), page: z.number().int(), size: z.number().int() });
export type TVaultSharedPage = z.infer<typeof ZVaultSharedPage>;
export const ZVaultSharedResponse = envelope(ZVaultSharedPage);
export const ZVaultUploadResponse = envelope(z.array(ZVaultDocument));

/** One tag of a vault document: trimmed, 1–30 characters. */
export const ZVaultTag = z.string().trim().min(1, M.etiquetaVacia).max(L.tag, M.etiquetaLarga(L.tag));

/**
 * PUT /api/v1/document: a vault document's name, description and tags, all three sent (PUT
 * replaces them; '' and [] clear); never its bytes: a new version is a new file. `name` is the
 * name without the extension, which the file keeps (typed again, it is kept once). `companyId` is
 * the company the vault is viewed as (the document's own when omitted), as in the other vault calls.
 */
export const ZUpdateVaultDocumentRequest = z.object({
  id: z.uuid(),
  companyId: z.uuid().optional(),
  name: z
    .string()
    .trim()
    .min(1, M.nombreDocumentoRequerido)
    .max(L.name, M.nombreDocumentoLargo(L.name))
    .refine((name) => !FORBIDDEN_FILE_NAME_CHARS.test(name), M.nombreDocumentoInvalido)
    .refine((name) => !/^[.\s]*$/.test(name), M.nombreSoloPuntos),
  description: z.string().trim().max(L.description, M.descripcionLarga(L.description)),
  tags: z
    .array(ZVaultTag)
    .max(L.tags, M.demasiadasEtiquetas(L.tags))
    .refine((tags) => new Set(tags.map(vaultTagKey)).size === tags.length, M.etiquetaRepetida),
});
export type TUpdateVaultDocumentRequest = z.infer<typeof ZUpdateVaultDocumentRequest>;
export const ZVaultDocumentResponse = envelope(ZVaultDocument);

export const ZFileHistoryEntry = z.object({
  index: z.number().int(),
  action: z.enum(VAULT_LEDGER_ACTIONS),
  user: z.string(),
  date: z.string(),
  sha256: z.string(),
  cid: z.string(),
  /** Views (READ) by one user within an hour fold into one line: how many it stands for (1 for every other event). */
  count: z.number().int().min(1),
  /** UPDATE only: sha256 of the canonical JSON of the details it set (src/shared/domain/vault-details.ts). */
  detailsSha256: z.string().optional(),
});
export type TFileHistoryEntry = z.infer<typeof ZFileHistoryEntry>;
export const ZFileHistoryResponse = envelope(z.array(ZFileHistoryEntry));
