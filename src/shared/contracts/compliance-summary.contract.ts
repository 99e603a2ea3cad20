import { MONTH_STATUSES, REQUIREMENT_STATUSES } from '../domain/compliance';
import { z } from '../domain/zod-locale';
import { MENSAJES_RESUMEN } from '../labels/compliance-summary';
import { envelope } from './envelope';

/** `Resumen de {stage}` and the stage's Documents.zip (spec 2 §2 Dialogs, §4, §5 "Download by service"). */
export const ZStageParams = z.object({ id: z.uuid(), stageId: z.uuid() });
export type TStageParams = z.infer<typeof ZStageParams>;

export const ZSummaryRequirement = z.object({
  requirementId: z.uuid(),
  requirementName: z.string(),
  status: z.enum(REQUIREMENT_STATUSES),
});

export const ZSummaryPeriod = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  /** 'YYYY-MM' */
  yearMonth: z.string(),
  /** 'Enero'… */
  monthString: z.string(),
  status: z.enum(MONTH_STATUSES),
  requirements: z.array(ZSummaryRequirement),
});
export type TSummaryPeriod = z.infer<typeof ZSummaryPeriod>;

/** The stage's requirement groups, for the download dialog's checkboxes. */
export const ZSummaryGroup = z.object({ id: z.uuid(), name: z.string(), requirements: z.array(z.object({ id: z.uuid(), name: z.string() })) });
export type TSummaryGroup = z.infer<typeof ZSummaryGroup>;

export const ZStageSummary = z.object({
  stageId: z.uuid(),
  stageName: z.string(),
  groups: z.array(ZSummaryGroup),
  periods: z.array(ZSummaryPeriod),
  /** 'YYYY-MM' of every month holding a live document of the stage, newest first (the download dialog offers each). */
  documentPeriods: z.array(z.string()).optional(),
});
export type TStageSummary = z.infer<typeof ZStageSummary>;
export const ZStageSummaryResponse = envelope(ZStageSummary);

/** The period picker's first month (spec 2 §9: minimum 2017). */
export const MIN_DOWNLOAD_PERIOD = '2017-01';
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The form and the body of POST …/download. `to ≤ service end` needs the service, so the server
 * checks it and the dialog passes `maxPeriod` to `downloadDocumentsSchema`.
 */
export const downloadDocumentsSchema = (maxPeriod?: string) =>
  z
    .object({
      requirementIds: z.array(z.uuid()).min(1, MENSAJES_RESUMEN.seleccioneTipo).max(500),
      from: z.string({ error: MENSAJES_RESUMEN.obligatorio }).regex(YEAR_MONTH, MENSAJES_RESUMEN.obligatorio),
      to: z.string({ error: MENSAJES_RESUMEN.obligatorio }).regex(YEAR_MONTH, MENSAJES_RESUMEN.obligatorio),
    })
    .superRefine((value, ctx) => {
      if (YEAR_MONTH.test(value.from) && value.from < MIN_DOWNLOAD_PERIOD) ctx.addIssue({ code: 'custom', path: ['from'], message: MENSAJES_RESUMEN.inicioMinimo });
      if (YEAR_MONTH.test(value.from) && YEAR_MONTH.test(value.to) && value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: MENSAJES_RESUMEN.finMenorQueInicio });
      if (maxPeriod && YEAR_MONTH.test(value.to) && value.to > maxPeriod) ctx.addIssue({ code: 'custom', path: ['to'], message: MENSAJES_RESUMEN.finPosteriorAlServicio });
    });
export const ZDownloadDocumentsRequest = downloadDocumentsSchema();
export type TDownloadDocumentsRequest = z.infer<typeof ZDownloadDocumentsRequest>;

/** The name the browser saves (spec 2 §9). */
export const DOCUMENTS_ZIP_NAME = 'Documents.zip';
