import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ZUploadDocumentFields } from '../../../shared/contracts/compliance-documents.contract';
import { REPSE_REGISTRATION_REQUIREMENT, REPSE_VALIDITY_YEARS, type RequirementFormat } from '../../../shared/domain/compliance';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { complianceDocuments as d } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { MULTIPART_MAX_BYTES } from '../files/upload-limits';
import { complianceDocumentsRepository } from './compliance-documents.repository';
import { fieldErrors, readAll, type UploadInput } from './document-upload';

/** The company-level document of a period (no service), newest first. */
async function newestCompanyDocument(db: Executor, companyId: string, requirementId: string, year: number, month: number) {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.companyId, companyId), isNull(d.serviceId), eq(d.requirementId, requirementId), eq(d.year, year), eq(d.month, month), isNull(d.deletedAt)))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(1);
  return row;
}

/**
 * A company delivers a document of its own stage (spec 2 §7 POST /stage/companyId/{c}/stageTemplateId/{id}
 * /requirements/{reqUid}): no service, so `serviceId` stays null. The caller (compliance-progress)
 * has already checked the member may upload and that the requirement is one of the company's stages.
 */
export function createCompanyDocumentUpload(deps: { db: Db; files: FilesService; now?: () => Date }) {
  return async function uploadCompany(actor: Actor, companyId: string, requirement: { id: string; name: string; format: RequirementFormat }, input: UploadInput) {
    const parsed = ZUploadDocumentFields.safeParse(input.fields);
    const file = input.file?.filename ? input.file : undefined;
    if (!parsed.success || !file) {
      const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
      if (!file) fields.file = M.sinArchivo;
      throw new AppError('VALIDATION', { ...(file ? {} : { message: M.sinArchivo }), fields });
    }
    const { month, year, description, expiresOn } = parsed.data;
    const previous = await newestCompanyDocument(deps.db, companyId, requirement.id, year, month);
    if (previous && previous.status !== 'REJECTED') throw new AppError('CONFLICT', { message: M.yaEntregado });

    const bytes = await readAll(file.stream);
    if (bytes.byteLength === 0) throw new AppError('VALIDATION', { message: M.vacio, fields: { file: M.vacio } });
    const now = deps.now?.() ?? new Date();
    const repse = requirement.name === REPSE_REGISTRATION_REQUIREMENT;
    const defaultExpiry = () => new Date(Date.UTC(now.getUTCFullYear() + REPSE_VALIDITY_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);

    return deps.db.transaction(async (tx) => {
      // Two uploads of one period racing: the second waits here and then sees the first.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-document:${companyId}:${requirement.id}:${year}-${month}`}))`);
      const racing = await newestCompanyDocument(tx, companyId, requirement.id, year, month);
      if (racing && racing.status !== 'REJECTED') throw new AppError('CONFLICT', { message: M.yaEntregado });
      const stored = await deps.files.storeUpload({
        actor,
        companyId,
        kind: 'compliance-document',
        source: bytes,
        filename: file.filename,
        allowed: requirement.format === 'PDF' ? ['pdf'] : ['xml'],
        maxBytes: MULTIPART_MAX_BYTES,
        tx,
        messages: { invalid: M.noEsDeTipo(requirement.format) },
        audit: { requirementId: requirement.id },
      });
      const r = complianceDocumentsRepository(tx);
      const row = await r.insert({
        companyId,
        serviceId: null,
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
      await r.addEvent({ documentId: row.id, action: 'UPLOADED', userId: actor.userId, companyId });
      await recordAudit(tx, { action: 'compliance-document.uploaded', actorUserId: actor.userId, companyId, entity: 'compliance_document', entityId: row.id, details: { requirementId: requirement.id, year, month, fileId: stored.id } });
      return row;
    });
  };
}
