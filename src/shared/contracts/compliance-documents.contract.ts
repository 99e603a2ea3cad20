import { DOCUMENT_ACTIONS, DOCUMENT_STATUSES, REQUIREMENT_FORMATS, ZDeliveryRule } from '../domain/compliance';
import { DUE_STATES } from '../domain/compliance-due';
import { z } from '../domain/zod-locale';
import { MENSAJES_DOCUMENTOS as M } from '../labels/compliance-documents';
import { envelope } from './envelope';
import { isoDate } from './fields';

/**
 * Documents listed per requirement on the stage screen (a year of monthly deliveries); older ones are
 * counted, not sent, and come by pages of OLDER_DOCUMENTS_PAGE ("Ver documentos anteriores"). The card
 * shows one until expanded, so the screen no longer carries 50 per requirement it seldom shows: a
 * service stage of 154 listed documents was 58 KB of JSON per visit.
 */
export const DOCUMENTS_PER_REQUIREMENT = 12;
export const OLDER_DOCUMENTS_PAGE = 50;
export const FIRST_DOCUMENT_YEAR = 1990;

export const ZServiceStageParams = z.object({ id: z.uuid(), stageId: z.uuid() });
export const ZServiceRequirementParams = z.object({ id: z.uuid(), requirementId: z.uuid() });
export const ZServiceDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });
export const ZRequirementDocumentParams = ZServiceRequirementParams.extend({ documentId: z.uuid() });
export const ZDocumentFileQuery = z.object({ download: z.enum(['0', '1']).optional() });

export const ZValidationStatus = z.object({
  status: z.enum(DOCUMENT_STATUSES),
  comments: z.string(),
  /** ISO date-time of the decision; null while under review. */
  date: z.string().nullable(),
});

export const ZComplianceDocument = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  name: z.string(),
  extension: z.string(),
  description: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  validationStatus: ZValidationStatus,
});
export type TComplianceDocument = z.infer<typeof ZComplianceDocument>;

export const ZStageRequirement = z.object({
  id: z.uuid(),
  name: z.string(),
  format: z.enum(REQUIREMENT_FORMATS),
  delivery: ZDeliveryRule,
  helpText: z.string(),
  exampleImage: z.string().nullable(),
  acceptsUploads: z.boolean(),
  /** Due date (yyyy-MM-dd) of the oldest period the provider owes, else the oldest under review, else the next one. */
  nextDue: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  /** Where that delivery stands: only PENDING and OVERDUE count down; REVIEW waits on the client. Absent at company level. */
  dueState: z.enum(DUE_STATES).nullish(),
  /** The period of that delivery: the upload dialog's default month. */
  duePeriod: z.object({ year: z.number().int(), month: z.number().int() }).nullish(),
  /** Newest first (year, month, upload), at most DOCUMENTS_PER_REQUIREMENT. */
  documents: z.array(ZComplianceDocument),
  documentsTotal: z.number().int(),
});
export type TStageRequirement = z.infer<typeof ZStageRequirement>;

export const ZServiceStage = z.object({
  stage: z.object({ id: z.uuid(), name: z.string(), description: z.string() }),
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), requirements: z.array(ZStageRequirement) })),
});
export type TServiceStage = z.infer<typeof ZServiceStage>;
export const ZServiceStageResponse = envelope(ZServiceStage);


const currentYear = () => new Date().getFullYear();

const uploadFields = (maxYear?: () => number) =>
  z.object({
    month: z.coerce.number({ error: M.mesInvalido }).int(M.mesInvalido).min(1, M.mesInvalido).max(12, M.mesInvalido),
    year: z.coerce
      .number({ error: M.anioInvalido(currentYear()) })
      .int(M.anioInvalido(currentYear()))
      .min(FIRST_DOCUMENT_YEAR, M.anioInvalido(currentYear()))
      .refine((y) => !maxYear || y <= maxYear(), { error: () => M.anioInvalido(currentYear()) }),
    description: z.string().trim().max(500).optional().default(''),
    expiresOn: isoDate(M.fechaInvalida).optional(),
  });

/** The text fields of the multipart upload (sent before the file part); the web form uses it too. */
export const ZUploadDocumentFields = uploadFields(currentYear);
/**
 * A service's upload: the period is bounded by the service's span instead (checked against the
 * service by the server, offered by the dialog), which may start next year.
 */
export const ZServiceUploadFields = uploadFields();
export type TUploadDocumentFields = z.input<typeof ZUploadDocumentFields>;

export const ZValidateDocumentRequest = z
  .object({
    uid: z.uuid(),
    validationStatus: z.object({ status: z.enum(['ACCEPTED', 'REJECTED']), comments: z.string().trim().max(1000).default('') }),
  })
  .superRefine((body, ctx) => {
    if (body.validationStatus.status === 'REJECTED' && !body.validationStatus.comments) {
      ctx.addIssue({ code: 'custom', path: ['validationStatus', 'comments'], message: M.comentarioRequerido });
    }
  });
export type TValidateDocumentRequest = z.input<typeof ZValidateDocumentRequest>;

export const ZComplianceDocumentResponse = envelope(ZComplianceDocument);

export const ZDocumentHistoryEntry = z.object({
  id: z.uuid(),
  action: z.enum(DOCUMENT_ACTIONS),
  user: z.string(),
  comment: z.string(),
  date: z.string(),
});
export type TDocumentHistoryEntry = z.infer<typeof ZDocumentHistoryEntry>;
export const ZDocumentHistoryResponse = envelope(z.array(ZDocumentHistoryEntry));
