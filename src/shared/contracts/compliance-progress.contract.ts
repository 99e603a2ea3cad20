import { z } from '../domain/zod-locale';
import { ZServiceStage } from './compliance-documents.contract';
import { MIN_DOWNLOAD_PERIOD } from './compliance-summary.contract';
import { MENSAJES_RESUMEN } from '../labels/compliance-summary';
import { envelope } from './envelope';

/**
 * The company's own stages (home cards, /dashboard/home/stage/{id}) and a company's expedient
 * (/expedientes/{companyId}) with their progress counters (spec 2 §2 and §7 "Stages").
 */

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ZCompanyParams = z.object({ companyId: z.uuid() });
export const ZCompanyStageParams = z.object({ companyId: z.uuid(), stageId: z.uuid() });
export const ZCompanyRequirementParams = ZCompanyStageParams.extend({ requirementId: z.uuid() });
export const ZExpedientRequirementParams = z.object({ companyId: z.uuid(), requirementId: z.uuid() });
export const ZExpedientDocumentParams = z.object({ companyId: z.uuid(), documentId: z.uuid() });
export const ZCompanyDocumentParams = ZCompanyRequirementParams.extend({ documentId: z.uuid() });

/** Requirements by the status of their newest document; `percentage` is accepted over total, rounded down. */
export const ZProgressCounters = z.object({
  total: z.number().int(),
  accepted: z.number().int(),
  review: z.number().int(),
  rejected: z.number().int(),
  missing: z.number().int(),
  percentage: z.number().int(),
});
export type TProgressCounters = z.infer<typeof ZProgressCounters>;
export const ZProgressResponse = envelope(ZProgressCounters);

export const ZCompanyStageCard = z.object({ id: z.uuid(), name: z.string(), description: z.string(), progress: ZProgressCounters });
export type TCompanyStageCard = z.infer<typeof ZCompanyStageCard>;
export const ZCompanyStagesResponse = envelope(z.array(ZCompanyStageCard));

/** A stage with its requirement groups and the company-level documents, plus its counters and what the viewer may do. */
export const ZCompanyStage = ZServiceStage.extend({ progress: ZProgressCounters, canUpload: z.boolean(), canDelete: z.boolean() });
export type TCompanyStage = z.infer<typeof ZCompanyStage>;
export const ZCompanyStageResponse = envelope(ZCompanyStage);

export const ZExpedient = z.object({
  company: z.object({ id: z.uuid(), name: z.string(), rfc: z.string() }),
  /** Whether the viewer looks at its own company (else a linked client or provider). */
  own: z.boolean(),
  /** Whether the viewer may validate its company-level documents (a linked client with the validate permission). */
  canValidate: z.boolean().default(false),
  progress: ZProgressCounters,
  stages: z.array(ZCompanyStage),
});
export type TExpedient = z.infer<typeof ZExpedient>;
export const ZExpedientResponse = envelope(ZExpedient);

/** DESCARGAR DOCUMENTOS of a company stage: every company-level document of the chosen requirements. */
/**
 * The stage page's download: the chosen requirement types and, from the same dialog as a service's
 * download, a period `from`–`to` (YYYY-MM, same rules; no service end applies). Without a period, every month.
 */
export const ZCompanyStageDownloadRequest = z
  .object({
    requirementIds: z.array(z.uuid()).min(1, MENSAJES_RESUMEN.seleccioneTipo).max(200),
    from: z.string().regex(YEAR_MONTH, MENSAJES_RESUMEN.obligatorio).optional(),
    to: z.string().regex(YEAR_MONTH, MENSAJES_RESUMEN.obligatorio).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.from === undefined) !== (value.to === undefined)) ctx.addIssue({ code: 'custom', path: [value.from === undefined ? 'from' : 'to'], message: MENSAJES_RESUMEN.obligatorio });
    if (value.from !== undefined && value.from < MIN_DOWNLOAD_PERIOD) ctx.addIssue({ code: 'custom', path: ['from'], message: MENSAJES_RESUMEN.inicioMinimo });
    if (value.from !== undefined && value.to !== undefined && value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: MENSAJES_RESUMEN.finMenorQueInicio });
  });
export type TCompanyStageDownloadRequest = z.infer<typeof ZCompanyStageDownloadRequest>;

/**
 * POST /expedientes/{companyId}/download: the whole expedient the caller sees, or only the chosen
 * requirements of it (`requirementIds`, at least one when sent). The body may be empty.
 */
export const ZExpedientDownloadRequest = z
  .object({ requirementIds: z.array(z.uuid()).min(1, MENSAJES_RESUMEN.seleccioneTipo).max(200).optional() })
  .strict()
  // No body at all reaches the schema as null.
  .nullish();
export type TExpedientDownloadRequest = z.infer<typeof ZExpedientDownloadRequest>;

/** Informational dialogs of the home (spec 2 §2): their dates and texts are data, not code. */
export const NOTICE_KINDS = ['REPSE', 'MAINTENANCE'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const ZPlatformNotice = z.object({
  id: z.uuid(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  message: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TPlatformNotice = z.infer<typeof ZPlatformNotice>;
export const ZPlatformNoticesQuery = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export const ZPlatformNoticesResponse = envelope(z.array(ZPlatformNotice));
