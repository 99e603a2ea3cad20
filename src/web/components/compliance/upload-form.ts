import { ZUploadDocumentFields } from '../../../shared/contracts/compliance-documents.contract';
import type { RequirementFormat } from '../../../shared/domain/compliance';
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
export function uploadFormSchema(format: RequirementFormat) {
  return ZUploadDocumentFields.extend({
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

/** A new upload: month Enero, year the current one (spec 2 §5). */
export const uploadDefaults = (): UploadFormInput => ({ file: null, month: '1', year: String(new Date().getFullYear()), description: '' });
