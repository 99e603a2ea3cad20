import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ZServiceUploadFields, ZUploadDocumentFields } from '../../../shared/contracts/compliance-documents.contract';
import { REPSE_REGISTRATION_REQUIREMENT, REPSE_VALIDITY_YEARS, type Period, type RequirementFormat } from '../../../shared/domain/compliance';
import { clampPeriod, isInRange, type PeriodRange } from '../../../shared/domain/upload-period';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { monthName } from '../../../shared/labels/months';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { complianceDocuments as d } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { readAll } from '../files/multipart';
import { MULTIPART_MAX_BYTES } from '../files/upload-limits';
import { complianceDocumentsRepository, type ComplianceDocumentRow } from './compliance-documents.repository';
import type { UploadInput } from './document-upload';

export const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));

type StoredFile = Awaited<ReturnType<FilesService['storeUpload']>>;

/** Where a document is delivered: under a service (the provider delivers) or at company level (no service). */
export interface UploadTarget {
  /** The delivering company: owner of the file and of the document row. */
  companyId: string;
  serviceId: string | null;
  requirement: { id: string; name: string; format: RequirementFormat };
  /** The company recorded on the UPLOADED history event (the actor's). */
  actorCompanyId: string;
  /** Inside the transaction, after the row and its UPLOADED event: vault filing, notices. */
  afterInsert?: (tx: Executor, row: ComplianceDocumentRow, stored: StoredFile) => Promise<void>;
  /**
   * A service's span: the period must fall inside it. A one-time requirement (`once`) takes the
   * delivery date (`today`, brought inside the span) and has one live document whatever its period.
   */
  span?: { range: PeriodRange; once: boolean; today: Period };
}

const periodLabel = (p: Period) => `${monthName(p.month)} ${p.year}`;

/** The newest live document of a period (of any period for a one-time requirement), on the service or at company level. */
async function newestOfPeriod(db: Executor, target: UploadTarget, year: number, month: number) {
  const owner = target.serviceId ? eq(d.serviceId, target.serviceId) : and(eq(d.companyId, target.companyId), isNull(d.serviceId));
  const period = target.span?.once ? undefined : and(eq(d.year, year), eq(d.month, month));
  const [row] = await db
    .select()
    .from(d)
    .where(and(owner, eq(d.requirementId, target.requirement.id), period, isNull(d.deletedAt)))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(1);
  return row;
}

/**
 * The one upload pipeline of compliance documents (spec 2 §5 upload dialog): fields, file present and
 * not empty, one live document per period unless the last was rejected, bytes checked by the files
 * pipeline (format by magic bytes), the row, its history event and audit line in one transaction.
 * Callers authorize first and pass what differs (service or company level) in `target`.
 */
export async function uploadComplianceDocument(deps: { db: Db; files: FilesService; now?: (() => Date) | undefined }, actor: Actor, target: UploadTarget, input: UploadInput): Promise<ComplianceDocumentRow> {
  const { requirement, span } = target;
  const once = span?.once ? clampPeriod(span.today, span.range) : undefined;
  const sent = once ? { ...input.fields, month: String(once.month), year: String(once.year) } : input.fields;
  const parsed = (span ? ZServiceUploadFields : ZUploadDocumentFields).safeParse(sent);
  // A browser sends an empty, nameless part when no file was chosen.
  const file = input.file?.filename ? input.file : undefined;
  if (!parsed.success || !file) {
    const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!file) fields.file = M.sinArchivo;
    throw new AppError('VALIDATION', { ...(file ? {} : { message: M.sinArchivo }), fields });
  }
  const { month, year, description, expiresOn } = parsed.data;
  if (span && !isInRange({ year, month }, span.range)) {
    const message = M.fueraDelServicio(periodLabel(span.range.first), periodLabel(span.range.last));
    throw new AppError('VALIDATION', { message, fields: { month: message, year: message } });
  }
  const previous = await newestOfPeriod(deps.db, target, year, month);
  if (previous && previous.status !== 'REJECTED') throw new AppError('CONFLICT', { message: M.yaEntregado });

  const bytes = await readAll(file.stream);
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', { message: M.vacio, fields: { file: M.vacio } });
  const now = deps.now?.() ?? new Date();
  const repse = requirement.name === REPSE_REGISTRATION_REQUIREMENT;
  const defaultExpiry = () => new Date(Date.UTC(now.getUTCFullYear() + REPSE_VALIDITY_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
  const lockKey = target.serviceId ? `compliance-document:${target.serviceId}` : `company-document:${target.companyId}`;
  const where = target.serviceId ? { serviceId: target.serviceId } : {};

  return deps.db.transaction(async (tx) => {
    // Two uploads of one period racing: the second waits here and then sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${lockKey}:${requirement.id}:${once ? 'once' : `${year}-${month}`}`}))`);
    const racing = await newestOfPeriod(tx, target, year, month);
    if (racing && racing.status !== 'REJECTED') throw new AppError('CONFLICT', { message: M.yaEntregado });
    const stored = await deps.files.storeUpload({
      actor,
      companyId: target.companyId,
      kind: 'compliance-document',
      source: bytes,
      filename: file.filename,
      allowed: requirement.format === 'PDF' ? ['pdf'] : ['xml'],
      maxBytes: MULTIPART_MAX_BYTES,
      tx,
      messages: { invalid: M.noEsDeTipo(requirement.format) },
      audit: { ...where, requirementId: requirement.id },
    });
    const r = complianceDocumentsRepository(tx);
    const row = await r.insert({
      companyId: target.companyId,
      serviceId: target.serviceId,
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
    await r.addEvent({ documentId: row.id, action: 'UPLOADED', userId: actor.userId, companyId: target.actorCompanyId });
    await target.afterInsert?.(tx, row, stored);
    await recordAudit(tx, {
      action: 'compliance-document.uploaded',
      actorUserId: actor.userId,
      companyId: target.companyId,
      entity: 'compliance_document',
      entityId: row.id,
      details: { ...where, requirementId: requirement.id, year, month, fileId: stored.id },
    });
    return row;
  });
}
