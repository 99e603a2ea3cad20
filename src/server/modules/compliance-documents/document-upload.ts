import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ZUploadDocumentFields } from '../../../shared/contracts/compliance-documents.contract';
import { REPSE_REGISTRATION_REQUIREMENT, REPSE_VALIDITY_YEARS, acceptsUploads } from '../../../shared/domain/compliance';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { MULTIPART_MAX_BYTES } from '../files/upload-limits';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ServiceAccessPort } from '../services/service-access';
import { complianceDocumentsRepository } from './compliance-documents.repository';
import { clientReviewers, uploadedNotice } from './document-notices';
import { fileComplianceDocument } from '../vault/vault-filing';

export interface UploadInput {
  /** The multipart text fields sent before the file part. */
  fields: Record<string, string | undefined>;
  file: { stream: Readable; filename: string } | undefined;
}

export const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));

/**
 * The bytes are read (capped one byte over the limit by the multipart plugin) before the database
 * transaction opens: holding a transaction while a slow client sends 25 MB would block PGlite's one
 * connection. The file pipeline still checks size, extension and magic bytes inside the transaction.
 */
export async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** POST /services/{id}/requirements/{requirementId}: the provider delivers a document for a period. */
export function createDocumentUpload(deps: { db: Db; files: FilesService; notifications: NotificationsService; services: ServiceAccessPort; now?: () => Date }) {
  const repo = complianceDocumentsRepository(deps.db);

  return async function upload(actor: Actor, serviceId: string, requirementId: string, input: UploadInput) {
    const { service, access: company } = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
    const found = await repo.requirementOfSet(service.setId, requirementId);
    if (!found) throw new AppError('NOT_FOUND');
    const { requirement, stageId } = found;
    if (!acceptsUploads(requirement.name)) throw new AppError('CONFLICT', { message: M.noRecibeDocumentos });

    const parsed = ZUploadDocumentFields.safeParse(input.fields);
    // A browser sends an empty, nameless part when no file was chosen.
    const file = input.file?.filename ? input.file : undefined;
    if (!parsed.success || !file) {
      const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
      if (!file) fields.file = M.sinArchivo;
      throw new AppError('VALIDATION', { ...(file ? {} : { message: M.sinArchivo }), fields });
    }
    const { month, year, description, expiresOn } = parsed.data;

    const previous = await repo.newestOfPeriod(service.id, requirement.id, year, month);
    if (previous && previous.status !== 'REJECTED') throw new AppError('CONFLICT', { message: M.yaEntregado });

    const bytes = await readAll(file.stream);
    if (bytes.byteLength === 0) throw new AppError('VALIDATION', { message: M.vacio, fields: { file: M.vacio } });

    const now = deps.now?.() ?? new Date();
    const repse = requirement.name === REPSE_REGISTRATION_REQUIREMENT;
    const defaultExpiry = () => new Date(Date.UTC(now.getUTCFullYear() + REPSE_VALIDITY_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
    const invalid = M.noEsDeTipo(requirement.format);

    const document = await deps.db.transaction(async (tx) => {
      // Two uploads of one period racing: the second waits here and then sees the first.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`compliance-document:${service.id}:${requirement.id}:${year}-${month}`}))`);
      const racing = await complianceDocumentsRepository(tx).newestOfPeriod(service.id, requirement.id, year, month);
      if (racing && racing.status !== 'REJECTED') throw new AppError('CONFLICT', { message: M.yaEntregado });
      const stored = await deps.files.storeUpload({
        actor,
        companyId: service.providerCompanyId,
        kind: 'compliance-document',
        source: bytes,
        filename: file.filename,
        allowed: requirement.format === 'PDF' ? ['pdf'] : ['xml'],
        maxBytes: MULTIPART_MAX_BYTES,
        tx,
        messages: { invalid },
        audit: { serviceId: service.id, requirementId: requirement.id },
      });
      const r = complianceDocumentsRepository(tx);
      const row = await r.insert({
        companyId: service.providerCompanyId,
        serviceId: service.id,
        requirementId: requirement.id,
        year,
        month,
        fileId: stored.id,
        name: stored.name,
        extension: stored.ext ?? requirement.format.toLowerCase(),
        description,
        expiresOn: repse ? (expiresOn ?? defaultExpiry()) : null,
        status: 'REVIEW',
        uploadedBy: actor.userId,
      });
      await r.addEvent({ documentId: row.id, action: 'UPLOADED', userId: actor.userId, companyId: company.company.id });
      await fileComplianceDocument(tx, { service, stageId, year, month, file: stored, documentId: row.id, userId: actor.userId });
      await recordAudit(tx, {
        action: 'compliance-document.uploaded',
        actorUserId: actor.userId,
        companyId: service.providerCompanyId,
        entity: 'compliance_document',
        entityId: row.id,
        details: { serviceId: service.id, requirementId: requirement.id, year, month, fileId: stored.id },
      });
      const providerName = await r.companyName(service.providerCompanyId);
      await deps.notifications.notifyAudience(tx, clientReviewers(service), uploadedNotice(service, stageId, row, providerName, requirement.name));
      return row;
    });
    deps.notifications.sendSoon();
    return document;
  };
}
