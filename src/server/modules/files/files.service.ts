import type { Readable } from 'node:stream';
import { MENSAJES_ARCHIVO as A } from '../../../shared/labels/messages';
import { companyGuard } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { safeBaseName } from '../../storage/content-disposition';
import { detectFileType, type FileType } from '../../storage/file-types';
import { fileIdentity } from './file-identity';
import { filesRepository, type FileRow } from './files.repository';
import { UPLOAD_KINDS, type UploadKind } from './upload-limits';
import { inspectXlsxArchiveInWorker, workbookProblemMessage } from '../../xlsx/workbook-parse-pool';

export interface StoreUploadInput {
  /** Who uploads; null for files the server makes or receives from a signing link. */
  actor: Pick<Actor, 'userId'> | null;
  companyId: string | null;
  kind: string;
  /** The bytes (base64 JSON routes) or the file part of a multipart request, read as it arrives. */
  source: Uint8Array | Readable;
  /** The uploader's name; only its base survives, the extension comes from the checked type. */
  filename: string;
  /** The extension the client claims; by default the one in `filename`. */
  extension?: string;
  allowed: readonly FileType[];
  maxBytes: number;
  /** The caller's transaction: the row and its audit line commit (or roll back) with the caller's write. */
  tx?: Executor;
  /** Messages the calling form already shows for a refused file, and the field they belong to. */
  messages?: { invalid?: string; tooLarge?: string };
  field?: string;
  /** Extra audit details (e.g. the generator a photo belongs to). */
  audit?: Record<string, unknown>;
}

const extensionOf = (filename: string) => /\.([^./\\]+)$/.exec(filename)?.[1] ?? '';

/** Reads a stream, refusing it as soon as it passes `maxBytes` instead of buffering a huge body. */
async function readCapped(source: Readable, maxBytes: number, tooLarge: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.byteLength;
    if (total > maxBytes) {
      source.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The one file pipeline (ARCHITECTURE §2, Files). Every upload of every module comes here:
 * size, claimed extension and magic bytes are checked; sha256 and an IPFS CIDv1 are computed; the
 * bytes go to the BlobStore under a generated id; then the `files` row and its audit line are
 * written through the caller's transaction. The stored name keeps the uploader's base name but
 * the extension of the type the bytes proved to be.
 */
export function createFilesService(deps: { db: Db; blobs: BlobStore }) {
  const repo = filesRepository(deps.db);
  const guard = companyGuard(deps.db);

  async function storeUpload(input: StoreUploadInput): Promise<FileRow> {
    const field = input.field ?? 'file';
    const refuse = (message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') => new AppError(code, { message, fields: { [field]: message } });
    const tooLarge = () => (input.messages?.tooLarge ? refuse(input.messages.tooLarge) : refuse(A.muyGrande(input.maxBytes), 'PAYLOAD_TOO_LARGE'));

    let bytes: Uint8Array;
    if (input.source instanceof Uint8Array) {
      bytes = input.source;
      if (bytes.byteLength > input.maxBytes) throw tooLarge();
    } else {
      bytes = await readCapped(input.source, input.maxBytes, tooLarge);
    }
    if (bytes.byteLength === 0) throw refuse(input.messages?.invalid ?? A.archivoVacio);

    const checked = detectFileType(bytes, input.extension ?? extensionOf(input.filename), input.allowed);
    if (!checked.ok) throw refuse(input.messages?.invalid ?? (checked.problem === 'doctype' ? A.xmlConDoctype : A.tipoNoPermitido));

    if (checked.ext === 'xlsx') {
      // A workbook is a zip: entries, real unpacked size and macros are checked off the main thread.
      const archive = await inspectXlsxArchiveInWorker(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (!archive.ok) throw refuse(workbookProblemMessage(archive.problem));
    }

    const { sha256, cid } = fileIdentity(bytes);
    const blob = await deps.blobs.put(bytes);
    const write = async (executor: Executor) => {
      const row = await repo.insert(executor, {
        id: blob.id,
        companyId: input.companyId,
        kind: input.kind,
        name: `${safeBaseName(input.filename)}.${checked.ext}`,
        mime: checked.mime,
        ext: checked.ext,
        size: bytes.byteLength,
        sha256,
        cid,
        createdBy: input.actor?.userId ?? null,
      });
      await recordAudit(executor, {
        action: 'file.stored',
        actorUserId: input.actor?.userId ?? null,
        companyId: input.companyId,
        entity: 'file',
        entityId: row.id,
        details: { kind: input.kind, sha256, cid, size: row.size, ...input.audit },
      });
      return row;
    };
    try {
      // Without a caller's transaction the row and its audit line still commit together.
      return input.tx ? await write(input.tx) : await deps.db.transaction(write);
    } catch (error) {
      // Best effort: a blob without its row is unreachable, so drop it; the DB error is what matters.
      await deps.blobs.delete(blob.id).catch(() => undefined);
      throw error;
    }
  }

  return {
    storeUpload,

    /** A company's file row; undefined when it is another company's. */
    find: (companyId: string, id: string) => repo.find(companyId, id),
    /** A file row by id, for callers that reached it through a row they already checked access to. */
    findById: (id: string) => repo.findById(id),
    /** The bytes of a stored file. */
    bytes: (id: string) => deps.blobs.get(id),
    /** Gives an unowned upload to its company, in the caller's transaction. */
    assignToCompany: (tx: Executor, id: string, companyId: string) => repo.assignCompany(tx, id, companyId),
    /** Removes the row in the caller's transaction; call `deleteBytes` once that transaction committed. */
    removeRow: (tx: Executor, id: string) => repo.remove(tx, id),
    deleteBytes: (id: string) => deps.blobs.delete(id),

    /** POST /api/v1/files: a document of the actor's company, streamed from a multipart request. */
    async uploadForCompany(actor: Actor, companyId: string, kind: string, file: { stream: Readable; filename: string }) {
      if (!(kind in UPLOAD_KINDS)) throw new AppError('VALIDATION', { message: A.tipoDeArchivoInvalido, fields: { kind: A.tipoDeArchivoInvalido } });
      await guard.requireCompany(actor, companyId, 'manage');
      const limits = UPLOAD_KINDS[kind as UploadKind];
      return storeUpload({ actor, companyId, kind, source: file.stream, filename: file.filename, allowed: limits.allowed, maxBytes: limits.maxBytes });
    },

    /** GET /api/v1/files/:id: any member of the owner company; another company's file is 404. */
    async downloadForCompany(actor: Actor, id: string) {
      const row = await repo.findById(id);
      if (!row?.companyId) throw new AppError('NOT_FOUND');
      await guard.requireCompany(actor, row.companyId, 'read');
      const bytes = await deps.blobs.get(row.id);
      if (!bytes) throw new AppError('NOT_FOUND');
      return { row, bytes };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
