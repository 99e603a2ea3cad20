import type { TCreateVaultFolderRequest, TFileHistoryEntry, TUpdateVaultDocumentRequest, TVaultDocument, TVaultFolderView, TVaultSharedPage, TVaultSharedQuery } from '../../../shared/contracts/vault.contract';
import { nameWithExtension, VAULT_SHARED_COUNT_CAP, VAULT_SHARED_SEARCH_CAP } from '../../../shared/domain/vault';
import { vaultDetailsSha256 } from '../../../shared/domain/vault-details';
import { MENSAJES_BOVEDA as M } from '../../../shared/labels/vault';
import { companyGuard, requireIn } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { readAll, type UploadFilePart } from '../files/multipart';
import { UPLOAD_KINDS } from '../files/upload-limits';
import { breadcrumbsOf, folderFor, requireVault } from './vault-access';
import { ensureContractsFolder } from './vault-filing';
import { foldRepeatedViews } from './vault-history';
import { appendVaultEvent, recordVaultRead, vaultFileHistory } from './vault-ledger';
import { documentExtension, toFolderDto, toVaultDocumentDto } from './vault.dto';
import { vaultRepository } from './vault.repository';

export interface VaultDeps {
  db: Db;
  files: FilesService;
  now?: () => Date;
}

const MAX_MB = Math.round(UPLOAD_KINDS.vault.maxBytes / (1024 * 1024));

