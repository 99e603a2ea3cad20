import { z } from '../../../../shared/domain/zod-locale';
import { MENSAJES_CATALOGO as M } from '../../../../shared/labels/messages';

/** yyyy-MM-dd (or an ISO date-time) → dd-MM-yyyy; anything invalid → null (shown as N/A). */
export function displayDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(`${y}-${m}-${d}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d) ? null : `${d}-${m}-${y}`;
}

/** dd-MM-yyyy typed by a person → yyyy-MM-dd, or null when it is not a real date. */
export function sendDate(text: string): string | null {
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  return displayDate(`${y}-${m}-${d}`) ? `${y}-${m}-${d}` : null;
}

const dateField = (message: string) => z.string().trim().min(1, message).refine((t) => sendDate(t) !== null, message);

/** The upload form (spec 3 §5): file xls/xlsx required, both dates required, end not before start; name and comment free. */
export const ZCatalogueUploadForm = z
  .object({
    file: z.custom<File | null>((f) => f instanceof File, M.archivoRequerido).refine((f) => !!f && /\.(xlsx?)$/i.test(f.name), M.tipoNoSoportado),
    fileName: z.string().trim().max(200),
    startDate: dateField(M.fechaInicialRequerida),
    endDate: dateField(M.fechaFinalRequerida),
    comment: z.string().trim().max(500),
  })
  .refine((v) => !sendDate(v.startDate) || !sendDate(v.endDate) || (sendDate(v.endDate) ?? '') >= (sendDate(v.startDate) ?? ''), { path: ['endDate'], error: M.fechaFinalMenor });
export type TCatalogueUploadForm = z.input<typeof ZCatalogueUploadForm>;
