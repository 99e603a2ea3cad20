import { ZServiceUploadFields, ZUploadDocumentFields } from '../../../shared/contracts/compliance-documents.contract';
import type { Period, RequirementFormat } from '../../../shared/domain/compliance';
import { clampPeriod, periodsOf, type PeriodRange } from '../../../shared/domain/upload-period';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';

/**
 * The extension after the last dot. The spec's payload took it after the first dot, which would
 * refuse "opinion.sat.2026.pdf"; the server decides by the bytes anyway.
 */
export const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * The server's field schema plus the file, checked on the client too: required, of the requirement's
 * format and not empty (the server checks the bytes again).
 */
export function uploadFormSchema(format: RequirementFormat, forService = false) {
  return (forService ? ZServiceUploadFields : ZUploadDocumentFields).extend({
    file: z
      .instanceof(File, { error: M.campoRequerido })
      .nullable()
      .superRefine((file, ctx) => {
        if (!file) ctx.addIssue({ code: 'custom', message: M.campoRequerido });
        else if (extensionOf(file.name) !== format.toLowerCase()) ctx.addIssue({ code: 'custom', message: M.noEsDeTipo(format) });
        else if (file.size === 0) ctx.addIssue({ code: 'custom', message: M.vacio });
      }),
  });
}
export type UploadFormInput = z.input<ReturnType<typeof uploadFormSchema>>;
export type UploadFormValues = z.output<ReturnType<typeof uploadFormSchema>>;

export const yearOptions = (current = new Date().getFullYear()) => Array.from({ length: current - 1989 }, (_, i) => String(current - i));

/** A new upload: month Enero, year the current one (spec 2 §5); on a service, `period` brought inside its span. */
export const uploadDefaults = (period?: Period): UploadFormInput => ({ file: null, month: String(period?.month ?? 1), year: String(period?.year ?? new Date().getFullYear()), description: '' });

/** Today in the browser as 'YYYY-MM-DD' and as a period. */
export function browserToday(now = new Date()) {
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return { iso, period: { year: now.getFullYear(), month: now.getMonth() + 1 } };
}

/**
 * The period a service upload starts on: the requirement's current due period (a one-time
 * requirement: the delivery date, today), inside the service's span.
 */
export function defaultUploadPeriod(range: PeriodRange, today: Period, duePeriod: Period | null | undefined, once: boolean): Period {
  return clampPeriod(once || !duePeriod ? today : duePeriod, range);
}

/** The span's years (newest first) and, per year, its months: the only choices the dialog offers. */
export function spanChoices(range: PeriodRange) {
  const byYear = new Map<number, number[]>();
  for (const p of periodsOf(range)) byYear.set(p.year, [...(byYear.get(p.year) ?? []), p.month]);
  return { years: [...byYear.keys()].toReversed().map(String), monthsOf: (year: number) => byYear.get(year) ?? [] };
}