/** Owner of vault_folders and vault_documents: folders, uploads, reads and deletions (spec 2 §2 Vault). */
export function createVaultService(deps: VaultDeps) {
  const repo = vaultRepository(deps.db);
  const guard = companyGuard(deps.db);
  const now = () => deps.now?.() ?? new Date();

  /** A document the viewer company reaches (own, or in a folder shared with it). */
  async function documentFor(actor: Actor, companyId: string, documentId: string, action: 'read' | 'manage') {
    const access = await requireVault(guard, actor, companyId, action);
    const row = await repo.document(documentId);
    if (!row) throw new AppError('NOT_FOUND');
    const folder = await folderFor(repo, companyId, row.document.folderId);
    return { access, row, folder };
  }

  /** Whoever reaches one of the file's vault rows, deleted ones included, through a company with the vault. */
  async function requireFileReader(actor: Actor, fileId: string) {
    const rows = await repo.documentsOfFile(fileId);
    const companyIds = rows.flatMap((r) => [r.document.companyId, ...(r.folder.sharedWithCompanyId ? [r.folder.sharedWithCompanyId] : [])]);
    if (!companyIds.length) throw new AppError('NOT_FOUND');
    const access = requireIn(await guard.companiesOf(actor), companyIds, 'read');
    if (!access.flags.canAccessVault) throw new AppError('FORBIDDEN');
  }

  return {
    async folderView(actor: Actor, companyId: string, folderId: string | undefined): Promise<TVaultFolderView> {
      const access = await requireVault(guard, actor, companyId, 'read');
      const writer = access.role === 'Administrador' || access.role === 'Colaborador';
      if (!folderId) {
        let folders = await repo.childFolders(companyId, null);
        if (!folders.some((f) => f.kind === 'CONTRATOS')) {
          await deps.db.transaction((tx) => ensureContractsFolder(tx, companyId));
          folders = await repo.childFolders(companyId, null);
        }
        return { folder: null, breadcrumbs: [], folders: folders.map((f) => toFolderDto(f, f.kind !== 'USER')), documents: [], canWrite: writer };
      }
      const { folder, own, readOnly } = await folderFor(repo, companyId, folderId);
      const [children, documents, breadcrumbs] = await Promise.all([repo.childFolders(folder.companyId, folder.id), repo.documentsOf(folder.companyId, folder.id), breadcrumbsOf(repo, companyId, folder)]);
      return {
        folder: toFolderDto(folder, readOnly),
        breadcrumbs,
        folders: children.map((f) => toFolderDto(f, !own || f.kind !== 'USER')),
        documents: documents.map((d) => toVaultDocumentDto(d, readOnly)),
        canWrite: writer && !readOnly,
      };
    },

    async shared(actor: Actor, companyId: string, query: TVaultSharedQuery): Promise<TVaultSharedPage> {
      await requireVault(guard, actor, companyId, 'read');
      const cap = query.search ? VAULT_SHARED_SEARCH_CAP : VAULT_SHARED_COUNT_CAP;
      const { items, matched } = await repo.sharedPage(companyId, { search: query.search || undefined, offset: query.page * query.size, limit: query.size, countCap: cap });
      return {
        // A service has two shared folders, its deliveries ({servicio}) and its contract (Contratos › {servicio}).
        items: items.map((r) => ({ ...toFolderDto(r.folder, true), ...(r.parentName ? { name: `${r.parentName} › ${r.folder.name}` } : {}), ownerName: r.ownerName })),
        total: Math.min(matched, cap),
        totalCapped: matched > cap,
        page: query.page,
        size: query.size,
      };
    },

    async createFolder(actor: Actor, companyId: string, body: TCreateVaultFolderRequest) {
      await requireVault(guard, actor, companyId, 'manage');
      const parentId = body.parentId ?? null;
      if (parentId) {
        const parent = await folderFor(repo, companyId, parentId);
        if (parent.readOnly) throw new AppError('FORBIDDEN', { message: M.soloLectura });
      }
      return deps.db.transaction(async (tx) => {
        const r = vaultRepository(tx);
        if (await r.sameName(companyId, parentId, body.name)) throw new AppError('CONFLICT', { message: M.carpetaDuplicada, fields: { name: M.carpetaDuplicada } });
        const row = await r.insertFolder({ companyId, parentId, name: body.name, kind: 'USER', createdBy: actor.userId });
        await recordAudit(tx, { action: 'vault.folder.created', actorUserId: actor.userId, companyId, entity: 'vault_folder', entityId: row.id, details: { name: row.name, parentId } });
        return toFolderDto(row, false);
      });
    },

    /** Only an empty folder a person made; it leaves the listing (nothing it held is lost). */
    async removeFolder(actor: Actor, companyId: string, folderId: string) {
      await requireVault(guard, actor, companyId, 'manage');
      const { folder, readOnly } = await folderFor(repo, companyId, folderId);
      if (readOnly) throw new AppError('FORBIDDEN', { message: M.soloLectura });
      await deps.db.transaction(async (tx) => {
        const r = vaultRepository(tx);
        const children = await r.childFolders(companyId, folder.id);
        const documents = await r.documentsOf(folder.companyId, folder.id);
        if (children.length || documents.length) throw new AppError('CONFLICT', { message: M.carpetaNoVacia });
        await r.softDeleteFolder(folder.id, now());
        await recordAudit(tx, { action: 'vault.folder.deleted', actorUserId: actor.userId, companyId, entity: 'vault_folder', entityId: folder.id, details: { name: folder.name } });
      });
    },

    /** Stores each file part as it arrives: its file row, vault row and ledger CREATE commit together. */
    async upload(actor: Actor, companyId: string, folderId: string, parts: AsyncIterable<UploadFilePart>) {
      await requireVault(guard, actor, companyId, 'manage');
      const target = await folderFor(repo, companyId, folderId);
      if (target.readOnly) throw new AppError('FORBIDDEN', { message: M.soloLectura });
      const ids: string[] = [];
      for await (const part of parts) {
        const bytes = await readAll(part.stream);
        if (!part.filename) continue;
        const id = await deps.db.transaction(async (tx) => {
          const file = await deps.files.storeUpload({
            actor,
            companyId,
            kind: 'vault',
            source: bytes,
            filename: part.filename,
            allowed: UPLOAD_KINDS.vault.allowed,
            maxBytes: UPLOAD_KINDS.vault.maxBytes,
            tx,
            messages: { tooLarge: M.muyGrande(MAX_MB) },
            audit: { vaultFolderId: folderId },
          });
          const row = await vaultRepository(tx).insertDocument({ companyId, folderId, fileId: file.id, name: file.name, uploadedBy: actor.userId });
          await appendVaultEvent(tx, { fileId: file.id, sha256: file.sha256, cid: file.cid ?? '', action: 'CREATE', userId: actor.userId, companyId });
          return row.id;
        });
        ids.push(id);
      }
      if (!ids.length) throw new AppError('VALIDATION', { message: M.sinArchivo, fields: { file: M.sinArchivo } });
      const rows = await Promise.all(ids.map((id) => repo.document(id)));
      return rows.flatMap((row) => (row ? [toVaultDocumentDto(row, false)] : []));
    },

    /** The bytes, with a READ (viewed) or DOWNLOAD entry for the ledger (recorded lock-free, indexed shortly after). */
    async file(actor: Actor, companyId: string, documentId: string, download: boolean) {
      const { row } = await documentFor(actor, companyId, documentId, 'read');
      const file = await deps.files.findById(row.document.fileId);
      const bytes = file ? await deps.files.bytes(file.id) : undefined;
      if (!file || !bytes) throw new AppError('NOT_FOUND');
      // No append lock on the read path: the entry waits in ledger_pending for its index (vault-ledger.ts).
      await recordVaultRead(deps.db, { fileId: file.id, sha256: file.sha256, cid: file.cid ?? '', action: download ? 'DOWNLOAD' : 'READ', userId: actor.userId, companyId });
      // Served under the document's name in the vault, which PUT /document may have changed.
      return { file: { ...file, name: row.document.name }, bytes };
    },

    /** Soft delete: the row leaves the listing, the bytes and the history stay, the ledger says DELETE. */
    async remove(actor: Actor, companyId: string, documentId: string) {
      const { row, folder } = await documentFor(actor, companyId, documentId, 'manage');
      if (folder.readOnly || row.document.source !== 'VAULT') throw new AppError('FORBIDDEN', { message: M.documentoDeOtroModulo });
      await deps.db.transaction(async (tx) => {
        await vaultRepository(tx).softDelete(row.document.id, actor.userId, now());
        await appendVaultEvent(tx, { fileId: row.document.fileId, sha256: row.file.sha256, cid: row.file.cid ?? '', action: 'DELETE', userId: actor.userId, companyId });
        await recordAudit(tx, { action: 'vault.document.deleted', actorUserId: actor.userId, companyId, entity: 'vault_document', entityId: row.document.id, details: { fileId: row.document.fileId } });
      });
    },

    /**
     * PUT /document: a document's name, description and tags, never its bytes (a new version is a
     * new file). The rule of deleting: Administrador or Colaborador, in a folder people write in
     * (a folder Avala files in, a shared one, or a copy filed from a service is 403). The extension
     * is the file's and is kept. The new details, a ledger UPDATE entry carrying the sha256 of their
     * canonical JSON (the file's sha256 and CID unchanged) and the Bitácora line commit together;
     * sending the same details again changes and records nothing.
     */
    async updateDetails(actor: Actor, body: TUpdateVaultDocumentRequest): Promise<{ document: TVaultDocument; changed: boolean }> {
      const companyId = body.companyId ?? (await repo.document(body.id))?.document.companyId;
      if (!companyId) throw new AppError('NOT_FOUND');
      const { row, folder } = await documentFor(actor, companyId, body.id, 'manage');
      if (folder.readOnly || row.document.source !== 'VAULT') throw new AppError('FORBIDDEN', { message: M.documentoDeOtroModulo });
      const before = { name: row.document.name, description: row.document.description, tags: row.document.tags };
      const after = { name: nameWithExtension(body.name, documentExtension(row.file)), description: body.description, tags: body.tags };
      const sameTags = before.tags.length === after.tags.length && before.tags.every((tag, i) => tag === after.tags[i]);
      if (before.name === after.name && before.description === after.description && sameTags) return { document: toVaultDocumentDto(row, false), changed: false };
      const detailsSha256 = await vaultDetailsSha256({ documentId: row.document.id, ...after });
      await deps.db.transaction(async (tx) => {
        if (!(await vaultRepository(tx).updateDetails(row.document.id, { ...after, updatedAt: now(), updatedBy: actor.userId }))) throw new AppError('NOT_FOUND');
        await appendVaultEvent(tx, { fileId: row.document.fileId, sha256: row.file.sha256, cid: row.file.cid ?? '', action: 'UPDATE', userId: actor.userId, companyId, detailsSha256 });
        await recordAudit(tx, { action: 'vault.document.updated', actorUserId: actor.userId, companyId, entity: 'vault_document', entityId: row.document.id, details: { fileId: row.document.fileId, before, after, detailsSha256 } });
      });
      const updated = await repo.document(row.document.id);
      if (!updated) throw new AppError('NOT_FOUND');
      return { document: toVaultDocumentDto(updated, false), changed: true };
    },

    /**
     * A file's ledger history (GET /blockchain/{fileId}/history): readable by whoever reaches one of
     * its vault rows, deleted ones included, through a company with the vault. Reading it records
     * nothing; repeated views fold into one line (vault-history.ts).
     */
    async history(actor: Actor, fileId: string): Promise<TFileHistoryEntry[]> {
      await requireFileReader(actor, fileId);
      const entries = foldRepeatedViews(await vaultFileHistory(deps.db, fileId));
      const names = await repo.userNames([...new Set(entries.flatMap((e) => (e.userId ? [e.userId] : [])))]);
      return entries.map((e) => ({ index: e.index, action: e.action, user: (e.userId && names.get(e.userId)) || 'Avala', date: e.at, sha256: e.sha256, cid: e.cid, count: e.count, ...(e.detailsSha256 ? { detailsSha256: e.detailsSha256 } : {}) }));
    },

    /** Whether the actor may read the file's ledger history (and so its full ledger entries), by the rule of history(). */
    async mayReadFile(actor: Actor, fileId: string): Promise<boolean> {
      return requireFileReader(actor, fileId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return false;
          throw error;
        },
      );
    },

    documentFor,
  };
}
export type VaultService = ReturnType<typeof createVaultService>;
